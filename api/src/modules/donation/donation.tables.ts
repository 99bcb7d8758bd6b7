import type { Insertable, Selectable } from 'kysely';

/** Where a donation attempt stands. `error`: the provider could not be reached, so the same attempt may try again. */
export type DonationStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'error';

/** One donation attempt (docs/product/donation.md). Of the card only its brand and last four digits. */
export interface DonationTable {
  id: string;
  /** The attempt's key (the browser's, or ours when it sent none); unique. */
  idempotency_key: string;
  amount_pence: number;
  /** ISO 4217, lower case as Stripe writes it: 'gbp'. */
  currency: string;
  firstname: string;
  lastname: string;
  /** Trimmed and lower-cased. */
  email: string;
  address_line_one: string;
  address_line_two: string;
  city: string;
  postcode: string;
  /** The name on the card. */
  card_name: string;
  card_brand: string | null;
  card_last4: string;
  status: DonationStatus;
  /** 'local' or 'stripe'. */
  provider: string;
  /** The provider's id of the payment (a PaymentIntent id at Stripe). */
  provider_reference: string | null;
  redirect_url: string | null;
  /** The provider's message to the donor when it refused the payment. */
  failure_message: string | null;
  created_at: string;
  updated_at: string;
}

export type Donation = Selectable<DonationTable>;
export type NewDonation = Insertable<DonationTable>;

/** The donations' table, for Kysely's types (modules/index.ts). */
export interface DonationTables {
  donations: DonationTable;
}
