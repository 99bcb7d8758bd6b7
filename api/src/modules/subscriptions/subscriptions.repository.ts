import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** Each subscription list: its table and the column that holds the contact (one row per contact). */
export const subscriptionLists = {
  newsletter: { table: 'newsletter_subscriptions', contact: 'email' },
  broadcast: { table: 'broadcast_subscriptions', contact: 'email' },
  whatsapp: { table: 'whatsapp_subscriptions', contact: 'phone' },
} as const;
export type SubscriptionList = keyof typeof subscriptionLists;

export interface Consent {
  /** The e-mail address (lower case) or the phone number (digits). */
  contact: string;
  /** The page the form was sent from. */
  source: string | null;
  consentedAt: Date;
}

export interface Subscriber {
  contact: string;
  source: string | null;
  consented_at: string;
}

// The lists share one row shape; Kysely cannot type a query over "one of these tables", so the list's
// table is viewed as the newsletter's (same columns, the contact column renamed).
const asNewsletter = (list: SubscriptionList) => subscriptionLists[list] as unknown as (typeof subscriptionLists)['newsletter'];

/**
 * Adds a contact to a list. A second subscription of the same contact is not an error and keeps the first
 * row (and its original consent record); the unique index settles concurrent requests.
 */
export async function addSubscription(db: Kysely<Database>, list: SubscriptionList, consent: Consent): Promise<void> {
  const { table, contact } = asNewsletter(list);
  const at = consent.consentedAt.toISOString();
  await db
    .insertInto(table)
    .values({ id: randomUUID(), [contact]: consent.contact, source: consent.source, consented_at: at, created_at: at })
    .onConflict((oc) => oc.column(contact).doNothing())
    .execute();
}

/** Every subscriber of a list, oldest consent first (the staff export). */
export async function listSubscribers(db: Kysely<Database>, list: SubscriptionList): Promise<Subscriber[]> {
  const { table, contact } = asNewsletter(list);
  return db
    .selectFrom(table)
    .select([`${contact} as contact`, 'source', 'consented_at'])
    .orderBy('consented_at')
    .orderBy(contact)
    .execute();
}
