import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, StaffInvitation } from '../../../db/tables';
import type { StaffRole } from '@tenants/shared/model';

/** Invitations to the staff area: the staff module's own, read and written by invitations.service.ts. */

export async function insertInvitation(
  db: Kysely<Database>,
  invitation: { email: string; role: StaffRole; tokenHash: string; invitedBy: string | null; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('staff_invitations')
    .values({
      id,
      email: invitation.email,
      role: invitation.role,
      token_hash: invitation.tokenHash,
      created_at: invitation.createdAt.toISOString(),
      expires_at: invitation.expiresAt.toISOString(),
      accepted_at: null,
      invited_by: invitation.invitedBy,
    })
    .execute();
  return id;
}

/** Deletes the invitations to an address not yet accepted (a new one replaces them). */
export async function deletePendingFor(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('staff_invitations').where('email', '=', email).where('accepted_at', 'is', null).execute();
}

export function findInvitation(db: Kysely<Database>, id: string): Promise<StaffInvitation | undefined> {
  return db.selectFrom('staff_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findInvitationByHash(db: Kysely<Database>, hash: string): Promise<StaffInvitation | undefined> {
  return db.selectFrom('staff_invitations').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

export function listInvitations(db: Kysely<Database>): Promise<StaffInvitation[]> {
  return db.selectFrom('staff_invitations').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(200).execute();
}

export async function deleteInvitation(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('staff_invitations').where('id', '=', id).execute();
}

/** Marks an invitation used; false when another request used it first (single use, even at the same moment). */
export async function markAccepted(db: Kysely<Database>, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('staff_invitations')
    .set({ accepted_at: at.toISOString() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Erasure (UK GDPR): every invitation to the address goes, accepted or not (account/erasure.ts). */
export async function forgetInvitationsTo(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('staff_invitations').where('email', '=', email.trim().toLowerCase()).execute();
}
