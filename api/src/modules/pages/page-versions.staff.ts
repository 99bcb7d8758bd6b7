import { sharingOf, siteSettingsSchema, pageMessages, type SiteSettings, type StaffPage } from '@tenants/shared/model';
import { HttpError } from '../../http-errors';
import { audited, type Actor } from '../staff';
import { bumpContentVersion, findVersion, listVersions, putSetting, updatePage } from './pages.repository';
import { siteSettings } from './pages.service';
import type { PageVersionRow } from './pages.tables';
import { pageOrNotFound, recordVersion, toStaffPage, type Db, type PagesDeps } from './page-staff-view';

/**
 * A page's versions: listed, shown, and restored as the draft (never straight onto the site: a restored
 * version goes live only by publishing, which checks it whole like any draft). And the site settings.
 */

// ——— Versions ———

const versionSummary = (v: PageVersionRow) => ({ id: v.id, savedAt: v.saved_at, savedBy: v.saved_by, title: v.title, kind: v.kind });

export async function pageVersions(deps: PagesDeps, id: string) {
  await pageOrNotFound(deps.db, id);
  return (await listVersions(deps.db, id)).map(versionSummary);
}

async function versionOrNotFound(db: Db, id: string, versionId: string): Promise<PageVersionRow> {
  const version = await findVersion(db, id, versionId);
  if (!version) throw new HttpError(404, pageMessages.versionNotFound);
  return version;
}

export async function pageVersion(deps: PagesDeps, id: string, versionId: string) {
  const version = await versionOrNotFound(deps.db, id, versionId);
  return { ...versionSummary(version), blocks: JSON.parse(version.blocks) as Record<string, unknown>[], ...sharingOf(version.sharing) };
}

/** A version's title, blocks, card, description and social picture become the draft (saved as a new version); what is live is untouched until published. */
export async function restoreVersion(deps: PagesDeps, actor: Actor, id: string, versionId: string): Promise<StaffPage> {
  await pageOrNotFound(deps.db, id);
  const version = await versionOrNotFound(deps.db, id, versionId);
  const now = deps.now();
  const row = await audited(deps, actor, async (trx) => {
    const saved = await updatePage(trx, id, {
      draft_title: version.title,
      draft_blocks: version.blocks,
      draft_card: version.card,
      draft_sharing: version.sharing,
      updated_at: now.toISOString(),
      updated_by: actor.id,
    });
    await recordVersion(trx, saved, actor.id, 'restore', now);
    return { result: saved, audit: [{ action: 'page.restore', targetType: 'page', targetId: id, data: { path: saved.address, version: versionId } }] };
  });
  return toStaffPage(deps.db, row);
}

// ——— Settings (admins) ———

export const settingsDetail = (deps: PagesDeps): Promise<SiteSettings> => siteSettings(deps.db);

/** Changes the settings named (each checked whole by the route's contract); live at once on every instance. */
export async function updateSettings(deps: PagesDeps, actor: Actor, changes: Partial<SiteSettings>): Promise<SiteSettings> {
  const now = deps.now().toISOString();
  const keys = Object.keys(changes) as (keyof SiteSettings)[];
  await audited(deps, actor, async (trx) => {
    for (const key of keys) await putSetting(trx, key, JSON.stringify(siteSettingsSchema.shape[key].parse(changes[key])), now, actor.id);
    await bumpContentVersion(trx);
    return { result: undefined, audit: keys.map((key) => ({ action: 'settings.update' as const, targetType: 'settings' as const, targetId: key })) };
  });
  return siteSettings(deps.db);
}
