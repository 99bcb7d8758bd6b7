import { importArticles } from '../modules/articles/import';
import type { DatabaseHandle } from './database';

/** One seeder per kind of content; each must be idempotent (safe to run on every start). */
type Seeder = { name: string; run(handle: DatabaseHandle): Promise<number> };

// Articles and guides arrive with their issues; until then there is nothing to seed.
const seeders: Seeder[] = [
  // The articles of api/content/articles, upserted by alias (the same as `import-articles`).
  { name: 'articles', run: async (handle) => (await importArticles(handle.db)).added.length },
];

/** Runs every seeder and reports how many rows each added. */
export async function seed(handle: DatabaseHandle): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const seeder of seeders) added[seeder.name] = await seeder.run(handle);
  return added;
}
