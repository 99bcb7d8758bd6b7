import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { MailingList, SubscriptionStatus } from '@tenants/shared/model';
import type { Database, NewsletterSubscriptionTable, WithdrawnVia } from '../../db/tables';

/**
 * The e-mail lists' consent records: one row per address and list, moved between unconfirmed,
 * confirmed, unsubscribed and bounced. The subscriptions module's own, like subscriptions.repository.ts.
 */
const tableOf = { newsletter: 'newsletter_subscriptions', broadcast: 'broadcast_subscriptions' } as const;
// The two tables share one row shape; Kysely cannot type a query over "one of these tables".
const table = (list: MailingList) => tableOf[list] as 'newsletter_subscriptions';

export type ConsentRow = Selectable<NewsletterSubscriptionTable>;

export function findConsent(db: Kysely<Database>, list: MailingList, email: string): Promise<ConsentRow | undefined> {
  return db.selectFrom(table(list)).selectAll().where('email', '=', email).executeTakeFirst();
}

export function findConsentById(db: Kysely<Database>, list: MailingList, id: string): Promise<ConsentRow | undefined> {
  return db.selectFrom(table(list)).selectAll().where('id', '=', id).executeTakeFirst();
}

export interface ConsentRequest {
  email: string;
  source: string | null;
  wording: string;
  tokenHash: string;
  at: Date;
  expiresAt: Date;
}

/**
 * A new request: a new unconfirmed row, or the existing row back to unconfirmed with the new request's
 * page, words and link (the old withdrawal goes: it is a new consent). False when another request made the
 * row first (two at once): that one sends the mail.
 */
export async function requestConsent(db: Kysely<Database>, list: MailingList, request: ConsentRequest, existing: boolean): Promise<boolean> {
  const at = request.at.toISOString();
  const fields = {
    status: 'unconfirmed' as const,
    source: request.source,
    wording: request.wording,
    consented_at: at,
    confirmed_at: null,
    withdrawn_at: null,
    withdrawn_via: null,
    withdrawn_newsletter_id: null,
    confirm_token_hash: request.tokenHash,
    confirm_sent_at: at,
    confirm_expires_at: request.expiresAt.toISOString(),
  };
  if (existing) {
    await db.updateTable(table(list)).set(fields).where('email', '=', request.email).execute();
    return true;
  }
  const result = await db
    .insertInto(table(list))
    .values({ id: randomUUID(), email: request.email, created_at: at, ...fields })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The row a confirmation token names, on either list. */
export async function findByConfirmToken(db: Kysely<Database>, tokenHash: string): Promise<{ list: MailingList; row: ConsentRow } | undefined> {
  for (const list of ['newsletter', 'broadcast'] as const) {
    const row = await db.selectFrom(table(list)).selectAll().where('confirm_token_hash', '=', tokenHash).executeTakeFirst();
    if (row) return { list, row };
  }
  return undefined;
}

export async function markConfirmed(db: Kysely<Database>, list: MailingList, id: string, at: Date): Promise<void> {
  await db
    .updateTable(table(list))
    .set({ status: 'confirmed', confirmed_at: at.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'unconfirmed')
    .execute();
}

/**
 * The address leaves the list (its confirmation link stops working too); true when it was on it. Already
 * unsubscribed or bounced rows keep their first withdrawal.
 */
export async function withdraw(
  db: Kysely<Database>,
  list: MailingList,
  email: string,
  { via, at, newsletterId }: { via: WithdrawnVia; at: Date; newsletterId?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable(table(list))
    .set({
      status: via === 'bounce' ? 'bounced' : 'unsubscribed',
      withdrawn_at: at.toISOString(),
      withdrawn_via: via,
      withdrawn_newsletter_id: newsletterId ?? null,
      confirm_token_hash: null,
    })
    .where('email', '=', email)
    .where('status', 'in', via === 'bounce' ? ['unconfirmed', 'confirmed', 'unsubscribed'] : ['unconfirmed', 'confirmed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Where an address stands on a list (`none` without a row). */
export async function statusOf(db: Kysely<Database>, list: MailingList, email: string): Promise<SubscriptionStatus> {
  const row = await db.selectFrom(table(list)).select('status').where('email', '=', email).executeTakeFirst();
  return row?.status ?? 'none';
}

/** The confirmed addresses after `after` in address order, `limit` of them (a send reads its recipients so). */
export async function confirmedAfter(db: Kysely<Database>, list: MailingList, after: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom(table(list))
    .select('email')
    .where('status', '=', 'confirmed')
    .$if(after !== null, (qb) => qb.where('email', '>', after!))
    .orderBy('email')
    .limit(limit)
    .execute();
  return rows.map((r) => r.email);
}

/** The address just before `email` on a list (any status), or null when none is. */
export async function addressBefore(db: Kysely<Database>, list: MailingList, email: string): Promise<string | null> {
  const row = await db.selectFrom(table(list)).select('email').where('email', '<', email).orderBy('email', 'desc').limit(1).executeTakeFirst();
  return row?.email ?? null;
}

/** How many rows of a list stand where. */
export async function countByStatus(db: Kysely<Database>, list: MailingList): Promise<Record<Exclude<SubscriptionStatus, 'none'>, number>> {
  const rows = await db
    .selectFrom(table(list))
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return { confirmed: of('confirmed'), unconfirmed: of('unconfirmed'), unsubscribed: of('unsubscribed'), bounced: of('bounced') };
}

/** Unsubscribes through each newsletter's own links, by newsletter id. */
export async function unsubscribesByNewsletter(db: Kysely<Database>, list: MailingList, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom(table(list))
    .select((eb) => ['withdrawn_newsletter_id', eb.fn.countAll<number | string>().as('count')])
    .where('withdrawn_newsletter_id', 'in', ids)
    .groupBy('withdrawn_newsletter_id')
    .execute();
  return new Map(rows.map((r) => [r.withdrawn_newsletter_id!, Number(r.count)]));
}

/** Every consent record of an address (a member's own data). */
export async function consentsOf(db: Kysely<Database>, email: string): Promise<Array<ConsentRow & { list: MailingList }>> {
  const out: Array<ConsentRow & { list: MailingList }> = [];
  for (const list of ['newsletter', 'broadcast'] as const) {
    const row = await findConsent(db, list, email);
    if (row) out.push({ ...row, list });
  }
  return out;
}

/** A shared secret, made once by whichever instance asks first. */
export async function storedSecret(db: Kysely<Database>, name: string, make: () => string, at: Date): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: make(), created_at: at.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
