import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { sharingOf, staffMessages, type staffArticleVersionResponseSchema, type staffArticleVersionSummarySchema } from '@tenants/shared/model';
import type { ArticleRevision, ArticleRow, Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { membersByIds } from '../account/members.service';
import { findRevision, insertRevision, latestRevision, listRevisions, pruneRevisions, replaceRevision, revisionSavedAt } from './revisions.repository';

/**
 * An article's version history (docs/product/staff.md): every save stores a version, in the
 * save's transaction; an autosave by the same person within 10 minutes of their previous autosave replaces
 * it (typing saves every few seconds: the history keeps what people meant to keep), and the last 30 are kept.
 */
export const versionsKept = 30;
export const autosaveFoldMs = 10 * 60 * 1000;

type VersionSummary = z.infer<typeof staffArticleVersionSummarySchema>;
type VersionDetail = z.infer<typeof staffArticleVersionResponseSchema>['payload'];

/**
 * Stores the article as it now is as a version; `by` is the staff member (null: the CLI). Answers true when
 * an autosave replaced the one before rather than adding a version.
 */
export async function recordVersion(trx: Kysely<Database>, article: ArticleRow, by: string | null, autosave: boolean, now: Date): Promise<boolean> {
  const last = autosave ? await latestRevision(trx, article.id) : undefined;
  if (last && last.autosave && last.saved_by === by && now.getTime() - Date.parse(last.saved_at) < autosaveFoldMs) {
    await replaceRevision(trx, last.id, article, now);
    return true;
  }
  await insertRevision(trx, article, by, autosave, now);
  await pruneRevisions(trx, article.id, versionsKept);
  return false;
}

async function savers(db: Kysely<Database>, revisions: ArticleRevision[]) {
  const ids = revisions.map((r) => r.saved_by).filter((id): id is string => Boolean(id));
  return new Map((await membersByIds(db, ids)).map((m) => [m.id, { id: m.id, firstname: m.firstname, lastname: m.lastname }]));
}

const toSummary = (r: ArticleRevision, people: Map<string, VersionSummary['savedBy']>): VersionSummary => ({
  id: r.id,
  savedAt: r.saved_at,
  savedBy: (r.saved_by && people.get(r.saved_by)) || null,
  title: r.title,
  autosave: r.autosave === 1,
  suggestion: r.suggestion === 1,
});

/** The article's versions, newest first. */
export async function versionList(db: Kysely<Database>, articleId: string): Promise<VersionSummary[]> {
  const revisions = await listRevisions(db, articleId);
  const people = await savers(db, revisions);
  return revisions.map((r) => toSummary(r, people));
}

export async function versionOrNotFound(db: Kysely<Database>, articleId: string, id: string): Promise<ArticleRevision> {
  const revision = await findRevision(db, articleId, id);
  if (!revision) throw new HttpError(404, staffMessages.notFound);
  return revision;
}

/** One version with its content, as the editor shows it beside the article. */
export async function versionDetail(db: Kysely<Database>, articleId: string, id: string): Promise<VersionDetail> {
  const r = await versionOrNotFound(db, articleId, id);
  return {
    ...toSummary(r, await savers(db, [r])),
    article: {
      title: r.title,
      alias: r.alias,
      caption: r.caption,
      text: r.text,
      bodyHtml: r.body_html,
      author: r.author ?? '',
      categoryId: r.category_id,
      mediaPath: r.media_path,
      mediaAlt: r.media_alt,
      description: sharingOf(r.sharing).description ?? '',
      socialImage: sharingOf(r.sharing).socialImage ?? null,
    },
  };
}

/** The version an unpublish kept of the article as it was live (saved at the unpublish's time), if still kept. */
export const versionLiveUntil = (db: Kysely<Database>, articleId: string, unpublishedAt: string) => revisionSavedAt(db, articleId, unpublishedAt);
