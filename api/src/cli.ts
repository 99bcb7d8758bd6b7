import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';

const usage = 'Usage: node dist/cli.js <migrate|seed>';

/** `migrate` applies pending migrations; `seed` migrates, then adds the seed content (idempotent). */
async function run(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new Error(usage);
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    const { results = [] } = await migrateToLatest(database);
    console.log(results.length ? `Migrated: ${results.map((r) => r.migrationName).join(', ')}` : `Database (${database.dialect}) is up to date.`);
    if (command === 'seed') {
      const added = Object.entries(await seed(database));
      console.log(added.length ? `Seeded: ${added.map(([name, rows]) => `${name} +${rows}`).join(', ')}` : 'Nothing to seed yet.');
    }
  } finally {
    await database.db.destroy();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
