import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { staffArticlePublishableSchema, staffMessages } from '@tenants/shared/model';
import type { ArticleRow, Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { articleOrNotFound, reviewCleared, wholeSecond, type ArticleFields } from './articles.service';
import { findArticleById, insertArticleRow, updateArticleRow } from './desk.repository';

/** A unique index refused the write: another article took the address in between. */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

async function aliasChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, staffMessages.aliasTaken);
    throw error;
  }
}

/** How long an unpublish can be undone: a minute, the time to see the wrong one went. */
export const undoUnpublishMs = 60 * 1000;

/**
 * What the stored article still needs before it can go out (a draft saves with a title alone),
 * checked against `staffArticlePublishableSchema`: every missing field, in the form's order.
 */
export function publishableErrors(row: ArticleRow): Array<{ message: string; path: string }> {
  const checked = staffArticlePublishableSchema.safeParse({
    title: row.title,
    alias: row.alias,
    caption: row.caption,
    text: row.text,
    bodyHtml: row.body_html,
    author: row.author ?? '',
    categoryId: row.category_id,
    mediaPath: row.media_path,
    mediaAlt: row.media_alt,
  });
  return checked.success ? [] : checked.error.issues.map((issue) => ({ message: issue.message, path: issue.path.join('.') }));
}

export function assertPublishable(row: ArticleRow): void {
  const problems = publishableErrors(row);
  // A 400 that names every field the article lacks: `message` is the first.
  if (problems.length) throw new HttpError(400, problems[0].message, {}, problems);
}

/** Stores a new article as a draft; answers it. */
export async function insertDraftArticle(db: Kysely<Database>, fields: ArticleFields, now: Date): Promise<ArticleRow> {
  const at = now.toISOString();
  const id = randomUUID();
  // A draft's date is when it was written until it is published: no public read shows a draft, whatever its date.
  const written = wholeSecond(now).toISOString();
  await aliasChecked(() => insertArticleRow(db, { ...fields, id, status: 'draft', published_at: written, created_at: at, updated_at: at }));
  return (await findArticleById(db, id))!;
}

/** Saves an article's fields (its state stays as it is); answers it, or a 404. */
export async function saveArticleFields(db: Kysely<Database>, id: string, fields: ArticleFields, now: Date): Promise<ArticleRow> {
  await articleOrNotFound(db, id);
  await aliasChecked(() => updateArticleRow(db, id, { ...fields, updated_at: now.toISOString() }));
  return (await findArticleById(db, id))!;
}

/**
 * Publishes an article: at once (no time, or one already past), or scheduled for a future time; only when
 * the stored article is whole (400 naming every missing field otherwise).
 */
export async function publishArticleNow(db: Kysely<Database>, id: string, publishAt: string | undefined, now: Date): Promise<ArticleRow> {
  const row = await articleOrNotFound(db, id);
  const asked = publishAt === undefined ? undefined : new Date(publishAt);
  if (asked && Number.isNaN(asked.getTime())) throw new HttpError(400, staffMessages.publishAtInvalid);
  assertPublishable(row);
  const at = (asked && asked > now ? wholeSecond(asked) : wholeSecond(now)).toISOString();
  await updateArticleRow(db, id, {
    status: 'published',
    published_at: at,
    first_published_at: row.first_published_at ?? at,
    unpublished_at: null,
    unpublished_from: null,
    updated_at: now.toISOString(),
    ...reviewCleared,
  });
  return (await findArticleById(db, id))!;
}

/** Takes an article off the site: a draft again, remembering its date for the minute its undo lasts. */
export async function unpublishArticleNow(db: Kysely<Database>, id: string, now: Date): Promise<ArticleRow> {
  const row = await articleOrNotFound(db, id);
  const was = row.status === 'published' ? row.published_at : null;
  // A schedule taken back before its time never came out: the article was never published.
  const firstPublished = row.first_published_at && row.first_published_at > now.toISOString() ? null : row.first_published_at;
  await updateArticleRow(db, id, {
    // Its date stays: a draft is off the site by its status alone.
    status: 'draft',
    first_published_at: firstPublished,
    unpublished_at: was && now.toISOString(),
    unpublished_from: was,
    updated_at: now.toISOString(),
  });
  return (await findArticleById(db, id))!;
}

/** Undoes an unpublish within its minute: live again with the date it had (409 after, or with nothing to undo). */
export async function undoUnpublishNow(db: Kysely<Database>, id: string, now: Date, tooLate: string): Promise<ArticleRow> {
  const row = await articleOrNotFound(db, id);
  const since = row.unpublished_at ? now.getTime() - Date.parse(row.unpublished_at) : Infinity;
  if (row.status === 'published' || !row.unpublished_from || !(since <= undoUnpublishMs)) throw new HttpError(409, tooLate);
  await updateArticleRow(db, id, {
    status: 'published',
    published_at: row.unpublished_from,
    first_published_at: row.first_published_at ?? row.unpublished_from,
    unpublished_at: null,
    unpublished_from: null,
    updated_at: now.toISOString(),
  });
  return (await findArticleById(db, id))!;
}

// The repository's own functions that routes and other modules use as they are: no wrapper renames them.
export { deleteArticleRow } from './desk.repository';
