/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import { sql, type Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The staff area (docs/product/staff.md): roles on members (granted by the CLI only), deactivation, the
// staff session's idle clock, the enquiries inbox (status, assignee, notes), the articles' published flag
// and the audit log of every change staff make.
export async function up(db: Kysely<any>): Promise<void> {
  // 'member' (everyone who signs up), 'staff' or 'admin'.
  await db.schema
    .alterTable('members')
    .addColumn('role', 'varchar(10)', (col) => col.notNull().defaultTo('member'))
    .execute();
  // Set while staff have deactivated the account: it cannot log in.
  await db.schema.alterTable('members').addColumn('deactivated_at', 'varchar(32)').execute();
  // A staff session ends after 8 hours without a call: its last call (written at most once a minute).
  await db.schema.alterTable('member_sessions').addColumn('last_seen_at', 'varchar(32)').execute();

  await db.schema
    .alterTable('enquiries')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('new'))
    .execute();
  // A member id with a staff role; not a foreign key (SQLite cannot add one to a table), kept tidy by the
  // staff service (a removed or erased staff member's enquiries are unassigned).
  await db.schema.alterTable('enquiries').addColumn('assigned_to', 'varchar(36)').execute();
  await db.schema.alterTable('enquiries').addColumn('updated_at', 'varchar(32)').execute();
  await sql`update enquiries set updated_at = created_at`.execute(db);
  await db.schema.createIndex('enquiries_email').on('enquiries').column('email').execute();

  await db.schema
    .createTable('enquiry_notes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('enquiry_id', 'varchar(36)', (col) => col.notNull().references('enquiries.id').onDelete('cascade'))
    // The staff member who wrote it; null once their account is erased.
    .addColumn('author_id', 'varchar(36)', (col) => col.references('members.id').onDelete('set null'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('enquiry_notes_enquiry_id').on('enquiry_notes').columns(['enquiry_id', 'created_at']).execute();

  // 1 published (every article imported so far stays public), 0 a draft. A draft's published_at is a
  // placeholder far in the future, so the listing's counts and indexes (which compare published_at with
  // now) never show it; the public reads check the flag as well.
  await db.schema
    .alterTable('articles')
    .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    // Null for the CLI (actor_email 'cli').
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('actor_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('target', 'varchar(200)', (col) => col.notNull())
    // A short summary: never a password, token, card number or an erased member's details.
    .addColumn('detail', 'varchar(1000)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_audit').execute();
  await db.schema.alterTable('articles').dropColumn('is_published').execute();
  await db.schema.dropTable('enquiry_notes').execute();
  await db.schema.dropIndex('enquiries_email').execute();
  for (const column of ['updated_at', 'assigned_to', 'status']) await db.schema.alterTable('enquiries').dropColumn(column).execute();
  await db.schema.alterTable('member_sessions').dropColumn('last_seen_at').execute();
  for (const column of ['deactivated_at', 'role']) await db.schema.alterTable('members').dropColumn(column).execute();
}
