import type { Kysely } from 'kysely';
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
