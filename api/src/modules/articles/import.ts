import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { articleCategories } from '@tenants/shared/model';
import type { Database, NewArticleRow } from '../../db/tables';
import { findArticleRowsByAlias, tidySearchIndex, upsertArticleRow } from './articles.repository';
import { parseArticleFile } from './content';
import { articleMediaDir, articlesContentDir, mediaPath, readMedia } from './media';
import { sanitiseArticleHtml, textOfHtml } from './sanitize';

export interface ImportOptions {
  articlesDir?: string;
  mediaDir?: string;
  now?: Date;
}

export interface ImportResult {
  added: string[];
  updated: string[];
  unchanged: string[];
  /** Per alias, what the sanitiser removed from its body. */
  warnings: string[];
}

type Fields = Omit<NewArticleRow, 'id' | 'created_at' | 'updated_at'>;
const compared: (keyof Fields)[] = ['title', 'caption', 'text', 'body_html', 'body_text', 'author', 'category_id', 'media_path', 'media_alt', 'published_at'];

/**
 * Reads every article file, checks them all, then upserts by alias in one transaction: a mistake in one
 * file stops the import before anything is written, and running it twice changes nothing. Articles whose
 * file was removed stay (unpublishing is deliberate, not a side effect of a missing file), and an article
 * staff unpublished stays a draft. New articles are published (at their file's date).
 */
export async function importArticles(db: Kysely<Database>, options: ImportOptions = {}): Promise<ImportResult> {
  const articlesDir = options.articlesDir ?? articlesContentDir;
  const mediaDir = options.mediaDir ?? articleMediaDir;
  const now = (options.now ?? new Date()).toISOString();
  const files = (await readdir(articlesDir)).filter((name) => name.endsWith('.html')).sort();

  const problems: string[] = [];
  const warnings: string[] = [];
  const rows: Fields[] = [];
  for (const file of files) {
    const alias = file.slice(0, -'.html'.length);
    try {
      const source = parseArticleFile(alias, await readFile(path.join(articlesDir, file), 'utf8'));
      const media = await readMedia(mediaDir, source.image);
      if (!media) throw new Error(`image: ${source.image} is not in ${mediaDir}`);
      const body = sanitiseArticleHtml(source.bodyHtml);
      if (body.removed.length) warnings.push(`${alias}: the sanitiser removed ${[...new Set(body.removed)].join(', ')}`);
      rows.push({
        alias,
        title: source.title,
        caption: source.caption,
        text: source.text,
        body_html: body.html,
        body_text: textOfHtml(body.html),
        author: source.author ?? null,
        category_id: articleCategories.find((c) => c.name === source.category)!.id,
        media_path: mediaPath(source.image, media.hash),
        media_alt: source.imageAlt,
        published_at: source.published,
      });
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length) throw new Error(`Nothing imported; fix these first:\n  ${problems.join('\n  ')}`);

  const result: ImportResult = { added: [], updated: [], unchanged: [], warnings };
  await db.transaction().execute(async (trx) => {
    const existing = new Map(
      (
        await findArticleRowsByAlias(
          trx,
          rows.map((r) => r.alias),
        )
      ).map((row) => [row.alias, row]),
    );
    for (const file of rows) {
      const before = existing.get(file.alias);
      // An article staff took off the site (a draft) stays off: the file updates its words, not its state.
      const row = before?.status === 'draft' ? { ...file, published_at: before.published_at } : file;
      if (before && compared.every((key) => before[key] === row[key])) {
        result.unchanged.push(row.alias);
        continue;
      }
      // When it first came out (a once-published article is an admin's to delete): kept once set.
      const firstPublished = before ? (before.first_published_at ?? (before.status === 'published' ? before.published_at : null)) : row.published_at;
      await upsertArticleRow(trx, { ...row, first_published_at: firstPublished, id: randomUUID(), created_at: now, updated_at: now });
      (before ? result.updated : result.added).push(row.alias);
    }
  });
  if (result.added.length || result.updated.length) await tidySearchIndex(db);
  return result;
}
