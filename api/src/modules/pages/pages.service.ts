import type { Kysely } from 'kysely';
import {
  sharingOf,
  sharingText,
  pageMessages,
  pageRecordSchema,
  siteSettingsSchema,
  type PageRecord,
  type ServiceArea,
  type SiteSettings,
} from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { sanitiseArticleHtml } from '../articles/sanitize';
import { listedGuides } from '../guides/guides.service';
import {
  allRedirects,
  allSettings,
  bumpContentVersion,
  duePages,
  findPageByAddress,
  insertPage,
  insertVersion,
  livePages,
  putSetting,
  updatePage,
} from './pages.repository';
import type { PageRow } from './pages.tables';

type Db = Kysely<Database>;

/** Rich text is kept as the articles' sanitiser leaves it (the policy the browser applies too), from the staff area and from files alike. */
export const sanitiseBlocks = <B extends { type: string; html?: unknown }>(blocks: B[]): B[] =>
  blocks.map((block) => {
    if (block.type === 'richText' && typeof block.html === 'string') return { ...block, html: sanitiseArticleHtml(block.html).html };
    // A guides block's list is the library's, filled in as the page is served: never kept with the page.
    if (block.type === 'guides' && 'library' in block) {
      const { library: _dropped, ...kept } = block as B & { library?: unknown };
      return kept as B;
    }
    return block;
  });

/**
 * The page as visitors get it: each guides block carrying the library's live guides (title, summary,
 * featured) in its order, so the server-drawn page lists what staff keep, not a fixed catalogue. Read only
 * when the page has a guides block.
 */
export async function withGuideLibrary(db: Db, page: PageRecord): Promise<PageRecord> {
  if (!page.blocks.some((block) => block.type === 'guides')) return page;
  const library = await listedGuides(db);
  return { ...page, blocks: page.blocks.map((block) => (block.type === 'guides' ? { ...block, library } : block)) };
}

const parseJson = <T>(text: string | null): T | undefined => (text === null ? undefined : (JSON.parse(text) as T));

/** A row's content as a page record: what is live, or the draft (the staff area's preview, the export of a draft). */
export function recordOf(row: PageRow, which: 'live' | 'draft' = 'live'): PageRecord {
  const title = which === 'live' ? row.live_title : row.draft_title;
  const blocks = which === 'live' ? row.live_blocks : row.draft_blocks;
  const card = which === 'live' ? row.live_card : row.draft_card;
  const sharing = sharingOf(which === 'live' ? row.live_sharing : row.draft_sharing);
  return {
    address: row.address,
    type: row.type as PageRecord['type'],
    ...(row.area ? { area: row.area as ServiceArea } : {}),
    title: title ?? '',
    ...(card ? { card: parseJson<PageRecord['card']>(card) } : {}),
    blocks: parseJson<PageRecord['blocks']>(blocks) ?? [],
    ...sharing,
  };
}

/** The published page at `address` (404 when there is none, or it is not on the site). */
export async function publishedPage(db: Db, address: string): Promise<PageRecord> {
  const row = await findPageByAddress(db, address);
  if (!row || row.live_blocks === null) throw new HttpError(404, pageMessages.notFound);
  return withGuideLibrary(db, recordOf(row));
}

/** The addresses of the published pages, and each old address with the published page's address it redirects to. */
export async function siteAddresses(db: Db): Promise<{ live: Set<string>; redirects: Map<string, string> }> {
  const [pages, redirects] = await Promise.all([livePages(db), allRedirects(db)]);
  const addressOf = new Map(pages.map((row) => [row.id, row.address]));
  return {
    live: new Set(pages.map((row) => row.address)),
    redirects: new Map(redirects.filter((r) => addressOf.has(r.page_id)).map((r) => [r.address, addressOf.get(r.page_id)!])),
  };
}

/** The site settings as stored (every key the contract has; the seed wrote them all). */
export async function siteSettings(db: Db): Promise<SiteSettings> {
  // The table also holds the menus (site-menus.ts), which are not a setting.
  const rows = (await allSettings(db)).filter((row) => Object.hasOwn(siteSettingsSchema.shape, row.key));
  return siteSettingsSchema.parse(Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value)])));
}

