import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** Staff notes and labels on members: the account module's own, read by member-records.staff.ts. */

export async function insertMemberNote(db: Kysely<Database>, note: { memberId: string; authorId: string | null; text: string }, at: Date): Promise<void> {
  await db
    .insertInto('member_notes')
    .values({ id: randomUUID(), member_id: note.memberId, author_id: note.authorId, text: note.text, created_at: at.toISOString() })
    .execute();
}

export function listMemberNotes(db: Kysely<Database>, memberId: string) {
  return db.selectFrom('member_notes').selectAll().where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** Replaces a member's labels. */
export async function replaceMemberLabels(db: Kysely<Database>, memberId: string, labels: string[]): Promise<void> {
  await db.deleteFrom('member_labels').where('member_id', '=', memberId).execute();
  if (labels.length)
    await db
      .insertInto('member_labels')
      .values(labels.map((label) => ({ member_id: memberId, label })))
      .execute();
}

/** The labels of some members, by id (each member's in alphabetical order). */
export async function labelsOfMembers(db: Kysely<Database>, ids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db.selectFrom('member_labels').selectAll().where('member_id', 'in', ids).orderBy('label').execute();
  for (const row of rows) out.get(row.member_id)?.push(row.label);
  return out;
}

/** A member's notes and labels go with the account (an erasure); notes they wrote lose their author. */
export async function deleteMemberRecords(db: Kysely<Database>, memberId: string): Promise<void> {
  await db.deleteFrom('member_notes').where('member_id', '=', memberId).execute();
  await db.deleteFrom('member_labels').where('member_id', '=', memberId).execute();
  await db.updateTable('member_notes').set({ author_id: null }).where('author_id', '=', memberId).execute();
}
