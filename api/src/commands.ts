import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { exportAll } from './export';
import { importArticles } from './articles/import';

export const usage = `Usage: node dist/cli.js <command>
  migrate           apply pending migrations
  seed              migrate, then add the seed content (idempotent)
  export --out DIR  migrate, then write the staff CSV files (subscribers...) into DIR
  import-articles [--dir DIR]
                    migrate, then add or update the articles of api/content/articles (or DIR) by alias`;

type Env = Record<string, string | undefined>;

/**
 * The staff commands behind `node dist/cli.js` (cli.ts is the process wrapper). Every command migrates
 * first, so it works on a fresh database and never reads a half-migrated one.
 */
export async function runCommand(args: string[], { env = process.env, print = console.log }: { env?: Env; print?: (line: string) => void } = {}): Promise<void> {
  const { positionals, values } = parseArgs({ args, options: { out: { type: 'string' }, dir: { type: 'string' } }, allowPositionals: true, strict: true });
  const [command, ...extra] = positionals;
  if (!command || extra.length || !['migrate', 'seed', 'export', 'import-articles'].includes(command)) throw new Error(usage);
  if (command === 'export' && !values.out) throw new Error(`export needs --out DIR\n${usage}`);

  const config = loadConfig(env);
  const database = openDatabase(config.database);
  try {
    const { results = [] } = await migrateToLatest(database);
    print(results.length ? `Migrated: ${results.map((r) => r.migrationName).join(', ')}` : `Database (${database.dialect}) is up to date.`);
    if (command === 'seed') {
      const added = Object.entries(await seed(database));
      print(added.length ? `Seeded: ${added.map(([name, rows]) => `${name} +${rows}`).join(', ')}` : 'Nothing to seed yet.');
    }
    if (command === 'import-articles') {
      const result = await importArticles(database.db, { articlesDir: values.dir && path.resolve(values.dir) });
      for (const warning of result.warnings) print(`Warning: ${warning}`);
      print(`Articles: ${result.added.length} added, ${result.updated.length} updated, ${result.unchanged.length} unchanged.`);
    }
    if (command === 'export') {
      const outDir = path.resolve(values.out!);
      const written = await exportAll(database.db, outDir);
      print(`Exported to ${outDir}: ${written.map((w) => `${w.file} (${w.rows} ${w.rows === 1 ? 'row' : 'rows'})`).join(', ')}`);
    }
  } finally {
    await database.db.destroy();
  }
}
