import { sharingOf, pageMessages, type StaffPage } from '@tenants/shared/model';
import { HttpError } from '../../http-errors';
import { audited, colleaguesByIds, personName, type Actor, type Colleague } from '../staff';
import { findVersion, listVersions, updatePage } from './pages.repository';
import type { PageVersionRow } from './pages.tables';
import { pageOrNotFound, recordVersion, toStaffPage, type Db, type PagesDeps } from './page-staff-view';

/**
 * A page's versions: listed, shown, and restored as the draft (never straight onto the site: a restored
 * version goes live only by publishing, which checks it whole like any draft). The site settings have
 * their own drafts and versions (site-drafts.ts).
 */

// ——— Versions ———

/**
 * A version as the history lists it, its saver named for everyone who may read the history: a contributor
 * cannot read the team, so the name comes with it (null: the seed, an import, an account gone).
 */
const versionSummary = (v: PageVersionRow, people: Map<string, Colleague>) => {
  const saver = v.saved_by ? people.get(v.saved_by) : undefined;
  return { id: v.id, savedAt: v.saved_at, savedBy: v.saved_by, savedByName: saver ? personName(saver) : null, title: v.title, kind: v.kind };
};

export async function pageVersions(deps: PagesDeps, id: string) {
  await pageOrNotFound(deps.db, id);
  const versions = await listVersions(deps.db, id);
  const people = await colleaguesByIds(
    deps.db,
    versions.map((v) => v.saved_by),
  );
  return versions.map((v) => versionSummary(v, people));
}

async function versionOrNotFound(db: Db, id: string, versionId: string): Promise<PageVersionRow> {
  const version = await findVersion(db, id, versionId);
  if (!version) throw new HttpError(404, pageMessages.versionNotFound);
  return version;
}

export async function pageVersion(deps: PagesDeps, id: string, versionId: string) {
  const version = await versionOrNotFound(deps.db, id, versionId);
  return {
    ...versionSummary(version, await colleaguesByIds(deps.db, [version.saved_by])),
    blocks: JSON.parse(version.blocks) as Record<string, unknown>[],
    ...sharingOf(version.sharing),
  };
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
