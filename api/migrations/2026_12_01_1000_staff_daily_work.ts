/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// The staff area's daily work (docs/product/staff.md): the contributor role, an article's saved
// versions and its publishing history (ever published, the last unpublish for its undo), enquiry notes that
// are replies, staff notes and labels on members, and invitations to the staff area.
export async function up(db: Kysely<any>): Promise<void> {
  // 'contributor' is 11 characters, one more than the column held; SQLite does not enforce the length.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table members alter column role type varchar(20)`.execute(db);

  // Set at the first publish and kept: an unpublished article is a draft that only admins may delete.
  await db.schema.alterTable('articles').addColumn('first_published_at', 'varchar(32)').execute();
  // The last unpublish and the date the article had then: undoing it within a minute restores that date.
  await db.schema.alterTable('articles').addColumn('unpublished_at', 'varchar(32)').execute();
  await db.schema.alterTable('articles').addColumn('unpublished_from', 'varchar(32)').execute();
  await sql`update articles set first_published_at = published_at where is_published = 1`.execute(db);

  await db.schema
    .createTable('article_revisions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('article_id', 'varchar(36)', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    // The staff member who saved it; null once their account is erased.
    .addColumn('saved_by', 'varchar(36)', (col) => col.references('members.id').onDelete('set null'))
    .addColumn('autosave', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('alias', 'varchar(200)', (col) => col.notNull())
    .addColumn('caption', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    .addColumn('author', 'varchar(100)')
    .addColumn('category_id', 'integer', (col) => col.notNull())
    .addColumn('media_path', 'varchar(300)', (col) => col.notNull())
    .addColumn('media_alt', 'varchar(300)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('article_revisions_article').on('article_revisions').columns(['article_id', 'saved_at']).execute();

  // 'note' (for staff) or 'reply' (e-mailed to the enquirer).
  await db.schema
    .alterTable('enquiry_notes')
    .addColumn('kind', 'varchar(10)', (col) => col.notNull().defaultTo('note'))
    .execute();

  await db.schema
    .createTable('member_notes')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('member_id', 'varchar(36)', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('author_id', 'varchar(36)', (col) => col.references('members.id').onDelete('set null'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('member_notes_member').on('member_notes').columns(['member_id', 'created_at']).execute();

  await db.schema
    .createTable('member_labels')
    .addColumn('member_id', 'varchar(36)', (col) => col.notNull().references('members.id').onDelete('cascade'))
    .addColumn('label', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('member_labels_pk', ['member_id', 'label'])
    .execute();
  // The list's label filter.
  await db.schema.createIndex('member_labels_label').on('member_labels').column('label').execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    // The SHA-256 of the link's token: the token itself is only in the mail.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('invited_by', 'varchar(36)', (col) => col.references('members.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('staff_invitations_email').on('staff_invitations').column('email').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.dropTable('member_labels').execute();
  await db.schema.dropTable('member_notes').execute();
  await db.schema.alterTable('enquiry_notes').dropColumn('kind').execute();
  await db.schema.dropTable('article_revisions').execute();
  for (const column of ['unpublished_from', 'unpublished_at', 'first_published_at']) await db.schema.alterTable('articles').dropColumn(column).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table members alter column role type varchar(10)`.execute(db);
}