/**
 * What the site renderer needs for a page: its published record and the settings (null when no page is
 * published at the address, e.g. a remote's page).
 */
export async function sitePage(db: Db, address: string): Promise<{ page: PageRecord; settings: SiteSettings } | null> {
  const row = await findPageByAddress(db, address);
  if (!row || row.live_blocks === null) return null;
  return { page: await withGuideLibrary(db, recordOf(row)), settings: await siteSettings(db) };
}

/**
 * Puts every scheduled page that is due on the site (each instance runs this every few seconds; a page is
 * moved once, by whichever instance gets there first, since the update names the scheduled state). Answers
 * how many went live.
 */
export async function publishDuePages(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const due = await duePages(db, at);
  if (!due.length) return 0;
  return db.transaction().execute(async (trx) => {
    let moved = 0;
    for (const row of due) {
      const result = await trx
        .updateTable('pages')
        .set({
          status: 'published',
          live_title: row.scheduled_title,
          live_blocks: row.scheduled_blocks,
          live_card: row.scheduled_card,
          live_sharing: row.scheduled_sharing,
          scheduled_title: null,
          scheduled_blocks: null,
          scheduled_card: null,
          scheduled_sharing: null,
          published_at: row.scheduled_at,
          scheduled_at: null,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      moved += Number(result.numUpdatedRows);
    }
    if (moved) await bumpContentVersion(trx);
    return moved;
  });
}

// ——— The files (api/content/pages; `pages export` / `pages import`) ———

/** Every page on the site as records, by address, and the settings: what `pages export` writes. */
export async function exportPages(db: Db): Promise<{ pages: PageRecord[]; settings: SiteSettings }> {
  return { pages: (await livePages(db)).map((row) => recordOf(row)), settings: await siteSettings(db) };
}

/**
 * Pages and settings from files, published as they are: a page at an address already stored is replaced
 * (live and draft alike: the files are what the site should show), a new address is added. All in one
 * transaction, after every record was checked with the contracts (the caller parsed the files).
 */
export async function importPages(db: Db, input: { pages: PageRecord[]; settings?: SiteSettings }, now: Date): Promise<{ added: number; updated: number }> {
  const at = now.toISOString();
  const pages = input.pages.map((page) => pageRecordSchema.parse({ ...page, blocks: sanitiseBlocks(page.blocks) }));
  return db.transaction().execute(async (trx) => {
    let added = 0;
    let updated = 0;
    for (const page of pages) {
      const content = {
        live_title: page.title,
        live_blocks: JSON.stringify(page.blocks),
        live_card: page.card ? JSON.stringify(page.card) : null,
        live_sharing: sharingText(page),
      };
      const fields = {
        type: page.type,
        area: page.area ?? null,
        status: 'published',
        ...content,
        draft_title: content.live_title,
        draft_blocks: content.live_blocks,
        draft_card: content.live_card,
        draft_sharing: content.live_sharing,
        scheduled_title: null,
        scheduled_blocks: null,
        scheduled_card: null,
        scheduled_sharing: null,
        scheduled_at: null,
        published_at: at,
        updated_at: at,
        updated_by: null,
      };
      const existing = await findPageByAddress(trx, page.address);
      const row = existing ? await updatePage(trx, existing.id, fields) : await insertPage(trx, { address: page.address, created_at: at, ...fields });
      if (existing) updated += 1;
      else added += 1;
      await insertVersion(trx, {
        page_id: row.id,
        saved_at: at,
        saved_by: null,
        kind: 'import',
        title: page.title,
        blocks: content.live_blocks,
        card: content.live_card,
        sharing: content.live_sharing,
      });
    }
    if (input.settings)
      for (const [key, value] of Object.entries(siteSettingsSchema.parse(input.settings))) await putSetting(trx, key, JSON.stringify(value), at, null);
    await bumpContentVersion(trx);
    return { added, updated };
  });
}

// The repository's own functions that routes and other modules use as they are: no wrapper renames them.
export { bumpContentVersion } from './pages.repository';
/** The staff home page's counts of pages waiting for review (or, with `writer`, sent back to them). */
export { countReviews as countPageReviews } from './page-reviews.repository';
