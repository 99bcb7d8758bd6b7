import type { Kysely } from 'kysely';
import { siteRecordMessages, type SiteRecordDesk, type SiteRecordKind, type SiteRecordVersion } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { audited, type Actor } from '../staff';
import { bumpContentVersion } from './pages.repository';
import type { PagesDeps } from './page-staff-view';
import {
  dropDraft,
  findDraft,
  findSiteVersion,
  hasSiteVersions,
  insertSiteVersion,
  listSiteVersions,
  pruneSiteVersions,
  putDraft,
} from './site-drafts.repository';
import type { SiteFrame } from './site-preview';

/**
 * The site settings and the menus edited like a page (issue 53; docs/product/pages.md). A save keeps the
 * record whole as a draft, which visitors never see; a publish puts the draft live (the content version
 * bumps in its transaction, so every instance draws it at its next request) and keeps it as a version; a
 * version restored becomes the draft, and goes live only when published, checked again then. Who may do
 * each is the routes' (the staff guard's `minRole`). Every change is in the audit log.
 */

type Db = Kysely<Database>;

/** A zod contract as used here: the record as the contract has it now (defaults filled), or why not. */
interface Contract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** One record the desks edit this way: the settings or the menus. */
export interface SiteRecord<T> {
  kind: SiteRecordKind;
  schema: Contract<T>;
  live(db: Db): Promise<T>;
  /** Puts the record live, in the publish's transaction. */
  putLive(trx: Db, record: T, at: string, by: string | null): Promise<void>;
  /** What a publish (and a save) refuses beyond the contract: 400 naming each field (the menus' links). */
  check?(deps: PagesDeps, record: T): Promise<void>;
  /** The frame a preview draws the record in: the other record as it is live. */
  frame(db: Db, record: T): Promise<SiteFrame>;
}

