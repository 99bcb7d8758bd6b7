/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// A member's phone may be missing: a colleague invited to the staff area makes an account without one
// (docs/product/staff.md). Sign-up still asks for it. It stays unique; both engines let any number of rows
// leave a unique column empty.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table members alter column phone drop not null`.execute(db);
    return;
  }
  await rebuildMembers(db, (create) => {
    const changed = create.replace('"phone" varchar(15) not null unique', '"phone" varchar(15) unique');
    if (changed === create) throw new Error('members.phone is not as the members migration made it');
    return changed;
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  // A member without a phone cannot go back to a table that needs one.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table members alter column phone set not null`.execute(db);
    return;
  }
  await rebuildMembers(db, (create) => create.replace('"phone" varchar(15) unique', '"phone" varchar(15) not null unique'));
}

/**
 * SQLite changes a column's constraints only by making the table again: the procedure of its ALTER TABLE
 * documentation. Foreign keys are off meanwhile (eleven tables refer to members, most ON DELETE CASCADE, so
 * dropping the old table must not reach them), checked before the copy is committed, and on again after.
 */
async function rebuildMembers(db: Kysely<any>, change: (create: string) => string): Promise<void> {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'members'`.execute(db);
  const create = change(rows[0].sql).replace('CREATE TABLE "members"', 'CREATE TABLE "members_rebuilt"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(create).execute(trx);
      await sql`insert into members_rebuilt select * from members`.execute(trx);
      await sql`drop table members`.execute(trx);
      await sql`alter table members_rebuilt rename to members`.execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length) throw new Error(`members rebuilt with ${broken.rows.length} broken references`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
