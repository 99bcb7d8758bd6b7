import { Migrator } from 'kysely';
import { articleListPath, articleListResponseSchema } from '@tenants/shared/model';
import { migrations } from '../../../migrations';
import { visitorIp, type DatabaseSuite } from '../../helper';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { articleMediaDir } from '../../../src/modules/articles/media';

export interface FixtureArticle {
  alias: string;
  title?: string;
  category?: 'News' | 'Hot Topics' | 'Insights';
  published?: string;
  caption?: string;
  text?: string;
  body?: string;
  image?: string;
  author?: string;
}

/** An article file the way marketing writes them (front matter, then HTML). */
export function articleFile(a: FixtureArticle): string {
  const lines = [
    '---',
    `title: ${a.title ?? `Article ${a.alias}`}`,
    `category: ${a.category ?? 'News'}`,
    ...(a.author ? [`author: ${a.author}`] : []),
    `published: ${a.published ?? '2025-01-01'}`,
    `image: ${a.image ?? 'rent-review.svg'}`,
    'imageAlt: A bar chart of rising rent',
    `caption: ${a.caption ?? `Caption of ${a.alias}.`}`,
    `text: ${a.text ?? `Short text of ${a.alias}.`}`,
    '---',
    a.body ?? `<p>Body of ${a.alias}.</p>`,
  ];
  return lines.join('\n');
}

/**
 * An articles folder in `dir` holding the given articles. Their pictures are the real ones: the API serves
 * pictures from api/content/media/articles.
 */
export function writeContent(dir: string, articles: FixtureArticle[]): { articlesDir: string; mediaDir: string } {
  const articlesDir = path.join(dir, 'articles');
  mkdirSync(articlesDir, { recursive: true });
  for (const article of articles) writeFileSync(path.join(articlesDir, `${article.alias}.html`), articleFile(article));
  return { articlesDir, mediaDir: articleMediaDir };
}

/** A migrator of the suite's database (its PostgreSQL schema too): the migration tests move it up and down. */
export const migratorOf = (suite: DatabaseSuite) =>
  new Migrator({
    db: suite.database.db,
    provider: { getMigrations: async () => migrations },
    ...(suite.database.schema ? { migrationTableSchema: suite.database.schema } : {}),
  });

/** The public listing's answer to a query string, as a visitor's browser gets it. */
export const listArticles = async (suite: DatabaseSuite, query: string) => {
  const res = await suite.app.inject({ method: 'GET', url: `${articleListPath}?${query}`, remoteAddress: visitorIp() });
  return articleListResponseSchema.parse(res.json()).payload;
};
