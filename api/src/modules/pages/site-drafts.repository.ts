import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SiteRecordKind } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import type { SiteDraftRow, SiteVersionRow } from './site-drafts.tables';
import { keepNewest } from '../../db/keep-newest';

/** The drafts' and versions' queries (site-drafts.ts is their one user). */

type Db = Kysely<Database>;

export const findDraft = (db: Db, kind: SiteRecordKind): Promise<SiteDraftRow | undefined> =>
  db.selectFrom('site_drafts').selectAll().where('kind', '=', kind).executeTakeFirst();

export async function putDraft(db: Db, row: SiteDraftRow): Promise<void> {
  const updated = await db.updateTable('site_drafts').set(row).where('kind', '=', row.kind).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('site_drafts').values(row).execute();
}

export const dropDraft = (db: Db, kind: SiteRecordKind) => db.deleteFrom('site_drafts').where('kind', '=', kind).execute();

export async function insertSiteVersion(db: Db, version: Omit<SiteVersionRow, 'id'>): Promise<void> {
  await db
    .insertInto('site_versions')
    .values({ ...version, id: randomUUID() })
    .execute();
}

/** Newest first (two in one millisecond: the later id first is as good as any, and stable). */
export const listSiteVersions = (db: Db, kind: SiteRecordKind): Promise<SiteVersionRow[]> =>
  db.selectFrom('site_versions').selectAll().where('kind', '=', kind).orderBy('saved_at', 'desc').orderBy('id', 'desc').execute();

export const findSiteVersion = (db: Db, kind: SiteRecordKind, id: string): Promise<SiteVersionRow | undefined> =>
  db.selectFrom('site_versions').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst();

export const hasSiteVersions = async (db: Db, kind: SiteRecordKind): Promise<boolean> =>
  !!(await db.selectFrom('site_versions').select('id').where('kind', '=', kind).limit(1).executeTakeFirst());

/** Keeps a record's newest `keep` versions. */
export const pruneSiteVersions = (db: Db, kind: SiteRecordKind, keep: number): Promise<void> =>
  keepNewest(db, 'site_versions', { column: 'kind', value: kind }, keep);
