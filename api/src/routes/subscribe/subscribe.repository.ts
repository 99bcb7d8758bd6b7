import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

export interface NewsletterConsent {
  email: string;
  source: string | null;
  consentedAt: Date;
}

/**
 * Adds an address to the newsletter list. A second subscription of the same address is not an error and
 * keeps the first row (and its original consent record); the unique index settles concurrent requests.
 */
export async function addNewsletterSubscription(db: Kysely<Database>, consent: NewsletterConsent): Promise<void> {
  const at = consent.consentedAt.toISOString();
  await db
    .insertInto('newsletter_subscriptions')
    .values({ id: randomUUID(), email: consent.email, source: consent.source, consented_at: at, created_at: at })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
