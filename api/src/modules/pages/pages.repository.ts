import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { PageRow, PageVersionRow } from './pages.tables';
import { keepNewest } from '../../db/keep-newest';

/** The pages' queries (the module's own; other modules go through pages.service.ts). */

type Db = Kysely<Database>;

export const findPageById = (db: Db, id: string): Promise<PageRow | undefined> => db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();

export const findPageByAddress = (db: Db, address: string): Promise<PageRow | undefined> =>
  db.selectFrom('pages').selectAll().where('address', '=', address).executeTakeFirst();

export const allPages = (db: Db): Promise<PageRow[]> => db.selectFrom('pages').selectAll().orderBy('address').execute();

/** The pages on the site (a live version), by address. */
export const livePages = (db: Db): Promise<PageRow[]> => db.selectFrom('pages').selectAll().where('live_blocks', 'is not', null).orderBy('address').execute();

export async function insertPage(db: Db, row: Omit<PageRow, 'id'> & { id?: string }): Promise<PageRow> {
  const page = { ...row, id: row.id ?? randomUUID() };
  await db.insertInto('pages').values(page).execute();
  return page;
}

export async function updatePage(db: Db, id: string, changes: Partial<Omit<PageRow, 'id'>>): Promise<PageRow> {
  await db.updateTable('pages').set(changes).where('id', '=', id).execute();
  return (await findPageById(db, id))!;
}

export const deletePage = (db: Db, id: string) => db.deleteFrom('pages').where('id', '=', id).execute();

/** Pages whose scheduled publish is due at `at`. */
export const duePages = (db: Db, at: string): Promise<PageRow[]> =>
  db.selectFrom('pages').selectAll().where('status', '=', 'scheduled').where('scheduled_at', '<=', at).execute();

/** When the next scheduled publish is due (ISO), if any page is scheduled. */
export async function nextScheduledAt(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('pages')
    .select((eb) => eb.fn.min('scheduled_at').as('at'))
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return row?.at ?? undefined;
}

// ——— versions ———

export async function insertVersion(db: Db, version: Omit<PageVersionRow, 'id'>): Promise<void> {
  await db
    .insertInto('page_versions')
    .values({ ...version, id: randomUUID() })
    .execute();
}

export const latestVersion = (db: Db, pageId: string): Promise<PageVersionRow | undefined> =>
  db.selectFrom('page_versions').selectAll().where('page_id', '=', pageId).orderBy('saved_at', 'desc').orderBy('id').limit(1).executeTakeFirst();

export const replaceVersion = (db: Db, id: string, changes: Pick<PageVersionRow, 'saved_at' | 'title' | 'blocks' | 'card' | 'sharing'>) =>
  db.updateTable('page_versions').set(changes).where('id', '=', id).execute();

export const listVersions = (db: Db, pageId: string): Promise<PageVersionRow[]> =>
  db.selectFrom('page_versions').selectAll().where('page_id', '=', pageId).orderBy('saved_at', 'desc').orderBy('id').execute();

export const findVersion = (db: Db, pageId: string, id: string): Promise<PageVersionRow | undefined> =>
  db.selectFrom('page_versions').selectAll().where('page_id', '=', pageId).where('id', '=', id).executeTakeFirst();

/** Keeps a page's newest `keep` versions. */
export const pruneVersions = (db: Db, pageId: string, keep: number): Promise<void> =>
  keepNewest(db, 'page_versions', { column: 'page_id', value: pageId }, keep);

// ——— redirects ———

export const findRedirect = (db: Db, address: string) => db.selectFrom('page_redirects').selectAll().where('address', '=', address).executeTakeFirst();

export const redirectsOf = (db: Db, pageId: string): Promise<string[]> =>
  db
    .selectFrom('page_redirects')
    .select('address')
    .where('page_id', '=', pageId)
    .orderBy('address')
    .execute()
    .then((rows) => rows.map((row) => row.address));

export const allRedirects = (db: Db) => db.selectFrom('page_redirects').selectAll().orderBy('address').execute();

export async function putRedirect(db: Db, address: string, pageId: string, at: string): Promise<void> {
  await db.deleteFrom('page_redirects').where('address', '=', address).execute();
  await db.insertInto('page_redirects').values({ address, page_id: pageId, created_at: at }).execute();
}

export const dropRedirect = (db: Db, address: string) => db.deleteFrom('page_redirects').where('address', '=', address).execute();

// ——— settings ———

export const allSettings = (db: Db) => db.selectFrom('site_settings').select(['key', 'value']).orderBy('key').execute();

export async function putSetting(db: Db, key: string, value: string, at: string, by: string | null): Promise<void> {
  const updated = await db.updateTable('site_settings').set({ value, updated_at: at, updated_by: by }).where('key', '=', key).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('site_settings').values({ key, value, updated_at: at, updated_by: by }).execute();
}

/**
 * The site's content version (migration 2026_11_24_1600_article_versions: `app.contentVersion` reads it on
 * every request, on every instance, and the site server drops its drawn pages when it changes). Written in
 * the transaction of a change visitors see, so every instance draws the change at its next request.
 */
export async function bumpContentVersion(db: Db): Promise<void> {
  await sql`update article_versions set version = version + 1 where id = 1`.execute(db);
}