/** The last 50 published versions of each are kept. */
export const siteVersionsKept = 50;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A record checked whole, or 400 naming each field that does not fit (its path and the contract's words). */
function checked<T>(record: SiteRecord<T>, value: unknown): T {
  const parsed = record.schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  throw new HttpError(400, errors[0]?.message ?? 'The request is not valid.', {}, errors);
}

/** What is live and the draft, if there is one that still fits the contract (one that no longer does is none). */
export async function siteRecordDesk<T>(deps: PagesDeps, record: SiteRecord<T>): Promise<SiteRecordDesk<T>> {
  const [live, row] = await Promise.all([record.live(deps.db), findDraft(deps.db, record.kind)]);
  const draft = row && record.schema.safeParse(JSON.parse(row.value));
  if (!row || !draft?.success) return { live, draft: null, draftSavedAt: null, draftSavedBy: null };
  return { live, draft: draft.data, draftSavedAt: row.saved_at, draftSavedBy: row.saved_by };
}

/** The parts sent (each whole) over the saved draft, or over what is live when there is none: checked whole. */
async function withChanges<T>(deps: PagesDeps, record: SiteRecord<T>, changes: Partial<T>) {
  const desk = await siteRecordDesk(deps, record);
  return { desk, next: checked(record, { ...(desk.draft ?? desk.live), ...changes }) };
}

/** Stores the draft, or drops it when it is what is live (nothing left to publish). */
async function keepDraft<T>(trx: Db, record: SiteRecord<T>, desk: SiteRecordDesk<T>, next: T, actor: Actor, at: string) {
  if (same(next, desk.live)) await dropDraft(trx, record.kind);
  else await putDraft(trx, { kind: record.kind, value: JSON.stringify(next), saved_at: at, saved_by: actor.id });
}

/** Saves what was sent into the draft; visitors still see what is live. */
export async function saveSiteDraft<T>(deps: PagesDeps, record: SiteRecord<T>, actor: Actor, changes: Partial<T>): Promise<SiteRecordDesk<T>> {
  const { desk, next } = await withChanges(deps, record, changes);
  await record.check?.(deps, next);
  const at = deps.now().toISOString();
  await audited(deps, actor, async (trx) => {
    await keepDraft(trx, record, desk, next, actor, at);
    return { result: undefined, audit: [{ action: 'settings.update', targetType: 'settings', targetId: record.kind, data: { to: 'draft' } }] };
  });
  return siteRecordDesk(deps, record);
}

export async function discardSiteDraft<T>(deps: PagesDeps, record: SiteRecord<T>, actor: Actor): Promise<SiteRecordDesk<T>> {
  await audited(deps, actor, async (trx) => {
    await dropDraft(trx, record.kind);
    return { result: undefined, audit: [{ action: 'settings.update', targetType: 'settings', targetId: record.kind, data: { to: 'discarded' } }] };
  });
  return siteRecordDesk(deps, record);
}

/** What was sent over the saved draft, and the frame a preview draws it in; nothing is stored. */
export async function previewSiteRecord<T>(deps: PagesDeps, record: SiteRecord<T>, changes: Partial<T>): Promise<{ value: T; frame: SiteFrame }> {
  const { next } = await withChanges(deps, record, changes);
  return { value: next, frame: await record.frame(deps.db, next) };
}

/**
 * The draft put live and kept as a version. The first publish keeps what was live before it too, so the
 * history starts from the site as it was. 409 when there is no draft; 400 when it may not go live.
 */
export async function publishSiteDraft<T>(deps: PagesDeps, record: SiteRecord<T>, actor: Actor): Promise<SiteRecordDesk<T>> {
  const desk = await siteRecordDesk(deps, record);
  if (!desk.draft) throw new HttpError(409, siteRecordMessages.noDraft);
  const draft = desk.draft;
  await record.check?.(deps, draft);
  const now = deps.now().getTime();
  await audited(deps, actor, async (trx) => {
    if (!(await hasSiteVersions(trx, record.kind)))
      await insertSiteVersion(trx, { kind: record.kind, saved_at: new Date(now - 1).toISOString(), saved_by: null, value: JSON.stringify(desk.live) });
    // After the newest version, even within its millisecond, so the history's order is the publishes'.
    const newest = (await listSiteVersions(trx, record.kind))[0];
    const at = new Date(Math.max(now, newest ? Date.parse(newest.saved_at) + 1 : now)).toISOString();
    await record.putLive(trx, draft, at, actor.id);
    await insertSiteVersion(trx, { kind: record.kind, saved_at: at, saved_by: actor.id, value: JSON.stringify(draft) });
    await pruneSiteVersions(trx, record.kind, siteVersionsKept);
    await dropDraft(trx, record.kind);
    await bumpContentVersion(trx);
    return { result: undefined, audit: [{ action: 'settings.update', targetType: 'settings', targetId: record.kind, data: { to: 'live' } }] };
  });
  return siteRecordDesk(deps, record);
}

/** The published versions, newest first; one that no longer fits the contract is left out (it could not be restored). */
export async function siteRecordVersions<T>(deps: PagesDeps, record: SiteRecord<T>): Promise<SiteRecordVersion<T>[]> {
  return (await listSiteVersions(deps.db, record.kind)).flatMap((row) => {
    const value = record.schema.safeParse(JSON.parse(row.value));
    return value.success ? [{ id: row.id, savedAt: row.saved_at, savedBy: row.saved_by, value: value.data }] : [];
  });
}

/** A version becomes the draft (never live at once: publishing checks it again). */
export async function restoreSiteVersion<T>(deps: PagesDeps, record: SiteRecord<T>, actor: Actor, id: string): Promise<SiteRecordDesk<T>> {
  const row = await findSiteVersion(deps.db, record.kind, id);
  if (!row) throw new HttpError(404, siteRecordMessages.versionNotFound);
  const value = record.schema.safeParse(JSON.parse(row.value));
  if (!value.success) throw new HttpError(409, siteRecordMessages.versionDoesNotFit);
  const desk = await siteRecordDesk(deps, record);
  const at = deps.now().toISOString();
  await audited(deps, actor, async (trx) => {
    await keepDraft(trx, record, desk, value.data, actor, at);
    return { result: undefined, audit: [{ action: 'settings.update', targetType: 'settings', targetId: record.kind, data: { to: 'draft', version: id } }] };
  });
  return siteRecordDesk(deps, record);
}
