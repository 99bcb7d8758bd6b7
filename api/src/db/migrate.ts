import { Migrator, type MigrationResultSet } from 'kysely';
import { migrations } from '../../migrations';
import type { DatabaseHandle } from './database';

/**
 * Runs every pending migration. On PostgreSQL the migration tables are pinned to our schema: Kysely
 * otherwise finds them in any schema of the server and skips creating ours.
 */
export async function migrateToLatest({ db, schema }: DatabaseHandle): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${String((result.error as Error)?.message ?? result.error)}`, { cause: result.error });
  }
  return result;
}
