import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { staffAuditDataSchema, type StaffAuditAction, type StaffAuditData, type StaffAuditTargetType } from '@tenants/shared/model';
import { containsText, paged } from '../../db/paging';
import type { Database, StaffAuditRow } from '../../db/tables';

/** One audit row: fields, never a sentence (a title with line breaks once faked an entry). */
export interface AuditEntry {
  actorId: string | null;
  actorEmail: string;
  action: StaffAuditAction;
  targetType: StaffAuditTargetType;
  targetId: string | null;
  data: StaffAuditData;
}

/**
 * Writes one audit row; `db` is the change's own transaction, so the row and the change stand or fall
 * together. The data is checked against its schema (known keys, tokens without spaces or line breaks): a
 * value that could carry free text is a bug, and the change fails rather than write it.
 */
export async function insertAudit(db: Kysely<Database>, entry: AuditEntry, at: Date): Promise<void> {
  const data = staffAuditDataSchema.parse(entry.data);
  await db
    .insertInto('staff_audit')
    .values({
      id: randomUUID(),
      at: at.toISOString(),
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      action: entry.action,
      target: entry.targetId ? `${entry.targetType}:${entry.targetId}` : entry.targetType,
      target_type: entry.targetType,
      target_id: entry.targetId,
      detail: '',
      data: JSON.stringify(data),
    })
    .execute();
}

/** A page of the audit log, newest first; `q` matches the actor's e-mail, the action, the target's type or id. */
export async function searchAudit(
  db: Kysely<Database>,
  { q, page, pageSize }: { q: string; page: number; pageSize: number },
): Promise<{ rows: StaffAuditRow[]; total: number }> {
  const base = db.selectFrom('staff_audit').$if(q !== '', (qb) => qb.where((eb) => containsText(eb, ['actor_email', 'action', 'target_type', 'target_id'], q)));
  return paged(base, { page, pageSize }, (query) => query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'));
}

/**
 * An erased person's e-mail leaves the audit log: wherever it names them (as the actor, by id or by the
 * address), it becomes `erased-<8 hex>`, an HMAC of their id under a key made for this erasure and thrown
 * away, so their rows still read as one person's without anyone being able to tell whose. Answers how many rows.
 */
export async function pseudonymiseAuditActor(db: Kysely<Database>, memberId: string, email: string): Promise<number> {
  const pseudonym = `erased-${createHmac('sha256', randomBytes(32)).update(memberId).digest('hex').slice(0, 8)}`;
  const result = await db
    .updateTable('staff_audit')
    .set({ actor_email: pseudonym })
    .where((eb) => eb.or([eb('actor_id', '=', memberId), eb('actor_email', '=', email)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
