import type { Kysely } from 'kysely';
import {
  pageMessages,
  pageRecordSchema,
  pageTypeBlocks,
  serviceAreas,
  siteSettingsSchema,
  staffWorkMessages,
  type DraftBlock,
  type PageCreateInput,
  type PageDraftInput,
  type PageRecord,
  type PageType,
  type RemoteRouteTable,
  type ServiceArea,
  type SiteSettings,
  type StaffPage,
  type StaffPageSummary,
} from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { audited, type Actor } from '../staff';
import {
  allPages,
  bumpContentVersion,
  deletePage,
  dropRedirect,
  findPageById,
  findVersion,
  insertPage,
  insertVersion,
  latestVersion,
  listVersions,
  pruneVersions,
  putRedirect,
  putSetting,
  redirectsOf,
  replaceVersion,
  updatePage,
} from './pages.repository';
import { linksTo, recordOf, sanitiseBlocks, siteSettings, withGuideLibrary } from './pages.service';
import type { PageRow, PageVersionRow } from './pages.tables';
import { addressProblem, isSiteRoute } from './page-addresses';

/**
 * The pages in the staff area (docs/product/pages.md). Anyone on the staff side saves drafts (a draft never
 * changes the live page), restores versions as drafts and creates pages (a new page starts as a draft);
 * putting a page on the site or taking it off, and changing its address, is an editor's (staff or admin):
 * a contributor gets 403. Settings are admins' (their routes say so). Every change is audited in its
 * transaction, like the news desk's; a change visitors see bumps the content version in that transaction.
 */

export interface PagesDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** The routes of every released remote version (their routes.json): addresses no page may take. */
  releasedRoutes?: () => Promise<RemoteRouteTable[]>;
}

type Db = Kysely<Database>;

/** The last 50 versions of a page are kept; one person's autosaves within 10 minutes fold into one. */
export const pageVersionsKept = 50;
export const pageAutosaveFoldMs = 10 * 60 * 1000;

/** Publishing, unpublishing, deleting and moving a page are an editor's. */
export function editorOnly(actor: Actor): void {
  if (actor.role === 'contributor') throw new HttpError(403, staffWorkMessages.contributorOnlyDrafts);
}

const fixedTypes: readonly PageType[] = ['home', 'organisation', 'community', 'advice', 'overview'];

export function sectionOf(row: Pick<PageRow, 'type' | 'area'>): StaffPageSummary['section'] {
  if (row.type === 'service' || row.type === 'overview') return row.area as ServiceArea;
  if (row.type === 'plain') return 'plain';
  return 'site';
}

const hasDraft = (row: PageRow) =>
  row.live_blocks === null || row.draft_title !== row.live_title || row.draft_blocks !== row.live_blocks || row.draft_card !== row.live_card;

function toSummary(row: PageRow): StaffPageSummary {
  return {
    id: row.id,
    address: row.address,
    type: row.type as PageType,
    area: (row.area as ServiceArea | null) ?? null,
    title: row.draft_title,
    section: sectionOf(row),
    state: row.status as StaffPageSummary['state'],
    hasDraft: hasDraft(row),
    publishedAt: row.published_at,
    scheduledAt: row.scheduled_at,
    updatedAt: row.updated_at,
  };
}

async function toStaffPage(db: Db, row: PageRow): Promise<StaffPage> {
  const live = row.live_blocks === null ? null : recordOf(row);
  return {
    ...toSummary(row),
    card: row.draft_card ? JSON.parse(row.draft_card) : null,
    published: live && { title: live.title, blocks: live.blocks },
    draft: { title: row.draft_title, blocks: JSON.parse(row.draft_blocks) },
    updatedBy: row.updated_by,
    redirects: await redirectsOf(db, row.id),
  };
}

async function pageOrNotFound(db: Db, id: string): Promise<PageRow> {
  const row = await findPageById(db, id);
  if (!row) throw new HttpError(404, pageMessages.notFound);
  return row;
}

const sectionOrder: StaffPageSummary['section'][] = ['site', 'property', 'corporate', 'non-corporate', 'plain'];

/** Every page by section (the site's own pages, each service area in menu order, plain pages), with its state. */
export async function pageList(deps: PagesDeps): Promise<{ sections: { section: StaffPageSummary['section']; pages: StaffPageSummary[] }[] }> {
  const rows = await allPages(deps.db);
  const position = (row: PageRow) => (row.draft_card ? (JSON.parse(row.draft_card) as { position: number }).position : 0);
  return {
    sections: sectionOrder.map((section) => ({
      section,
      pages: rows
        .filter((row) => sectionOf(row) === section)
        .sort((a, b) => position(a) - position(b) || a.address.localeCompare(b.address))
        .map(toSummary),
    })),
  };
}

