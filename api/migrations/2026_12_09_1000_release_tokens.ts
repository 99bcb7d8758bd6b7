/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Teams ship their remote alone (docs/releases.md, "A team's release"): a release token is scoped to one or
// more remotes, made and revoked by an admin, and only its SHA-256 is kept (a random 256-bit secret: nothing to
// guess from the hash). A version may be hosted at the team's own origin, and each version records the hash of
// every file it shipped, which pages hand to the browser as `integrity`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('release_tokens')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // Who holds it ("Payments team CI"): how the history and the audit log name its uses.
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    // JSON array of remote names.
    .addColumn('remotes', 'varchar(1000)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(254)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  // The folder URL a version's browser files are loaded from, when not the site's own release store.
  await db.schema.alterTable('release_versions').addColumn('files_at', 'varchar(500)').execute();
  // JSON: every shipped file's path → `sha384-<base64>`, recorded at release (none for an older release).
  await db.schema.alterTable('release_versions').addColumn('files', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('release_versions').dropColumn('files').execute();
  await db.schema.alterTable('release_versions').dropColumn('files_at').execute();
  await db.schema.dropTable('release_tokens').execute();
}
