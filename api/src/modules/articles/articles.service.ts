import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  articleMediaPrefix,
  sharingOf,
  sharingText,
  staffMessages,
  type Article,
  type StaffArticle,
  type staffArticleDraftSchema,
} from '@tenants/shared/model';
import type { ArticleRow, Database, NewArticleRow } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { findMedia, mediaPath, parseMediaRequest } from './media';
import { withPictureVariants } from './media-variants';
import type { MediaDirs } from './media-plugin';
import { sanitiseArticleHtml, textOfHtml } from './sanitize';
import { findPublishedArticle, keywordWords, listPublishedArticles, publicationWindow, type ArticleFilter } from './articles.repository';
import { toArticle } from './article-row';
import { aliasesStartingWith, articleIdAt, findArticleById, type StaffArticleState } from './desk.repository';

/** The editor's draft as the contract parsed it. */
export type StaffArticleDraftInput = z.output<typeof staffArticleDraftSchema>;

export { keywordWords, type ArticleFilter };

export const articleMessages = { notFound: 'No such article.', noMedia: 'No such picture.' } as const;

/** Articles change when marketing imports; a minute of caching spares the database without hiding an edit for long. */
export const articleCacheControl = 'public, max-age=60';

/**
 * A page of a category's listing in the contract's shape, with the span of time around `now` in which it
 * stays as it is (`from`, `until`: what the listing's cache keeps it for).
 */
export async function articleListing(db: Kysely<Database>, filter: ArticleFilter, now: Date) {
  const { rows, totalPage } = await listPublishedArticles(db, filter, now);
  const window = await publicationWindow(db, filter.categoryId, now);
  return { articles: rows.map(toArticle), totalPage, ...window };
}

/** A published article by alias, in the contract's shape (an article dated in the future is not out yet). */
export async function publishedArticle(db: Kysely<Database>, alias: string, now: Date): Promise<Article | undefined> {
  const row = await findPublishedArticle(db, alias, now);
  return row && toArticle(row);
}

/**
 * A published article by alias, for the API: a 404 when there is none. Its body goes through the policy
 * again as it leaves (the import sanitised it; a row written another way is not trusted): the site server
 * draws the article page from this answer, so what reaches a browser's HTML has passed the policy.
 */
export async function findArticle(db: Kysely<Database>, alias: string, now: Date): Promise<Article> {
  const article = await publishedArticle(db, alias, now);
  if (!article) throw new HttpError(404, articleMessages.notFound);
  return { ...article, content: [sanitiseArticleHtml(article.content[0] ?? '').html, ...article.content.slice(1)] };
}

// ---------------------------------------------------------------- the news desk (docs/product/staff.md)

/** What the news desk works with: the database (or a transaction), the picture folders and the clock. */
export interface DeskDeps {
  db: Kysely<Database>;
  mediaDirs: MediaDirs;
  now: () => Date;
}

export type { ArticleRow, MediaDirs, StaffArticleState };

/** Publication times are whole seconds, as the import writes them (SQLite's search keys count seconds). */
export const wholeSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

export function articleState(row: Pick<ArticleRow, 'status' | 'published_at'>, now: Date): StaffArticleState {
  if (row.status === 'draft') return 'draft';
  return row.published_at > now.toISOString() ? 'scheduled' : 'published';
}

/** An article as the staff contract shapes it. */
export function toStaffArticle(row: ArticleRow, now: Date): StaffArticle {
  const state = articleState(row, now);
  return {
    id: row.id,
    alias: row.alias,
    title: row.title,
    categoryId: row.category_id,
    state,
    publishedAt: state === 'draft' ? null : row.published_at,
    updatedAt: row.updated_at,
    // Out on the site at some time (a schedule that never came out does not count).
    everPublished: row.first_published_at !== null && row.first_published_at <= now.toISOString(),
    caption: row.caption,
    text: row.text,
    bodyHtml: row.body_html,
    author: row.author ?? '',
    mediaPath: row.media_path,
    mediaAlt: row.media_alt,
    description: sharingOf(row.sharing).description ?? '',
    socialImage: sharingOf(row.sharing).socialImage ?? null,
    review: row.review_state
      ? { state: row.review_state, note: row.review_note, at: row.review_at ?? row.updated_at, byId: row.review_by, suggestionId: row.review_suggestion_id }
      : null,
  };
}

/** An address made from a title: lower-case words joined by dashes (accents dropped), at most 100 characters. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = slug.length > 100 ? slug.slice(0, 100).replace(/-[^-]*$/, '') : slug;
  return cut || 'article';
}

/**
 * The picture path an article may carry: one the site serves, under the media prefix, of a picture that
 * is there now (uploaded, or in the content folder); answered with its current content hash.
 */