export async function pageDetail(deps: PagesDeps, id: string): Promise<StaffPage> {
  return toStaffPage(deps.db, await pageOrNotFound(deps.db, id));
}

function checkBlockTypes(type: PageType, blocks: DraftBlock[]): void {
  const allowed: readonly string[] = pageTypeBlocks[type];
  const errors = blocks
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => !allowed.includes(block.type))
    .map(({ block, index }) => ({ message: pageMessages.blockNotAllowed(block.type, type), path: `blocks.${index}.type` }));
  if (errors.length) throw new HttpError(400, errors[0].message, {}, errors);
}

/** Stores the draft as a version; an autosave by the same person within the fold window replaces theirs. Answers true when it folded. */
async function recordVersion(trx: Db, row: PageRow, by: string | null, kind: string, now: Date): Promise<boolean> {
  const content = { title: row.draft_title, blocks: row.draft_blocks, card: row.draft_card };
  const last = kind === 'autosave' ? await latestVersion(trx, row.id) : undefined;
  if (last && last.kind === 'autosave' && last.saved_by === by && now.getTime() - Date.parse(last.saved_at) < pageAutosaveFoldMs) {
    await replaceVersion(trx, last.id, { saved_at: now.toISOString(), ...content });
    return true;
  }
  await insertVersion(trx, { page_id: row.id, saved_at: now.toISOString(), saved_by: by, kind, ...content });
  await pruneVersions(trx, row.id, pageVersionsKept);
  return false;
}

/**
 * Saves what was typed into the draft: the title, the blocks and the card, each only when sent (an
 * autosave sends what changed). Each block is checked on its own (its type allowed on this page, the fields
 * there of the right shape); a block need not be whole until the page is published.
 */
export async function saveDraft(deps: PagesDeps, actor: Actor, id: string, input: PageDraftInput): Promise<StaffPage> {
  const current = await pageOrNotFound(deps.db, id);
  const blocks = input.blocks && sanitiseBlocks(input.blocks);
  if (blocks) checkBlockTypes(current.type as PageType, blocks);
  const now = deps.now();
  const row = await audited(deps, actor, async (trx) => {
    const saved = await updatePage(trx, id, {
      ...(input.title !== undefined ? { draft_title: input.title } : {}),
      ...(blocks ? { draft_blocks: JSON.stringify(blocks) } : {}),
      ...(input.card ? { draft_card: JSON.stringify(input.card) } : {}),
      updated_at: now.toISOString(),
      updated_by: actor.id,
    });
    const folded = await recordVersion(trx, saved, actor.id, input.autosave ? 'autosave' : 'save', now);
    return { result: saved, audit: folded ? [] : [{ action: 'page.update', targetType: 'page', targetId: id, data: { path: saved.address } }] };
  });
  return toStaffPage(deps.db, row);
}

/** The draft as a whole page record, or 400 naming every field publishing (or a preview) needs (path and message each). */
function publishable(row: PageRow, refusal: string = pageMessages.notPublishable): PageRecord {
  const parsed = pageRecordSchema.safeParse(recordOf(row, 'draft'));
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ message: issue.message, path: issue.path.join('.') }));
  throw new HttpError(400, refusal, {}, errors);
}

/**
 * The draft sent (title, blocks, card: what is not sent is the stored draft's) as the public page record
 * visitors would get at the page's address, its guides blocks listing the library; nothing is stored. The
 * page must be whole to be drawn: 400 names each field it still needs, as publishing does. Contributors may.
 */
export async function previewPage(deps: PagesDeps, id: string, input: PageDraftInput): Promise<PageRecord> {
  const current = await pageOrNotFound(deps.db, id);
  const blocks = input.blocks && sanitiseBlocks(input.blocks);
  if (blocks) checkBlockTypes(current.type as PageType, blocks);
  const draft: PageRow = {
    ...current,
    ...(input.title !== undefined ? { draft_title: input.title } : {}),
    ...(blocks ? { draft_blocks: JSON.stringify(blocks) } : {}),
    ...(input.card ? { draft_card: JSON.stringify(input.card) } : {}),
  };
  return withGuideLibrary(deps.db, publishable(draft, pageMessages.notPreviewable));
}

