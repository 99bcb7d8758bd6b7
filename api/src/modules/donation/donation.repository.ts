import { sql, type Kysely } from 'kysely';
import { containsText, dayBounds, paged } from '../../db/paging';
import type { Database, Donation, DonationStatus, NewDonation } from '../../db/tables';

export type NewAttempt = Omit<NewDonation, 'status' | 'provider_reference' | 'redirect_url' | 'failure_message' | 'updated_at'>;

/**
 * Stores a new attempt as pending, unless its idempotency key is already stored: then nothing is written
 * and the answer is false. The unique index decides between two requests of one attempt arriving at once.
 */
export async function insertAttempt(db: Kysely<Database>, attempt: NewAttempt): Promise<boolean> {
  const result = await db
    .insertInto('donations')
    .values({ ...attempt, status: 'pending', provider_reference: null, redirect_url: null, failure_message: null, updated_at: attempt.created_at })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findByKey(db: Kysely<Database>, idempotencyKey: string): Promise<Donation | undefined> {
  return db.selectFrom('donations').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export function findById(db: Kysely<Database>, id: string): Promise<Donation | undefined> {
  return db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByReference(db: Kysely<Database>, provider: string, reference: string): Promise<Donation | undefined> {
  return db.selectFrom('donations').selectAll().where('provider', '=', provider).where('provider_reference', '=', reference).executeTakeFirst();
}

export interface Outcome {
  status: DonationStatus;
  provider_reference?: string | null;
  redirect_url?: string | null;
  failure_message?: string | null;
}

/**
 * Moves a donation on from `from` (one status or several); false when it was no longer there, because
 * another request moved it first. Whoever moves it does what follows (the receipt), once.
 */
export async function settleDonation(db: Kysely<Database>, id: string, from: DonationStatus | DonationStatus[], outcome: Outcome, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('donations')
    .set({ ...outcome, updated_at: at.toISOString() })
    .where('id', '=', id)
    .where('status', 'in', Array.isArray(from) ? from : [from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every donation attempt, oldest first (the staff export). */
export function listDonations(db: Kysely<Database>): Promise<Donation[]> {
  return db.selectFrom('donations').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** The staff list's filter: `q` matches the donor's names or e-mail. */
export interface DonationFilter {
  q: string;
  status?: DonationStatus;
  /** Made on or after / on or before these days (YYYY-MM-DD, UTC). */
  from?: string;
  to?: string;
}

const filtered = (db: Kysely<Database>, filter: DonationFilter) => {
  const { since, before } = dayBounds(filter.from, filter.to);
  return db
    .selectFrom('donations')
    .$if(since !== undefined, (qb) => qb.where('created_at', '>=', since!))
    .$if(before !== undefined, (qb) => qb.where('created_at', '<', before!))
    .$if(filter.q !== '', (qb) => qb.where((eb) => containsText(eb, ['firstname', 'lastname', 'email'], filter.q)))
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!));
};

/** A page of donation attempts, newest first, and how many match. */
export async function searchDonations(
  db: Kysely<Database>,
  filter: DonationFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: Donation[]; total: number }> {
  return paged(filtered(db, filter), { page, pageSize }, (base) => base.selectAll().orderBy('created_at', 'desc').orderBy('id'));
}

/** Every attempt the filter matches, newest first (the staff export). */
export function allDonations(db: Kysely<Database>, filter: DonationFilter): Promise<Donation[]> {
  return filtered(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
}

/** Succeeded donations by calendar month (UTC: the times are stored in UTC), newest month first. */
export async function monthlyTotals(db: Kysely<Database>): Promise<Array<{ month: string; count: number; totalPence: number }>> {
  const month = sql<string>`substr(created_at, 1, 7)`;
  const rows = await db
    .selectFrom('donations')
    .select([month.as('month'), (eb) => eb.fn.countAll<number | string>().as('count'), (eb) => eb.fn.sum<number | string>('amount_pence').as('total')])
    .where('status', '=', 'succeeded')
    .groupBy(month)
    .orderBy(month, 'desc')
    .execute();
  return rows.map((row) => ({ month: row.month, count: Number(row.count), totalPence: Number(row.total) }));
}

export async function countDonationsByEmail(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Erasure (docs/product/staff.md): the attempts made with this e-mail keep what the accounts need for six
 * years (amount, currency, status, dates, the provider and its reference); who paid, their address and every
 * card detail go. Answers how many were stripped.
 */
export async function stripDonations(db: Kysely<Database>, email: string, at: Date): Promise<number> {
  const result = await db
    .updateTable('donations')
    .set({
      firstname: '',
      lastname: '',
      email: '',
      address_line_one: '',
      address_line_two: '',
      city: '',
      postcode: '',
      card_name: '',
      card_brand: null,
      card_last4: '',
      redirect_url: null,
      failure_message: null,
      updated_at: at.toISOString(),
    })
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every donation given with an e-mail address, oldest first (a person's own data). */
export function listDonationsByEmail(db: Kysely<Database>, email: string): Promise<Donation[]> {
  return db.selectFrom('donations').selectAll().where('email', '=', email).orderBy('created_at').orderBy('id').execute();
}