export async function servedMediaPath(dirs: MediaDirs, value: string): Promise<string> {
  const file = value.startsWith(articleMediaPrefix) ? value.slice(articleMediaPrefix.length) : undefined;
  const wanted = file ? parseMediaRequest(file) : undefined;
  const media = wanted && (await findMedia(dirs, wanted.name));
  if (!wanted || !media || (wanted.hash && wanted.hash !== media.hash)) throw new HttpError(400, staffMessages.pictureRequired);
  return mediaPath(wanted.name, media.hash);
}

export type ArticleFields = Omit<NewArticleRow, 'id' | 'published_at' | 'status' | 'created_at' | 'updated_at'>;

/**
 * An editor's draft made ready to store: the body through the policy the import uses (and its words kept
 * for search), the picture (when given) checked, the address checked or made from the title. `id` is the article being
 * saved (its address may stay its own); `checkAlias: false` for a preview, which stores nothing.
 */
export async function prepareArticle(
  deps: DeskDeps,
  draft: StaffArticleDraftInput,
  { id, checkAlias = true }: { id?: string; checkAlias?: boolean } = {},
): Promise<ArticleFields> {
  // A draft may be a title alone: publishing checks the rest (desk-writes.ts, `publishableErrors`).
  const body = sanitiseArticleHtml(draft.bodyHtml);
  const media_path = draft.mediaPath ? await servedMediaPath(deps.mediaDirs, draft.mediaPath) : '';
  let alias = draft.alias;
  if (checkAlias && alias) {
    const holder = await articleIdAt(deps.db, alias);
    if (holder && holder !== id) throw new HttpError(400, staffMessages.aliasTaken);
  } else if (!alias) {
    const current = id ? await findArticleById(deps.db, id) : undefined;
    alias = current?.alias ?? (checkAlias ? await freeAlias(deps.db, slugify(draft.title)) : slugify(draft.title));
  }
  return {
    alias,
    title: draft.title,
    caption: draft.caption,
    // The small cards' one sentence: the summary's start when the editor wrote none.
    text: draft.text || draft.caption.slice(0, 300),
    body_html: body.html,
    body_text: textOfHtml(body.html),
    author: draft.author || null,
    category_id: draft.categoryId,
    media_path,
    media_alt: draft.mediaAlt,
    sharing: sharingText({
      description: draft.description,
      // An uploaded article picture is checked like the article's own (still there, its current hash).
      socialImage: draft.socialImage ? { ...draft.socialImage, path: await socialPath(deps, draft.socialImage.path) } : undefined,
    }),
  };
}

/** A social picture's path: an article picture is checked and given its current hash; another /media/ upload is kept as sent. */
const socialPath = (deps: DeskDeps, path: string) => (path.startsWith(articleMediaPrefix) ? servedMediaPath(deps.mediaDirs, path) : path);

/** `stem`, or `stem-2`, `stem-3`... whichever no article uses yet. */
async function freeAlias(db: Kysely<Database>, stem: string): Promise<string> {
  const taken = new Set(await aliasesStartingWith(db, stem));
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** A row with no review asked (a preview), or one whose review ended (published, its suggestion applied). */
export const reviewCleared = { review_state: null, review_note: null, review_by: null, review_at: null, review_suggestion_id: null } as const;

export async function articleOrNotFound(db: Kysely<Database>, id: string): Promise<ArticleRow> {
  const row = await findArticleById(db, id);
  if (!row) throw new HttpError(404, staffMessages.notFound);
  return row;
}

/** What the public article API would answer for this draft (sanitised, same shape); nothing is stored. */
export async function previewArticle(deps: DeskDeps, draft: StaffArticleDraftInput): Promise<Article> {
  const fields = await prepareArticle(deps, draft, { checkAlias: false });
  const now = wholeSecond(deps.now()).toISOString();
  const article = toArticle({
    ...fields,
    id: 'preview',
    author: fields.author ?? null,
    sharing: fields.sharing ?? null,
    status: 'published',
    published_at: now,
    created_at: now,
    updated_at: now,
    first_published_at: null,
    unpublished_at: null,
    unpublished_from: null,
    ...reviewCleared,
  });
  // As the public article API answers it: an uploaded picture with its responsive versions.
  return withPictureVariants(deps.mediaDirs, article);
}

// The repository's own functions that routes and other modules use as they are: no wrapper renames them.
export { listPublishedAliases } from './articles.repository';
export { countDrafts, countReviews } from './desk.repository';