/**
 * Puts the draft on the site now, or schedules it (`publishAt` in the future: the page stays as it is until
 * then, and the publisher puts it out within a few seconds of its time). Editors only.
 */
export async function publishPage(deps: PagesDeps, actor: Actor, id: string, publishAt: string | undefined): Promise<StaffPage> {
  editorOnly(actor);
  const current = await pageOrNotFound(deps.db, id);
  const record = publishable(current);
  const now = deps.now();
  const at = publishAt ? new Date(publishAt) : now;
  const content = { title: record.title, blocks: JSON.stringify(record.blocks), card: record.card ? JSON.stringify(record.card) : null };
  const scheduled = at.getTime() > now.getTime();
  const row = await audited(deps, actor, async (trx) => {
    const saved = scheduled
      ? await updatePage(trx, id, {
          status: 'scheduled',
          scheduled_title: content.title,
          scheduled_blocks: content.blocks,
          scheduled_card: content.card,
          scheduled_at: at.toISOString(),
          updated_at: now.toISOString(),
          updated_by: actor.id,
        })
      : await updatePage(trx, id, {
          status: 'published',
          live_title: content.title,
          live_blocks: content.blocks,
          live_card: content.card,
          scheduled_title: null,
          scheduled_blocks: null,
          scheduled_card: null,
          scheduled_at: null,
          published_at: now.toISOString(),
          updated_at: now.toISOString(),
          updated_by: actor.id,
        });
    if (!scheduled) await bumpContentVersion(trx);
    await insertVersion(trx, { page_id: id, saved_at: now.toISOString(), saved_by: actor.id, kind: scheduled ? 'schedule' : 'publish', ...content });
    return {
      result: saved,
      audit: [
        scheduled
          ? { action: 'page.schedule', targetType: 'page', targetId: id, data: { path: saved.address, publishAt: at.toISOString() } }
          : { action: 'page.publish', targetType: 'page', targetId: id, data: { path: saved.address } },
      ],
    };
  });
  return toStaffPage(deps.db, row);
}

export type Refusal = { refused: { pages: string[]; menus: string[] } };

/**
 * Takes a page off the site (and any scheduled publish with it). Refused with the pages and menus that
 * link to it unless `confirm`; the home page always stays. Editors only.
 */
export async function unpublishPage(deps: PagesDeps, actor: Actor, id: string, confirm: boolean): Promise<StaffPage | Refusal> {
  editorOnly(actor);
  const current = await pageOrNotFound(deps.db, id);
  if (current.type === 'home') throw new HttpError(409, pageMessages.homeStays);
  if (current.live_blocks === null && current.status !== 'scheduled') throw new HttpError(409, pageMessages.notOnSite);
  const links = await linksTo(deps.db, current);
  if (!confirm && (links.pages.length || links.menus.length)) return { refused: links };
  const now = deps.now();
  const row = await audited(deps, actor, async (trx) => {
    const saved = await updatePage(trx, id, {
      status: 'unpublished',
      live_title: null,
      live_blocks: null,
      live_card: null,
      scheduled_title: null,
      scheduled_blocks: null,
      scheduled_card: null,
      scheduled_at: null,
      updated_at: now.toISOString(),
      updated_by: actor.id,
    });
    await bumpContentVersion(trx);
    return { result: saved, audit: [{ action: 'page.unpublish', targetType: 'page', targetId: id, data: { path: saved.address } }] };
  });
  return toStaffPage(deps.db, row);
}

/** Deletes a service or plain page with its versions and redirects; refused with what links to it unless `confirm`. Editors only. */
export async function removePage(deps: PagesDeps, actor: Actor, id: string, confirm: boolean): Promise<Refusal | undefined> {
  editorOnly(actor);
  const current = await pageOrNotFound(deps.db, id);
  if (current.type !== 'service' && current.type !== 'plain') throw new HttpError(409, pageMessages.fixedPage);
  const links = await linksTo(deps.db, current);
  if (!confirm && (links.pages.length || links.menus.length)) return { refused: links };
  await audited(deps, actor, async (trx) => {
    await deletePage(trx, id);
    // Its redirects go with it: the site's kept addresses change either way.
    await bumpContentVersion(trx);
    return { result: undefined, audit: [{ action: 'page.delete', targetType: 'page', targetId: id, data: { path: current.address } }] };
  });
  return undefined;
}

// ——— Addresses ———

