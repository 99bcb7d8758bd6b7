import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { containsText } from '../../db/paging';
import type { Database, StaffAuditRow } from '../../db/tables';

export interface AuditEntry {
  actorId: string | null;
  actorEmail: string;
  action: string;
  target: string;
  detail: string;
}

/** Writes one audit row; `db` is the change's own transaction, so the row and the change stand or fall together. */
export async function insertAudit(db: Kysely<Database>, entry: AuditEntry, at: Date): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({ id: randomUUID(), at: at.toISOString(), actor_id: entry.actorId, actor_email: entry.actorEmail, action: entry.action, target: entry.target, detail: entry.detail.slice(0, 1000) })
    .execute();
}

/** A page of the audit log, newest first; `q` matches the actor's e-mail, the action, the target or the detail. */
export async function searchAudit(db: Kysely<Database>, { q, page, pageSize }: { q: string; page: number; pageSize: number }): Promise<{ rows: StaffAuditRow[]; total: number }> {
  const base = db.selectFrom('staff_audit').$if(q !== '', (qb) => qb.where((eb) => containsText(eb, ['actor_email', 'action', 'target', 'detail'], q)));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset((page - 1) * pageSize).limit(pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}
