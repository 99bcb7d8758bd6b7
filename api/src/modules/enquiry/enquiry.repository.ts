import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { containsText, dayBounds, paged } from '../../db/paging';
import type { Database } from '../../db/tables';
import type { Enquiry, EnquiryDetails, EnquiryDraftRow, EnquiryNote } from './enquiry.tables';

/** Stores an enquiry; returns its id. */
export async function addEnquiry(db: Kysely<Database>, enquiry: EnquiryDetails, at: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('enquiries')
    .values({
      id,
      type: enquiry.type,
      annual_rent: enquiry.annual_rent,
      is_lease_held: enquiry.isLeaseHeld,
      city: enquiry.city,
      comments: enquiry.comments,
      firstname: enquiry.firstname,
      lastname: enquiry.lastname,
      email: enquiry.email,
      phone: enquiry.phone,
      is_subscribe: enquiry.isSubscribe ? 1 : 0,
      created_at: at.toISOString(),
    })
    .execute();
  return id;
}

/** Every enquiry, oldest first (the staff export). */
export function listEnquiries(db: Kysely<Database>): Promise<Enquiry[]> {
  return db.selectFrom('enquiries').selectAll().orderBy('created_at').orderBy('id').execute();
}

/** The staff inbox's filter (docs/product/staff.md); `assignedTo` 'none' is the unassigned ones. */
export interface EnquiryFilter {
  q: string;
  status?: string;
  type?: string;
  annualRent?: string;
  isLeaseHeld?: number;
  assignedTo?: string;
  /** Received on or after / on or before these days (YYYY-MM-DD, UTC). */
  from?: string;
  to?: string;
}

const filtered = (db: Kysely<Database>, filter: EnquiryFilter) => {
  const { since, before } = dayBounds(filter.from, filter.to);
  return db
    .selectFrom('enquiries')
    .$if(since !== undefined, (qb) => qb.where('created_at', '>=', since!))
    .$if(before !== undefined, (qb) => qb.where('created_at', '<', before!))
    .$if(filter.q !== '', (qb) => qb.where((eb) => containsText(eb, ['firstname', 'lastname', 'email', 'city', 'comments'], filter.q)))
    .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
    .$if(filter.type !== undefined, (qb) => qb.where('type', '=', filter.type!))
    .$if(filter.annualRent !== undefined, (qb) => qb.where('annual_rent', '=', filter.annualRent!))
    .$if(filter.isLeaseHeld !== undefined, (qb) => qb.where('is_lease_held', '=', filter.isLeaseHeld!))
    .$if(filter.assignedTo === 'none', (qb) => qb.where('assigned_to', 'is', null))
    .$if(filter.assignedTo !== undefined && filter.assignedTo !== 'none', (qb) => qb.where('assigned_to', '=', filter.assignedTo!));
};

/** A page of the inbox, newest first, and how many match. */
export async function searchEnquiries(
  db: Kysely<Database>,
  filter: EnquiryFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: Enquiry[]; total: number }> {
  return paged(filtered(db, filter), { page, pageSize }, (base) => base.selectAll().orderBy('created_at', 'desc').orderBy('id'));
}