const newPageBlocks = (input: PageCreateInput): DraftBlock[] =>
  input.type === 'service'
    ? [
        { type: 'hero', eyebrow: `${serviceAreas[input.area].label} Services`, intro: '', image: { art: 'shopfront', alt: '' } },
        { type: 'intro', title: '', text: [] },
        { type: 'similarServices', title: 'Similar Services', services: [] },
      ]
    : [
        { type: 'hero', intro: '', image: { art: 'shopfront', alt: '' } },
        { type: 'richText', html: '' },
      ];

/** A new page, as a draft: a service page under its area (last in its menu) or a plain page at a new address. */
export async function createPage(deps: PagesDeps, actor: Actor, input: PageCreateInput): Promise<StaffPage> {
  const address = input.type === 'service' ? `/${input.area}/${input.slug}` : input.address;
  const area = input.type === 'service' ? input.area : null;
  const problem = await addressProblem(deps.db, address, { type: input.type, area }, await deps.releasedRoutes?.());
  if (problem) throw new HttpError(409, problem);
  const now = deps.now().toISOString();
  let card: string | null = null;
  if (input.type === 'service') {
    const positions = (await allPages(deps.db))
      .filter((row) => row.area === area && row.draft_card)
      .map((row) => JSON.parse(row.draft_card!).position as number);
    card = JSON.stringify({ text: '', image: { art: 'shopfront', alt: '' }, position: Math.max(0, ...positions) + 1 });
  }
  const row = await audited(deps, actor, async (trx) => {
    // An old address of a page that is gone now belongs to the new page (a redirect less: a new content version).
    await dropRedirect(trx, address);
    await bumpContentVersion(trx);
    const created = await insertPage(trx, {
      address,
      type: input.type,
      area,
      status: 'draft',
      live_title: null,
      live_blocks: null,
      live_card: null,
      draft_title: input.title,
      draft_blocks: JSON.stringify(newPageBlocks(input)),
      draft_card: card,
      scheduled_title: null,
      scheduled_blocks: null,
      scheduled_card: null,
      published_at: null,
      scheduled_at: null,
      created_at: now,
      updated_at: now,
      updated_by: actor.id,
    });
    await recordVersion(trx, created, actor.id, 'save', deps.now());
    return { result: created, audit: [{ action: 'page.create', targetType: 'page', targetId: created.id, data: { path: address } }] };
  });
  return toStaffPage(deps.db, row);
}

/**
 * Moves a service or plain page to a new address; the old one answers 301 to the new from then on (and
 * any older ones too: they name the page, not an address). Editors only.
 */
export async function changeAddress(deps: PagesDeps, actor: Actor, id: string, address: string): Promise<StaffPage> {
  editorOnly(actor);
  const current = await pageOrNotFound(deps.db, id);
  if (fixedTypes.includes(current.type as PageType)) throw new HttpError(409, pageMessages.fixedPage);
  if (address === current.address) return toStaffPage(deps.db, current);
  const released = await deps.releasedRoutes?.();
  const problem = await addressProblem(deps.db, address, { id, type: current.type as PageType, area: current.area }, released);
  if (problem) throw new HttpError(409, problem);
  const now = deps.now().toISOString();
  const row = await audited(deps, actor, async (trx) => {
    await dropRedirect(trx, address);
    const moved = await updatePage(trx, id, { address, updated_at: now, updated_by: actor.id });
    // An old address that is the site's own route (a page made there before it was reserved) is given back
    // to the site, never kept as a redirect that would shadow it.
    if (!isSiteRoute(current.address, released)) await putRedirect(trx, current.address, id, now);
    // The redirects are kept under the content version by every instance's site server.
    await bumpContentVersion(trx);
    return { result: moved, audit: [{ action: 'page.address', targetType: 'page', targetId: id, data: { from: current.address, to: address } }] };
  });
  return toStaffPage(deps.db, row);
}

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
  return { ...versionSummary(version), blocks: JSON.parse(version.blocks) as Record<string, unknown>[] };
}

/** A version's title, blocks and card become the draft (saved as a new version); what is live is untouched until published. */
export async function restoreVersion(deps: PagesDeps, actor: Actor, id: string, versionId: string): Promise<StaffPage> {
  await pageOrNotFound(deps.db, id);
  const version = await versionOrNotFound(deps.db, id, versionId);
  const now = deps.now();
  const row = await audited(deps, actor, async (trx) => {
    const saved = await updatePage(trx, id, {
      draft_title: version.title,
      draft_blocks: version.blocks,
      draft_card: version.card,
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
