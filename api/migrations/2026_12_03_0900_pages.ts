/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen, so they never see today's table types */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findRepoRoot } from '../src/repo-root';

// Frozen: a later change is a new migration, never an edit here.
// The site's own pages as data (docs/decisions/0018-pages-as-blocks.md). A page is its address, type,
// area and title with an ordered list of blocks (JSON text, checked by shared's contracts/pages.ts on every
// write). What visitors see (live_*) and what staff edit (draft_*) are separate columns, so a draft never
// changes the live page; a scheduled publish waits in scheduled_* until its time. `status` says which of
// draft, published, scheduled or unpublished the page is. Every save, publish and restore keeps a version;
// an address that changed keeps the old one as a redirect (301); the words every page shares are settings.
//
// Seeded from api/content/pages and api/content/site-settings.json (the export's format) as published, on a
// new database and on one already in use alike: a page or setting already there is left as it is.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pages')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('address', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('area', 'varchar(20)')
    // draft, published, scheduled (a publish due at scheduled_at; live_* may hold what is out until then), unpublished.
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('live_title', 'varchar(200)')
    .addColumn('live_blocks', 'text')
    .addColumn('live_card', 'text')
    .addColumn('draft_title', 'varchar(200)', (col) => col.notNull())
    .addColumn('draft_blocks', 'text', (col) => col.notNull())
    .addColumn('draft_card', 'text')
    .addColumn('scheduled_title', 'varchar(200)')
    .addColumn('scheduled_blocks', 'text')
    .addColumn('scheduled_card', 'text')
    .addColumn('published_at', 'varchar(32)')
    .addColumn('scheduled_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    // The staff member who last changed it; null for the seed, the CLI and an erased account.
    .addColumn('updated_by', 'varchar(36)')
    .execute();
  // The publisher looks for scheduled pages that are due.
  await db.schema.createIndex('pages_status_scheduled').on('pages').columns(['status', 'scheduled_at']).execute();

  await db.schema
    .createTable('page_versions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('page_id', 'varchar(36)', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('saved_by', 'varchar(36)')
    // save, autosave, publish, schedule, restore, import.
    .addColumn('kind', 'varchar(12)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('blocks', 'text', (col) => col.notNull())
    .addColumn('card', 'text')
    .execute();
  await db.schema.createIndex('page_versions_page_saved').on('page_versions').columns(['page_id', 'saved_at']).execute();

  await db.schema
    .createTable('page_redirects')
    .addColumn('address', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('page_id', 'varchar(36)', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('page_redirects_page').on('page_redirects').column('page_id').execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(36)')
    .execute();

  await seed(db);
}

async function seed(db: Kysely<any>): Promise<void> {
  const content = path.join(findRepoRoot(), 'api/content');
  const pagesDir = path.join(content, 'pages');
  const at = new Date().toISOString();
  if (existsSync(pagesDir)) {
    const have = new Set((await db.selectFrom('pages').select('address').execute()).map((row: { address: string }) => row.address));
    for (const file of readdirSync(pagesDir)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const page = JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8'));
      if (have.has(page.address)) continue;
      const id = randomUUID();
      const blocks = JSON.stringify(page.blocks);
      const card = page.card ? JSON.stringify(page.card) : null;
      await db
        .insertInto('pages')
        .values({
          id,
          address: page.address,
          type: page.type,
          area: page.area ?? null,
          status: 'published',
          live_title: page.title,
          live_blocks: blocks,
          live_card: card,
          draft_title: page.title,
          draft_blocks: blocks,
          draft_card: card,
          published_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await db.insertInto('page_versions').values({ id: randomUUID(), page_id: id, saved_at: at, kind: 'import', title: page.title, blocks, card }).execute();
    }
  }
  const settingsFile = path.join(content, 'site-settings.json');
  if (existsSync(settingsFile)) {
    const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
    const have = new Set((await db.selectFrom('site_settings').select('key').execute()).map((row: { key: string }) => row.key));
    for (const [key, value] of Object.entries(settings))
      if (!have.has(key))
        await db
          .insertInto('site_settings')
          .values({ key, value: JSON.stringify(value), updated_at: at })
          .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
  await db.schema.dropTable('page_redirects').execute();
  await db.schema.dropTable('page_versions').execute();
  await db.schema.dropTable('pages').execute();
}
