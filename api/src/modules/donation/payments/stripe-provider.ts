import Stripe from 'stripe';
import type { ChargeResult, PaymentsProvider } from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** Another endpoint than api.stripe.com (the fake Stripe server in tests). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Limit of each try; three tries (with back-off) bound how long a donor waits for an answer. */
  timeoutMs?: number;
}

const declined = 'Your card was declined.';

function fromIntent(intent: Stripe.PaymentIntent): ChargeResult {
  const reference = intent.id;
  if (intent.status === 'succeeded') return { status: 'succeeded', reference };
  if (intent.status === 'requires_action') {
    const redirect = intent.next_action?.type === 'redirect_to_url' ? intent.next_action.redirect_to_url?.url : undefined;
    // With a return_url Stripe asks for the card check as a redirect; any other kind needs Stripe.js in the page.
    if (redirect) return { status: 'requires_action', reference, redirectUrl: redirect };
    return { status: 'unavailable', reason: `PaymentIntent ${reference} needs a "${intent.next_action?.type}" action, which only Stripe.js can run` };
  }
  // requires_payment_method (a failed or abandoned card check) or canceled. A card PaymentIntent confirmed on
  // the server never stays in "processing": that state belongs to slow methods such as bank debits.
  return { status: 'declined', reference, message: intent.last_payment_error?.message ?? declined };
}

/** What went wrong at Stripe, for the log: the kind and code of the error, never the request. */
const describeError = (error: Stripe.errors.StripeError) =>
  `Stripe ${error.type}${error.code ? ` (${error.code})` : ''}${error.statusCode ? ` HTTP ${error.statusCode}` : ''}: ${error.message}`;

function settle(error: unknown): ChargeResult {
  // Card errors carry a message Stripe writes for the card holder.
  if (error instanceof Stripe.errors.StripeCardError) return { status: 'declined', reference: error.payment_intent?.id, message: error.message || declined };
  if (error instanceof Stripe.errors.StripeError) return { status: 'unavailable', reason: describeError(error) };
  throw error;
}

/**
 * Stripe through stripe-node (PAYMENTS_PROVIDER=stripe). The card goes to Stripe as payment_method_data and
 * is confirmed at once; sending raw card numbers to Stripe's API needs Stripe to enable it on the account.
 * The donation attempt's idempotency key goes along, so a retried request never charges twice.
 */
export function stripeProvider({ secretKey, api, timeoutMs = 10_000 }: StripeProviderOptions): PaymentsProvider {
  const stripe = new Stripe(secretKey, {
    ...api,
    // A donor is waiting for the answer: give up long before stripe-node's 80 s. Retries (of connection
    // failures, timeouts and 5xx answers) reuse the idempotency key, so they cannot charge twice.
    timeout: timeoutMs,
    maxNetworkRetries: 2,
    telemetry: false,
  });

  return {
    name: 'stripe',
    async charge({ amountPence, currency, card, billing, description, idempotencyKey, returnUrl, donationId }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountPence,
            currency,
            description,
            confirm: true,
            return_url: returnUrl,
            payment_method_types: ['card'],
            payment_method_data: {
              type: 'card',
              card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
              billing_details: {
                name: billing.name,
                email: billing.email,
                address: { line1: billing.addressLineOne, line2: billing.addressLineTwo || undefined, city: billing.city, postal_code: billing.postcode },
              },
              // stripe-node's types leave out raw card data (an API Stripe enables per account), so the cast.
            } as unknown as Stripe.PaymentIntentCreateParams.PaymentMethodData,
            metadata: { donation: donationId },
          },
          { idempotencyKey },
        );
        return fromIntent(intent);
      } catch (error) {
        return settle(error);
      }
    },
    async confirmReturn({ reference }) {
      // Never the browser's word (its redirect_status): Stripe says how the payment stands.
      try {
        return fromIntent(await stripe.paymentIntents.retrieve(reference));
      } catch (error) {
        return settle(error);
      }
    },
  };
}
