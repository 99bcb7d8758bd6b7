import type { Kysely } from 'kysely';
import {
  sharingOf,
  pageMessages,
  pageTypeBlocks,
  staffWorkMessages,
  type DraftBlock,
  type PageType,
  type RemoteRouteTable,
  type ServiceArea,
  type StaffPage,
  type StaffPageSummary,
} from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { Actor } from '../staff';
import { findPageById, insertVersion, latestVersion, pruneVersions, redirectsOf, replaceVersion } from './pages.repository';
import { recordOf } from './pages.service';
import { reviewOf, reviewSummary } from './page-review-view';
import type { PageReviewRow, PageRow } from './pages.tables';

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

export type Db = Kysely<Database>;

/** The last 50 versions of a page are kept; one person's autosaves within 10 minutes fold into one. */
export const pageVersionsKept = 50;
export const pageAutosaveFoldMs = 10 * 60 * 1000;

/** Publishing, unpublishing, deleting and moving a page are an editor's. */
export function editorOnly(actor: Actor): void {
  if (actor.role === 'contributor') throw new HttpError(403, staffWorkMessages.contributorOnlyDrafts);
}

export const fixedTypes: readonly PageType[] = ['home', 'organisation', 'community', 'advice', 'overview'];

export function sectionOf(row: Pick<PageRow, 'type' | 'area'>): StaffPageSummary['section'] {
  if (row.type === 'service' || row.type === 'overview') return row.area as ServiceArea;
  if (row.type === 'plain') return 'plain';
  return 'site';
}

/** The draft differs from what is live (or nothing is live yet): there is something to publish, or to review. */
export const hasDraft = (row: PageRow) =>
  row.live_blocks === null ||
  row.draft_title !== row.live_title ||
  row.draft_blocks !== row.live_blocks ||
  row.draft_card !== row.live_card ||
  row.draft_sharing !== row.live_sharing;

/** The page as the list shows it; `review`: its review, if one is going. */
export function toSummary(row: PageRow, review?: PageReviewRow): StaffPageSummary {
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
    review: reviewSummary(review),
  };
}

export async function toStaffPage(db: Db, row: PageRow): Promise<StaffPage> {
  const live = row.live_blocks === null ? null : recordOf(row);
  return {
    ...toSummary(row),
    card: row.draft_card ? JSON.parse(row.draft_card) : null,
    published: live && { title: live.title, blocks: live.blocks, ...sharingOf(row.live_sharing) },
    draft: { title: row.draft_title, blocks: JSON.parse(row.draft_blocks), ...sharingOf(row.draft_sharing) },
    updatedBy: row.updated_by,
    redirects: await redirectsOf(db, row.id),
    review: await reviewOf(db, row.id),
  };
}

export async function pageOrNotFound(db: Db, id: string): Promise<PageRow> {
  const row = await findPageById(db, id);
  if (!row) throw new HttpError(404, pageMessages.notFound);
  return row;
}

export function checkBlockTypes(type: PageType, blocks: DraftBlock[]): void {
  const allowed: readonly string[] = pageTypeBlocks[type];
  const errors = blocks
    .map((block, index) => ({ block, index }))
    .filter(({ block }) => !allowed.includes(block.type))
    .map(({ block, index }) => ({ message: pageMessages.blockNotAllowed(block.type, type), path: `blocks.${index}.type` }));
  if (errors.length) throw new HttpError(400, errors[0].message, {}, errors);
}

/** Stores the draft as a version; an autosave by the same person within the fold window replaces theirs. Answers true when it folded. */
export async function recordVersion(trx: Db, row: PageRow, by: string | null, kind: string, now: Date): Promise<boolean> {
  const content = { title: row.draft_title, blocks: row.draft_blocks, card: row.draft_card, sharing: row.draft_sharing };
  const last = kind === 'autosave' ? await latestVersion(trx, row.id) : undefined;
  if (last && last.kind === 'autosave' && last.saved_by === by && now.getTime() - Date.parse(last.saved_at) < pageAutosaveFoldMs) {
    await replaceVersion(trx, last.id, { saved_at: now.toISOString(), ...content });
    return true;
  }
  await insertVersion(trx, { page_id: row.id, saved_at: now.toISOString(), saved_by: by, kind, ...content });
  await pruneVersions(trx, row.id, pageVersionsKept);
  return false;
}
