/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createSecretBox, isSealed, loadTotpKeys } from '../src/security/secret-box';

// Frozen: a later change is a new migration, never an edit here.
// docs/product/staff.md "TOTP secrets at rest": the authenticator secrets were stored as they are; they are
// sealed with AES-256-GCM under TOTP_ENCRYPTION_KEY (the development key outside production; production
// refuses to run without one), bound to their row's member id. The sealed form is versioned (`v1.`): the
// secret box keeps reading it whatever later forms it adds, so this file can rely on it.
export async function up(db: Kysely<any>): Promise<void> {
  // A sealed secret is about 100 characters; PostgreSQL enforces the old column's 100, SQLite no length.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table staff_totp alter column secret type varchar(300)`.execute(db);
  const box = createSecretBox(loadTotpKeys(process.env));
  const rows = await db.selectFrom('staff_totp').select(['member_id', 'secret']).execute();
  for (const row of rows as { member_id: string; secret: string }[]) {
    if (isSealed(row.secret)) continue;
    await db
      .updateTable('staff_totp')
      .set({ secret: box.seal(row.secret, row.member_id) })
      .where('member_id', '=', row.member_id)
      .where('secret', '=', row.secret)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const box = createSecretBox(loadTotpKeys(process.env));
  const rows = await db.selectFrom('staff_totp').select(['member_id', 'secret']).execute();
  for (const row of rows as { member_id: string; secret: string }[]) {
    if (!isSealed(row.secret)) continue;
    await db
      .updateTable('staff_totp')
      .set({ secret: box.open(row.secret, row.member_id) })
      .where('member_id', '=', row.member_id)
      .execute();
  }
}
