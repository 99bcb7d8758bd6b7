import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiErrorSchema,
  articleByAliasPath,
  articleListMessages,
  articleListPath,
  articleListResponseSchema,
  articleResponseSchema,
  articlesPerPage,
} from '@tenants/shared/model';
import { importArticles } from '../../../src/modules/articles/import';
import { articleMessages } from '../../../src/modules/articles';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { articleFile, writeContent, type FixtureArticle } from './fixtures';

jest.setTimeout(60_000);

// 23 News articles (three pages of ten), newest on 2026-01-23, one a day back; two Hot Topics; no Insights.
const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}`;
const news: FixtureArticle[] = Array.from({ length: 23 }, (_, i) => ({ alias: `news-${String(i + 1).padStart(2, '0')}`, published: day(i + 1) }));
const fixtures: FixtureArticle[] = [
  ...news,
  { alias: 'title-match', category: 'Hot Topics', title: 'Dilapidations At Lease End', published: '2025-06-01' },
  {
    alias: 'body-match',
    category: 'Hot Topics',
    published: '2025-05-01',
    caption: 'Costs rose by 30% this year.',
    body: '<p>A <strong>Schedule</strong> of condition matters; file_name here.</p>',
  },
  { alias: 'scheduled', published: '2099-01-01', title: 'Not out yet' },
];

const base = mkdtempSync(path.join(tmpdir(), 'tenants-articles-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const get = (suite: DatabaseSuite, url: string, headers: Record<string, string> = {}) =>
  suite.app.inject({ method: 'GET', url, headers, remoteAddress: visitorIp() });
const list = async (suite: DatabaseSuite, query: string) => {
  const res = await get(suite, `${articleListPath}?${query}`);
  expect(res.statusCode).toBe(200);
  return articleListResponseSchema.parse(res.json()).payload;
};
const aliases = (payload: { articles: Array<{ alias: string }> }) => payload.articles.map((a) => a.alias);

describeEachDatabase('articles', (suite) => {
  let content: { articlesDir: string; mediaDir: string };
  beforeAll(async () => {
    content = writeContent(path.join(base, suite.dialect), fixtures);
    await importArticles(suite.database.db, content);
  });

  describe('GET /api/article/list', () => {
    it('pages a category ten at a time, newest first, with the number of pages', async () => {
      const first = await list(suite, 'page=1&categoryId=1&keyword=');
      expect(first.totalPage).toBe(3);
      expect(aliases(first)).toEqual(['23', '22', '21', '20', '19', '18', '17', '16', '15', '14'].map((n) => `news-${n}`));
      expect(aliases(await list(suite, 'page=2&categoryId=1'))[0]).toBe('news-13');
      expect(aliases(await list(suite, 'page=3&categoryId=1'))).toEqual(['news-03', 'news-02', 'news-01']);
      expect(await list(suite, 'page=4&categoryId=1')).toEqual({ articles: [], totalPage: 3 });
      expect(articlesPerPage).toBe(10);
    });

    it('defaults to News page 1 when page, category and keyword are missing or empty (the article page sends them empty)', async () => {
      expect(aliases(await list(suite, ''))).toEqual(aliases(await list(suite, 'page=&categoryId=1&keyword=')));
      expect((await list(suite, 'page=&categoryId=1&keyword=')).articles).toHaveLength(10);
    });

    it.each([
      ['categoryId=99', articleListMessages.categoryId],
      ['categoryId=0', articleListMessages.categoryId],
      ['categoryId=news', articleListMessages.categoryId],
      ['page=-1', articleListMessages.page],
      ['page=0', articleListMessages.page],
      ['page=abc', articleListMessages.page],
      ['page=1.5', articleListMessages.page],
      ['page=10001', articleListMessages.page],
      ['page=1&page=2', articleListMessages.page],
      [`keyword=${'a'.repeat(201)}`, articleListMessages.keyword],
    ])('refuses %s with a 400 and the reason, instead of answering other data', async (query, message) => {
      const res = await get(suite, `${articleListPath}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message, errors: [{ message }] });
    });

    it('keeps categories apart; an empty one answers no articles and no pages', async () => {
      expect(aliases(await list(suite, 'categoryId=2'))).toEqual(['title-match', 'body-match']);
      expect(await list(suite, 'categoryId=3')).toEqual({ articles: [], totalPage: 0 });
    });

    it('hides articles dated in the future', async () => {
      expect(aliases(await list(suite, 'categoryId=1&keyword=not out'))).toEqual([]);
    });

    it.each([
      ['title, in another case', 'dILAPIDATIONS', ['title-match']],
      ['caption', 'ROSE BY', ['body-match']],
      ['body text', 'schedule OF', ['body-match']],
      ['a literal %, not a wildcard', '30%', ['body-match']],
      ['a literal _, not a wildcard', 'file_name', ['body-match']],
      ['nothing for markup (tag names are not text)', 'strong', []],
      ['nothing for a lone % (it would match everything as a wildcard)', '%%', []],
    ])('matches the keyword in the %s', async (_what, keyword, expected) => {
      const payload = await list(suite, `categoryId=2&keyword=${encodeURIComponent(keyword)}`);
      expect(aliases(payload)).toEqual(expected);
      expect(payload.totalPage).toBe(expected.length ? 1 : 0);
    });

    it('counts pages of keyword results', async () => {
      // Every News title is "Article news-NN": 23 matches, three pages. Keywords match whole words, so
      // "news-1" would find none of them.
      const payload = await list(suite, 'categoryId=1&keyword=article news');
      expect(payload.totalPage).toBe(3);
      expect(aliases(payload)).toHaveLength(10);
    });

    it('answers articles in the contract shape: body as content[0], Media.path, Category', async () => {
      const [article] = (await list(suite, 'categoryId=2&keyword=schedule')).articles;
      expect(article).toMatchObject({
        alias: 'body-match',
        content: ['<p>A <strong>Schedule</strong> of condition matters; file_name here.</p>'],
        publishedAt: '2025-05-01T09:00:00.000Z',
        text: 'Short text of body-match.',
        Category: { id: 2, name: 'Hot Topics' },
        Media: { path: expect.stringMatching(/^\/media\/articles\/rent-review\.[0-9a-f]{8}\.svg$/), alt: 'A bar chart of rising rent' },
      });
    });
  });

  describe('GET /api/article/get/alias/:alias', () => {
    it('answers the article', async () => {
      const res = await get(suite, articleByAliasPath('news-07'));
      expect(res.statusCode).toBe(200);
      expect(articleResponseSchema.parse(res.json()).payload).toMatchObject({ alias: 'news-07', title: 'Article news-07', Category: { id: 1, name: 'News' } });
    });

    it('passes the body through the policy as it leaves, even a row written past the import', async () => {
      const { db } = suite.database;
      const { body_html: imported } = await db.selectFrom('articles').select('body_html').where('alias', '=', 'news-06').executeTakeFirstOrThrow();
      const tampered = '<p onclick="steal()">Read <a href="javascript:steal()">this</a></p><script>steal()</script>';
      await db.updateTable('articles').set({ body_html: tampered }).where('alias', '=', 'news-06').execute();
      try {
        const res = await get(suite, articleByAliasPath('news-06'));
        expect(articleResponseSchema.parse(res.json()).payload.content[0]).toBe('<p>Read <a>this</a></p>');
      } finally {
        await db.updateTable('articles').set({ body_html: imported }).where('alias', '=', 'news-06').execute();
      }
    });

    it.each(['no-such-article', 'scheduled', 'NEWS-07'])('answers 404 in the error shape for %s', async (alias) => {
      const res = await get(suite, articleByAliasPath(alias));
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json())).toEqual({ success: false, message: articleMessages.notFound, errors: [{ message: articleMessages.notFound }] });
    });
  });

  describe('the import', () => {
    it('changes nothing when run again', async () => {
      const before = await suite.database.db.selectFrom('articles').selectAll().orderBy('alias').execute();
      const again = await importArticles(suite.database.db, content);
      expect(again.added).toEqual([]);
      expect(again.updated).toEqual([]);
      expect(again.unchanged).toHaveLength(fixtures.length);
      expect(await suite.database.db.selectFrom('articles').selectAll().orderBy('alias').execute()).toEqual(before);
    });

    it('updates an edited article in place (same id) and adds a new one, by alias', async () => {
      const before = await suite.database.db.selectFrom('articles').selectAll().where('alias', '=', 'news-05').executeTakeFirstOrThrow();
      writeFileSync(path.join(content.articlesDir, 'news-05.html'), articleFile({ alias: 'news-05', published: day(5), title: 'Edited title' }));
      writeFileSync(path.join(content.articlesDir, 'brand-new.html'), articleFile({ alias: 'brand-new', category: 'Insights', published: '2024-03-03' }));
      const result = await importArticles(suite.database.db, { ...content, now: new Date('2026-11-22T12:00:00Z') });
      expect(result.updated).toEqual(['news-05']);
      expect(result.added).toEqual(['brand-new']);

      const after = await suite.database.db.selectFrom('articles').selectAll().where('alias', '=', 'news-05').executeTakeFirstOrThrow();
      expect(after).toMatchObject({ id: before.id, created_at: before.created_at, title: 'Edited title', updated_at: '2026-11-22T12:00:00.000Z' });
      expect(aliases(await list(suite, 'categoryId=3'))).toEqual(['brand-new']);
      unlinkSync(path.join(content.articlesDir, 'brand-new.html'));
    });

    it('writes nothing when any file is wrong, and names the files and fields at fault', async () => {
      writeFileSync(path.join(content.articlesDir, 'news-06.html'), articleFile({ alias: 'news-06', published: day(6), title: 'Would change' }));
      writeFileSync(path.join(content.articlesDir, 'bad-category.html'), articleFile({ alias: 'bad-category', category: 'Gossip' as 'News' }));
      writeFileSync(path.join(content.articlesDir, 'no-picture.html'), articleFile({ alias: 'no-picture', image: 'missing.svg' }));
      await expect(importArticles(suite.database.db, content)).rejects.toThrow(
        /bad-category\.html: category: must be one of News, Hot Topics, Insights[\s\S]*no-picture\.html: image: missing\.svg is not in/,
      );
      const row = await suite.database.db.selectFrom('articles').select('title').where('alias', '=', 'news-06').executeTakeFirstOrThrow();
      expect(row.title).toBe('Article news-06');
      for (const file of ['bad-category.html', 'no-picture.html']) unlinkSync(path.join(content.articlesDir, file));
    });

    it('sanitises bodies on the way in and reports what it removed', async () => {
      writeFileSync(
        path.join(content.articlesDir, 'news-08.html'),
        articleFile({
          alias: 'news-08',
          published: day(8),
          body: '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>',
        }),
      );
      const result = await importArticles(suite.database.db, content);
      expect(result.warnings).toEqual(['news-08: the sanitiser removed onclick on <p>, href on <a>, <script>']);
      const res = await get(suite, articleByAliasPath('news-08'));
      expect(articleResponseSchema.parse(res.json()).payload.content[0]).toBe('<p>Hi <a>there</a></p>');
    });
  });

  describe('pictures', () => {
    const mediaPathOf = async () => (await list(suite, 'categoryId=1')).articles[0].Media.path;

    it('serve the content-hashed name immutable for a year, with an ETag, to any site', async () => {
      const res = await get(suite, await mediaPathOf());
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(res.body).toContain('<svg');
      const again = await get(suite, await mediaPathOf(), { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
    });
  });
});

describe('article pictures outside the import', () => {
  // These read api/content/media/articles itself: the route serves that folder.
  let app: DatabaseSuite['app'];
  beforeAll(async () => {
    const { buildTestApp } = await import('../../helper');
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: visitorIp() });

  it('serve the plain name revalidated hourly, and a stale hash with today’s picture', async () => {
    for (const url of ['/media/articles/rent-review.svg', '/media/articles/rent-review.00000000.svg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it.each(['/media/articles/nope.svg', '/media/articles/..%2F..%2Fpackage.json', '/media/articles/.hidden.svg', '/media/articles/rent-review.txt'])(
    'answer 404 for %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      apiErrorSchema.parse(res.json());
    },
  );
});
