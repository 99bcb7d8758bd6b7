import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { articleListPath, articleListResponseSchema, articlesPerPage } from '@tenants/shared/model';
import { importArticles } from '../../../src/modules/articles/import';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { articleFile, writeContent, type FixtureArticle } from './fixtures';

jest.setTimeout(60_000);

// Insights (category 3) holds 27 articles about rent reviews: several share a publication day (the same
// second once imported), so the alias tie-break decides their order across page boundaries. News holds the
// articles that test what is a word. One Insights article is dated in the future.
const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}`;
const reviews: FixtureArticle[] = Array.from({ length: 27 }, (_, i) => ({
  alias: `review-${String(i + 1).padStart(2, '0')}`,
  category: 'Insights',
  // Days 1 to 9, three articles a day: review-01..03 on the 1st, review-04..06 on the 2nd...
  published: day(Math.floor(i / 3) + 1),
  title: `Rent review notes ${i + 1}`,
  body: `<p>Every rent review needs evidence, part ${i + 1}.</p>`,
}));
const fixtures: FixtureArticle[] = [
  ...reviews,
  { alias: 'review-future', category: 'Insights', published: '2099-01-01', title: 'Rent review of the future' },
  { alias: 'stemmed', published: '2025-01-10', title: 'Ending a tenancy', body: '<p>The lease says when it ends.</p>' },
  { alias: 'body-only', published: '2025-01-09', title: 'A plain title', caption: 'A plain caption.', body: '<p>Ask about the quinquennial inspection.</p>' },
  {
    alias: 'markup',
    published: '2025-01-08',
    title: 'Links and emphasis',
    body: '<p>Read <a href="https://example.org/zephyr">the landlord guide</a> and <strong>act</strong> early.</p><h2>Next steps</h2>',
  },
  { alias: 'symbols', published: '2025-01-07', title: 'Service charge', body: '<p>Up to 30% of the service charge, see file_name.</p>' },
  { alias: 'rent-words', published: '2025-01-06', title: 'Rent', body: '<p>The rent is due.</p>' },
];

/** The listing's order worked out here, independently of the API: newest first, then by alias. */
const listingOrder = (articles: FixtureArticle[]) =>
  [...articles].sort((a, b) => (b.published ?? '').localeCompare(a.published ?? '') || a.alias.localeCompare(b.alias)).map((a) => a.alias);

const base = mkdtempSync(path.join(tmpdir(), 'tenants-search-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const list = async (suite: DatabaseSuite, query: string) => {
  const res = await suite.app.inject({ method: 'GET', url: `${articleListPath}?${query}`, remoteAddress: visitorIp() });
  expect(res.statusCode).toBe(200);
  return articleListResponseSchema.parse(res.json()).payload;
};
const search = async (suite: DatabaseSuite, keyword: string, categoryId = 1) => list(suite, `categoryId=${categoryId}&keyword=${encodeURIComponent(keyword)}`);
const aliases = (payload: { articles: Array<{ alias: string }> }) => payload.articles.map((a) => a.alias);

/** Every page of a listing or search, in order, and the totalPage each page reported. */
async function allPages(suite: DatabaseSuite, query: string) {
  const first = await list(suite, `${query}&page=1`);
  const pages = [aliases(first)];
  const totals = [first.totalPage];
  for (let page = 2; page <= first.totalPage + 1; page += 1) {
    const payload = await list(suite, `${query}&page=${page}`);
    pages.push(aliases(payload));
    totals.push(payload.totalPage);
  }
  return { pages, totals };
}

describeEachDatabase('article search', (suite) => {
  let content: { articlesDir: string; mediaDir: string };
  beforeAll(async () => {
    content = writeContent(path.join(base, suite.dialect), fixtures);
    await importArticles(suite.database.db, content);
  });

  it('finds a word by its stem ("leases" finds "lease", "ending" finds "ends")', async () => {
    expect(aliases(await search(suite, 'leases'))).toEqual(['stemmed']);
    expect(aliases(await search(suite, 'ending'))).toEqual(['stemmed']);
  });

  it('finds words that are only in the body', async () => {
    expect(aliases(await search(suite, 'quinquennial'))).toEqual(['body-only']);
  });

  it('finds the text of the markup but never its tags, attributes or links', async () => {
    expect(aliases(await search(suite, 'landlord guide'))).toEqual(['markup']);
    expect(aliases(await search(suite, 'steps'))).toEqual(['markup']);
    for (const keyword of ['href', 'strong', 'h2', 'zephyr', 'example.org', 'https']) {
      expect(await search(suite, keyword)).toEqual({ articles: [], totalPage: 0 });
    }
  });

  it('takes % and _ as characters, never as wildcards', async () => {
    expect(aliases(await search(suite, '30%'))).toEqual(['symbols']);
    expect(aliases(await search(suite, 'file_name'))).toEqual(['symbols']);
    // As LIKE patterns these would match "rent".
    for (const keyword of ['r%t', 'r_nt', '%', '_', '%%']) expect(await search(suite, keyword)).toEqual({ articles: [], totalPage: 0 });
  });

  it('needs every word, and reads query syntax as plain words', async () => {
    expect(aliases(await search(suite, 'rent due'))).toEqual(['rent-words']);
    expect(await search(suite, 'rent quinquennial')).toEqual({ articles: [], totalPage: 0 });
    // As FTS5 syntax, OR would find both articles.
    expect(await search(suite, 'rent OR quinquennial')).toEqual({ articles: [], totalPage: 0 });
    for (const keyword of [
      '"rent',
      'rent"',
      '"rent"',
      'rent*',
      '-rent',
      '+rent',
      'rent:',
      ':rent',
      '(rent)',
      'rent^',
      '{rent}',
      '[rent]',
      "'rent'",
      'rent;',
      '\\rent',
    ]) {
      expect(aliases(await search(suite, keyword))).toEqual(['rent-words']);
    }
  });

  it('answers any keyword whatever it holds (the engines never see it as query syntax)', async () => {
    await fc.assert(
      // NUL is refused before any route sees it (plugins/input-guard).
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 200 }).map((text) => text.replaceAll('\u0000', '')),
        async (keyword) => {
          const res = await suite.app.inject({ method: 'GET', url: articleListPath, query: { categoryId: '1', keyword }, remoteAddress: visitorIp() });
          expect(res.statusCode).toBe(200);
          articleListResponseSchema.parse(res.json());
        },
      ),
      { numRuns: 200 },
    );
  });

  it('matches whole words, not parts of them', async () => {
    expect(await search(suite, 'quinquen')).toEqual({ articles: [], totalPage: 0 });
    expect(await search(suite, 'landlord gui')).toEqual({ articles: [], totalPage: 0 });
    expect(await search(suite, 'andlord')).toEqual({ articles: [], totalPage: 0 });
  });

  it('pages the listing and a search in the same order, without gaps or repeats, with the right totalPage', async () => {
    const visible = reviews;
    const expected = listingOrder(visible);
    for (const query of ['categoryId=3', 'categoryId=3&keyword=review', 'categoryId=3&keyword=rent evidence']) {
      const { pages, totals } = await allPages(suite, query);
      expect(totals).toEqual(pages.map(() => Math.ceil(visible.length / articlesPerPage)));
      expect(pages.map((page) => page.length)).toEqual([10, 10, 7, 0]);
      expect(pages.flat()).toEqual(expected);
    }
  });

  it('keeps the tie-break by alias when an article joins others published in the same second', async () => {
    // review-04..06 were published on the 2nd at 09:00; "review-00" sorts before them and lands among them.
    writeFileSync(
      path.join(content.articlesDir, 'review-00.html'),
      articleFile({ alias: 'review-00', category: 'Insights', published: day(2), title: 'Rent review notes 0' }),
    );
    await importArticles(suite.database.db, content);
    const { pages } = await allPages(suite, 'categoryId=3&keyword=review');
    const expected = listingOrder([...reviews, { alias: 'review-00', published: day(2) }]);
    expect(pages.flat()).toEqual(expected);
    expect(expected.slice(21, 25)).toEqual(['review-00', 'review-04', 'review-05', 'review-06']);
    expect(aliases(await list(suite, 'categoryId=3&page=3'))).toEqual(expected.slice(20));
    unlinkSync(path.join(content.articlesDir, 'review-00.html'));
    await suite.database.db.deleteFrom('articles').where('alias', '=', 'review-00').execute();
  });

  it('finds an article updated by the import by its new words, and no longer by its old ones', async () => {
    writeFileSync(
      path.join(content.articlesDir, 'body-only.html'),
      articleFile({ alias: 'body-only', published: '2025-01-09', body: '<p>Ask about the triennial inspection.</p>' }),
    );
    const result = await importArticles(suite.database.db, content);
    expect(result.updated).toEqual(['body-only']);
    expect(await search(suite, 'quinquennial')).toEqual({ articles: [], totalPage: 0 });
    expect(aliases(await search(suite, 'triennial'))).toEqual(['body-only']);
  });

  it('follows an article moved to another category and one deleted by hand, in searches and page counts', async () => {
    writeFileSync(path.join(content.articlesDir, 'review-27.html'), articleFile({ ...reviews[26], category: 'Hot Topics' }));
    await importArticles(suite.database.db, content);
    expect(aliases(await search(suite, 'evidence', 2))).toEqual(['review-27']);
    expect(await search(suite, 'evidence 27', 3)).toEqual({ articles: [], totalPage: 0 });
    expect((await list(suite, 'categoryId=2')).totalPage).toBe(1);

    await suite.database.db.deleteFrom('articles').where('alias', 'in', ['review-27', 'review-26']).execute();
    expect(await search(suite, 'evidence', 2)).toEqual({ articles: [], totalPage: 0 });
    expect(await list(suite, 'categoryId=2')).toEqual({ articles: [], totalPage: 0 });
    const { pages } = await allPages(suite, 'categoryId=3&keyword=evidence');
    expect(pages.flat()).toEqual(listingOrder(reviews.slice(0, 25)));
    expect((await list(suite, 'categoryId=3')).totalPage).toBe(3);
  });

  it('leaves out articles dated in the future, from results and page counts', async () => {
    expect(aliases(await search(suite, 'future', 3))).toEqual([]);
    expect((await search(suite, 'future', 3)).totalPage).toBe(0);
  });
});