/** Every enquiry the filter matches, newest first (the inbox's export). */
export function allEnquiries(db: Kysely<Database>, filter: EnquiryFilter): Promise<Enquiry[]> {
  return filtered(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
}

export function findEnquiry(db: Kysely<Database>, id: string): Promise<Enquiry | undefined> {
  return db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateEnquiry(db: Kysely<Database>, id: string, changes: { status?: string; assigned_to?: string | null }, at: Date): Promise<void> {
  await db
    .updateTable('enquiries')
    .set({ ...changes, updated_at: at.toISOString() })
    .where('id', '=', id)
    .execute();
}

export function listNotes(db: Kysely<Database>, enquiryId: string): Promise<EnquiryNote[]> {
  return db.selectFrom('enquiry_notes').selectAll().where('enquiry_id', '=', enquiryId).orderBy('created_at').orderBy('id').execute();
}

export async function insertNote(
  db: Kysely<Database>,
  note: { enquiryId: string; authorId: string; text: string; kind?: 'note' | 'reply' },
  at: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('enquiry_notes')
    .values({ id, enquiry_id: note.enquiryId, author_id: note.authorId, text: note.text, created_at: at.toISOString(), kind: note.kind ?? 'note' })
    .execute();
  await db.updateTable('enquiries').set({ updated_at: at.toISOString() }).where('id', '=', note.enquiryId).execute();
  return id;
}

export async function countEnquiriesByEmail(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db
    .selectFrom('enquiries')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Unassigns every enquiry of a staff member (their role was removed, or their account erased). */
export async function unassignAll(db: Kysely<Database>, memberId: string, at: Date): Promise<number> {
  const result = await db
    .updateTable('enquiries')
    .set({ assigned_to: null, updated_at: at.toISOString() })
    .where('assigned_to', '=', memberId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What an erased person's enquiries say instead of their details. */
export const erasedText = 'erased';

/**
 * Erasure (docs/product/staff.md): the enquiries sent with this e-mail keep what they were about (service,
 * rent band, lease, status, dates) but not who sent them or what they wrote; staff notes about them go.
 * Notes an erased staff member wrote lose their author (the foreign key). Answers how many were anonymised.
 */
export async function anonymiseEnquiries(db: Kysely<Database>, email: string, at: Date): Promise<number> {
  const ids = (await db.selectFrom('enquiries').select('id').where('email', '=', email).execute()).map((row) => row.id);
  if (!ids.length) return 0;
  await db.deleteFrom('enquiry_notes').where('enquiry_id', 'in', ids).execute();
  await db
    .updateTable('enquiries')
    .set({
      firstname: erasedText,
      lastname: erasedText,
      email: erasedText,
      phone: '',
      city: erasedText,
      comments: erasedText,
      is_subscribe: 0,
      updated_at: at.toISOString(),
    })
    .where('id', 'in', ids)
    .execute();
  return ids.length;
}

/** Every enquiry sent with an e-mail address, oldest first, with the staff's notes on each (a person's own data). */
export async function listEnquiriesByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<Array<Enquiry & { notes: Array<Pick<EnquiryNote, 'text' | 'created_at'>> }>> {
  const rows = await db.selectFrom('enquiries').selectAll().where('email', '=', email).orderBy('created_at').orderBy('id').execute();
  if (!rows.length) return [];
  const notes = await db
    .selectFrom('enquiry_notes')
    .select(['enquiry_id', 'text', 'created_at'])
    .where(
      'enquiry_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ ...r, notes: notes.filter((n) => n.enquiry_id === r.id).map(({ text, created_at }) => ({ text, created_at })) }));
}

/** The staff home page's counts: new enquiries, open ones nobody has, open ones the caller has. */
export async function countInbox(db: Kysely<Database>, memberId: string): Promise<{ newEnquiries: number; unassignedEnquiries: number; myEnquiries: number }> {
  const count = async (where: (qb: ReturnType<typeof open>) => ReturnType<typeof open>) =>
    Number(
      (
        await where(open())
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const open = () => db.selectFrom('enquiries').where('status', '!=', 'closed');
  const [newEnquiries, unassignedEnquiries, myEnquiries] = await Promise.all([
    count((qb) => qb.where('status', '=', 'new')),
    count((qb) => qb.where('assigned_to', 'is', null)),
    count((qb) => qb.where('assigned_to', '=', memberId)),
  ]);
  return { newEnquiries, unassignedEnquiries, myEnquiries };
}

/** An enquiry's summary for a member's page (their enquiries, newest first). */
export function enquiriesOfEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('enquiries')
    .select(['id', 'created_at', 'status', 'type'])
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

// ---------------------------------------------------------------- the drafts of enquiries sent without JavaScript

/** A draft's stored fields, without its id. */
export type DraftFields = Omit<EnquiryDraftRow, 'id'>;

/** The draft under this id (a token's hash), unless it has expired by `at`. */
export function findDraft(db: Kysely<Database>, id: string, at: Date): Promise<EnquiryDraftRow | undefined> {
  return db.selectFrom('enquiry_drafts').selectAll().where('id', '=', id).where('expires_at', '>', at.toISOString()).executeTakeFirst();
}

/** How many drafts are kept and not yet expired at `at`. */
export async function countLiveDrafts(db: Kysely<Database>, at: Date): Promise<number> {
  const row = await db
    .selectFrom('enquiry_drafts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('expires_at', '>', at.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteExpiredDrafts(db: Kysely<Database>, at: Date): Promise<void> {
  await db.deleteFrom('enquiry_drafts').where('expires_at', '<=', at.toISOString()).execute();
}

/** Rewrites a draft; answers whether there was one to rewrite. */
export async function updateDraft(db: Kysely<Database>, id: string, fields: Partial<DraftFields>): Promise<boolean> {
  const result = await db.updateTable('enquiry_drafts').set(fields).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertDraft(db: Kysely<Database>, id: string, fields: DraftFields): Promise<void> {
  await db
    .insertInto('enquiry_drafts')
    .values({ id, ...fields })
    .execute();
}

export async function deleteDraft(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('enquiry_drafts').where('id', '=', id).execute();
}
