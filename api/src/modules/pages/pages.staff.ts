import {
  mergedSharing,
  sharingText,
  pageMessages,
  pageReadiness,
  pageRecordSchema,
  plainPageMessage,
  type PageDraftInput,
  type PageRecord,
  type PageType,
  type StaffPage,
  type StaffPageSummary,
} from '@tenants/shared/model';
import { HttpError } from '../../http-errors';
import { audited, type Actor } from '../staff';
import { allPages, bumpContentVersion, deletePage, insertVersion, updatePage } from './pages.repository';
import { linksTo } from './page-links';
import { allReviews, endReview } from './page-reviews.repository';
import { recordOf, sanitiseBlocks, withGuideLibrary } from './pages.service';
import type { PageRow } from './pages.tables';
import { checkBlockTypes, editorOnly, pageOrNotFound, recordVersion, sectionOf, toStaffPage, toSummary, type PagesDeps } from './page-staff-view';

/**
 * The pages in the staff area (docs/product/pages.md). Anyone on the staff side saves drafts (a draft never
 * changes the live page), restores versions as drafts and creates pages (a new page starts as a draft from
 * its type's template); putting a page on the site or taking it off, and changing its address, is an
 * editor's (staff or admin): a contributor gets 403. Nothing incomplete goes live: publishing and scheduling
 * check the whole page (`pageReadiness`) and name each missing field in plain words. Settings are admins'.
 * Every change is audited in its transaction; a change visitors see bumps the content version in it.
 */
export { createPage, changeAddress } from './page-create';
export { pageVersions, pageVersion, restoreVersion } from './page-versions.staff';
export { editorOnly, pageAutosaveFoldMs, pageVersionsKept, sectionOf, type PagesDeps } from './page-staff-view';
export { returnPage, submitPage, type PageReviewDeps } from './page-review.staff';

const sectionOrder: StaffPageSummary['section'][] = ['site', 'property', 'corporate', 'non-corporate', 'plain'];

/** Every page by section (the site's own pages, each service area in menu order, plain pages), with its state. */
export async function pageList(deps: PagesDeps): Promise<{ sections: { section: StaffPageSummary['section']; pages: StaffPageSummary[] }[] }> {
  const [rows, reviews] = await Promise.all([allPages(deps.db), allReviews(deps.db)]);
  const reviewOf = new Map(reviews.map((review) => [review.page_id, review]));
  const position = (row: PageRow) => (row.draft_card ? (JSON.parse(row.draft_card) as { position: number }).position : 0);
  return {
    sections: sectionOrder.map((section) => ({
      section,
      pages: rows
        .filter((row) => sectionOf(row) === section)
        .sort((a, b) => position(a) - position(b) || a.address.localeCompare(b.address))
        .map((row) => toSummary(row, reviewOf.get(row.id))),
    })),
  };
}

export async function pageDetail(deps: PagesDeps, id: string): Promise<StaffPage> {
  return toStaffPage(deps.db, await pageOrNotFound(deps.db, id));
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
      draft_sharing: mergedSharing(current.draft_sharing, input),
      updated_at: now.toISOString(),
      updated_by: actor.id,
    });
    const folded = await recordVersion(trx, saved, actor.id, input.autosave ? 'autosave' : 'save', now);
    return { result: saved, audit: folded ? [] : [{ action: 'page.update', targetType: 'page', targetId: id, data: { path: saved.address } }] };
  });
  return toStaffPage(deps.db, row);
}

/**
 * The draft as the page record to put on the site, or 400 naming every field it still needs (path and plain
 * words each, e.g. "The hero needs an introduction."): the page's shape, the blocks its type must have and
 * every text it needs written.
 */
function publishable(row: PageRow): PageRecord {
  const draft = recordOf(row, 'draft');
  const problems = pageReadiness(draft);
  if (problems.length) throw new HttpError(400, pageMessages.notPublishable, {}, problems);
  return pageRecordSchema.parse(draft);
}

/** A preview only needs the page's shape: an empty field shows empty, as it would. */
function previewable(row: PageRow): PageRecord {
  const draft = recordOf(row, 'draft');
  const parsed = pageRecordSchema.safeParse(draft);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ message: plainPageMessage(issue, draft), path: issue.path.join('.') }));
  throw new HttpError(400, pageMessages.notPreviewable, {}, errors);
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
    draft_sharing: mergedSharing(current.draft_sharing, input),
  };
  return withGuideLibrary(deps.db, previewable(draft));
}

/**
 * Puts the draft on the site now, or schedules it (`publishAt` in the future: the page stays as it is until
 * then, and the publisher puts it out within a few seconds of its time); either ends its review. Editors only.
 */
export async function publishPage(deps: PagesDeps, actor: Actor, id: string, publishAt: string | undefined): Promise<StaffPage> {
  editorOnly(actor);
  const current = await pageOrNotFound(deps.db, id);
  const record = publishable(current);
  const now = deps.now();
  const at = publishAt ? new Date(publishAt) : now;
  const content = {
    title: record.title,
    blocks: JSON.stringify(record.blocks),
    card: record.card ? JSON.stringify(record.card) : null,
    sharing: sharingText(record),
  };
  const scheduled = at.getTime() > now.getTime();
  const row = await audited(deps, actor, async (trx) => {
    const saved = scheduled
      ? await updatePage(trx, id, {
          status: 'scheduled',
          scheduled_title: content.title,
          scheduled_blocks: content.blocks,
          scheduled_card: content.card,
          scheduled_sharing: content.sharing,
          scheduled_at: at.toISOString(),
          updated_at: now.toISOString(),
          updated_by: actor.id,
        })
      : await updatePage(trx, id, {
          status: 'published',
          live_title: content.title,
          live_blocks: content.blocks,
          live_card: content.card,
          live_sharing: content.sharing,
          scheduled_title: null,
          scheduled_blocks: null,
          scheduled_card: null,
          scheduled_sharing: null,
          scheduled_at: null,
          published_at: now.toISOString(),
          updated_at: now.toISOString(),
          updated_by: actor.id,
        });
    if (!scheduled) await bumpContentVersion(trx);
    // An editor putting the page out (now or at its time) is the end of any review it was waiting for.
    await endReview(trx, id);
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
      live_sharing: null,
      scheduled_title: null,
      scheduled_blocks: null,
      scheduled_card: null,
      scheduled_sharing: null,
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
