/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import type { Kysely } from 'kysely';

// Frozen: a later change is a new migration, never an edit here.
// Release state in the database (docs/decisions/0019-release-state-in-the-database.md): what was in the deploy
// folder's remotes.json, canaries.json and releases.jsonl, so every instance reads one state, each change is a
// transaction, and the API needs no write access to the deploy files. The release files themselves stay in the
// release store (the deploy folder or an S3-compatible bucket); `release_versions` says which are there.
export async function up(db: Kysely<any>): Promise<void> {
  // Every version of a remote whose files the store holds (written once, never changed).
  await db.schema
    .createTable('release_versions')
    .addColumn('remote', 'varchar(100)', (col) => col.notNull())
    // `<package version>-<content hash>`: the folder's name in the store.
    .addColumn('version', 'varchar(200)', (col) => col.notNull())
    .addColumn('deployed_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('release_versions_pk', ['remote', 'version'])
    .execute();
  // The stable version of each released remote (was remotes.json).
  await db.schema
    .createTable('release_registry')
    .addColumn('remote', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('version', 'varchar(200)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // A second version beside the stable one for a share of page loads (was canaries.json).
  await db.schema
    .createTable('release_canaries')
    .addColumn('remote', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('version', 'varchar(200)', (col) => col.notNull())
    .addColumn('percent', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // Every release, canary, promotion and rollback (was releases.jsonl). `seq` orders them and is what the
  // site servers compare to see that anything changed: every change of state writes a row.
  await db.schema
    .createTable('release_history')
    .addColumn('seq', 'integer', (col) => col.primaryKey())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    // `cli`, `release-watch`, an admin's e-mail (a pseudonym once they are erased), `import`.
    .addColumn('actor', 'varchar(254)', (col) => col.notNull())
    .addColumn('remote', 'varchar(100)', (col) => col.notNull())
    .addColumn('action', 'varchar(20)', (col) => col.notNull())
    .addColumn('version', 'varchar(200)')
    .addColumn('from_version', 'varchar(200)')
    .addColumn('stable', 'varchar(200)')
    .addColumn('percent', 'integer')
    .addColumn('reason', 'varchar(1000)')
    // JSON: what the watch measured when it rolled a canary back.
    .addColumn('figures', 'text')
    .execute();
  await db.schema.createIndex('release_history_remote').on('release_history').columns(['remote', 'seq']).execute();
  await db.schema.createIndex('release_history_actor').on('release_history').column('actor').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['release_history', 'release_canaries', 'release_registry', 'release_versions']) await db.schema.dropTable(table).execute();
}
