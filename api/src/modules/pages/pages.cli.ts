import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { pageFileName, pageFileText, parsePageFile, parseSiteSettingsFile, siteSettingsFileName, siteSettingsFileText } from './page-files';
import { exportPages, importPages } from './pages.service';

/**
 * `pages export --out DIR` and `pages import --dir DIR` (docs/product/pages.md): DIR laid out as
 * api/content is, `pages/<address>.json` per page and `site-settings.json`, so the repository's own files
 * import as they are and an export can replace them.
 */

/** Writes every published page and the settings; a page file in DIR/pages that is not exported goes. */
export async function writePagesTo(db: Kysely<Database>, dir: string): Promise<number> {
  const { pages, settings } = await exportPages(db);
  const pagesDir = path.join(dir, 'pages');
  await mkdir(pagesDir, { recursive: true });
  const names = new Set(pages.map((page) => pageFileName(page.address)));
  for (const stale of (await readdir(pagesDir)).filter((name) => name.endsWith('.json') && !names.has(name))) await rm(path.join(pagesDir, stale));
  for (const page of pages) await writeFile(path.join(pagesDir, pageFileName(page.address)), pageFileText(page));
  await writeFile(path.join(dir, siteSettingsFileName), siteSettingsFileText(settings));
  return pages.length;
}

/** Reads and checks every file first (a bad one names itself and nothing is stored), then publishes them in one transaction. */
export async function readPagesFrom(db: Kysely<Database>, dir: string, now: Date): Promise<{ added: number; updated: number }> {
  const pagesDir = path.join(dir, 'pages');
  if (!existsSync(pagesDir)) throw new Error(`${pagesDir}: no such folder (pages import reads DIR/pages/*.json and DIR/site-settings.json)`);
  const names = (await readdir(pagesDir)).filter((name) => name.endsWith('.json')).sort();
  const pages = await Promise.all(names.map(async (name) => parsePageFile(name, await readFile(path.join(pagesDir, name), 'utf8'))));
  const settingsFile = path.join(dir, siteSettingsFileName);
  const settings = existsSync(settingsFile) ? parseSiteSettingsFile(await readFile(settingsFile, 'utf8')) : undefined;
  return importPages(db, { pages, settings }, now);
}
