import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { SubscriptionStatus } from '@tenants/shared/model';
import { containsText, paged } from '../../db/paging';
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

export interface ListEntry {
  id: string;
  contact: string;
  source: string | null;
  created_at: string;
  /** WhatsApp has no double opt-in: its rows are all confirmed. */
  status: 'unconfirmed' | 'confirmed' | 'unsubscribed' | 'bounced';
}

export async function countSubscribers(db: Kysely<Database>, list: SubscriptionList): Promise<number> {
  const { table } = asNewsletter(list);
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of a list, newest first; `q` matches the contact. */
export async function searchSubscribers(
  db: Kysely<Database>,
  list: SubscriptionList,
  { q, page, pageSize, status }: { q: string; page: number; pageSize: number; status?: SubscriptionStatus },
) {
  const { table, contact } = asNewsletter(list);
  const base = db
    .selectFrom(table)
    .$if(q !== '', (qb) => qb.where((eb) => containsText(eb, [contact], q)))
    // WhatsApp rows have no status: all of them count as confirmed.
    .$if(status !== undefined && list !== 'whatsapp', (qb) => qb.where('status', '=', status as Exclude<SubscriptionStatus, 'none'>))
    .$if(list === 'whatsapp' && status !== undefined && status !== 'confirmed', (qb) => qb.where(sql<boolean>`1 = 0`));
  const columns = ['id', `${contact} as contact`, 'source', 'created_at'] as const;
  const { rows, total } = await paged(base, { page, pageSize }, (query) =>
    (list === 'whatsapp' ? query.select(columns) : query.select([...columns, 'status'])).orderBy('created_at', 'desc').orderBy('id'),
  );
  return {
    rows: (rows as Array<Omit<ListEntry, 'status'> & { status?: ListEntry['status'] }>).map((r) => ({ ...r, status: r.status ?? 'confirmed' })),
    total,
  };
}

/** Removes one entry of a list; false when there was none. */
export async function deleteSubscriber(db: Kysely<Database>, list: SubscriptionList, id: string): Promise<boolean> {
  const { table } = asNewsletter(list);
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Removes a contact from a list (an erasure); answers how many rows went. */
export async function deleteContact(db: Kysely<Database>, list: SubscriptionList, contactValue: string): Promise<number> {
  const { table, contact } = asNewsletter(list);
  const result = await db.deleteFrom(table).where(contact, '=', contactValue).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A contact's row on a list (a person's own data). */
export function findContact(db: Kysely<Database>, list: SubscriptionList, contactValue: string): Promise<Subscriber | undefined> {
  const { table, contact } = asNewsletter(list);
  return db
    .selectFrom(table)
    .select([`${contact} as contact`, 'source', 'consented_at'])
    .where(contact, '=', contactValue)
    .executeTakeFirst();
}
