/**
 * The payments provider behind POST /api/donation (docs/decisions/0003-payments-provider.md): the offline simulator (`local`) or Stripe.
 * Card number and CVC pass through here to the provider and nowhere else: never stored, never logged.
 */
export interface CardDetails {
  /** Digits only. */
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface BillingDetails {
  /** The name on the card. */
  name: string;
  email: string;
  addressLineOne: string;
  addressLineTwo: string;
  city: string;
  postcode: string;
}

export interface ChargeInput {
  amountPence: number;
  currency: 'gbp';
  card: CardDetails;
  billing: BillingDetails;
  description: string;
  /** One per donation attempt: the provider charges a key once, however often it is sent. */
  idempotencyKey: string;
  /** Where the provider sends the browser back after a card check (absolute). */
  returnUrl: string;
  /** Our donation's id, kept with the payment at the provider for staff looking it up there. */
  donationId: string;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  /** The card needs a check (3-D Secure) on a page of the provider's (or the simulator's challenge page). */
  | { status: 'requires_action'; reference: string; redirectUrl: string }
  /** Refused: the message is the provider's, written to be shown to the donor. */
  | { status: 'declined'; reference?: string; message: string }
  /** No answer from the provider, or one we cannot use: `reason` is for the log, never for the donor. */
  | { status: 'unavailable'; reason: string };

export interface ReturnInput {
  /** The provider's reference of the payment that needed the check. */
  reference: string;
  /** The outcome the browser came back with; only the simulator believes it, Stripe is asked. */
  redirectStatus?: string;
}

export type ProviderName = 'local' | 'stripe';

export interface PaymentsProvider {
  readonly name: ProviderName;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The payment's outcome after the card check, as the provider sees it now. */
  confirmReturn(input: ReturnInput): Promise<ChargeResult>;
}

/** Stripe's words for a card check the donor failed or abandoned (payment_intent_authentication_failure). */
export const authenticationFailedMessage = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
