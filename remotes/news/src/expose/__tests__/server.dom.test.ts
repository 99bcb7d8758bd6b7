import { articleByAliasPath, articleListPath, createApiClient, defaultRuntimeConfig, type Article, type RuntimeConfig } from '@tenants/shared';
import { fakeApi, type FakeRequest } from '@tenants/shared/test/fake-api';
import { listFrom, makeArticle } from '../../../test/articles';
import { articleHead, previewDescription } from '../article-head';
import { loadData } from '../server';

// News's server contract (shared/src/server/first-paint.ts, LoadedPage): what the site server is told about a
// news page besides its data: its status, its head tags, and the key it may be kept under.

const api = fakeApi();
const config: RuntimeConfig = { ...defaultRuntimeConfig, siteUrl: 'https://tenants.example', apiBase: '' };
let news: Article[];
let current: Article;
let failList = false;
let failArticle = false;
beforeEach(() => {
  failList = false;
  failArticle = false;
  news = Array.from({ length: 12 }, (_, i) => makeArticle(i + 1));
  current = makeArticle(20, {
    alias: 'rent-reviews',
    title: 'Rent "reviews" & <b>you</b>',
    caption: `A caption with <script>alert(1)</script> in it. ${'More words follow here. '.repeat(12)}`,
    author: 'Jo Bloggs',
    publishedAt: '2025-03-03T09:00:00.000Z',
    Category: { id: 3, name: 'Insights' },
    Media: { path: '/media/articles/rent-review.1a2b3c4d.svg', alt: 'A lease' },
  });
  api.otherwise((request: FakeRequest) =>
    request.path === articleByAliasPath(current.alias)
      ? failArticle
        ? { status: 503, body: { success: false, message: 'down' } }
        : { body: { success: true, payload: current } }
      : request.path === articleListPath
        ? failList
          ? { status: 500, body: { success: false, message: 'down' } }
          : listFrom({ 1: news })(request)
        : { status: 404, body: { success: false, message: 'No such article.', errors: [{ message: 'No such article.' }] } },
  );
});

const load = (path: string, withConfig: RuntimeConfig = config) => loadData(new URL(path, 'http://site.test'), createApiClient(api.config), withConfig);
const meta = (head: Awaited<ReturnType<typeof load>>['head'], key: string) => head?.meta?.find((m) => (m.name ?? m.property) === key)?.content;

describe('news’s server contract', () => {
  it('an article answers its link-preview tags and schema.org Article data as data, with absolute addresses from the config', async () => {
    const { status, head } = await load('/insights/rent-reviews');
    expect(status).toBeUndefined();
    expect(head?.title).toBe(`Rent "reviews" & <b>you</b> | ${config.brand.product}`);
    expect(head?.canonical).toBe('https://tenants.example/insights/rent-reviews');
    expect(meta(head, 'og:url')).toBe('https://tenants.example/insights/rent-reviews');
    expect(meta(head, 'og:image')).toBe('https://tenants.example/media/articles/rent-review.1a2b3c4d.svg');
    expect(meta(head, 'og:type')).toBe('article');
    expect(meta(head, 'article:author')).toBe('Jo Bloggs');
    expect(meta(head, 'article:section')).toBe('Insights');
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    const description = meta(head, 'description')!;
    expect(description.startsWith('A caption with <script>alert(1)</script> in it.')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(meta(head, 'og:description')).toBe(description);
    expect(head?.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Rent "reviews" & <b>you</b>',
        datePublished: '2025-03-03T09:00:00.000Z',
        author: { '@type': 'Person', name: 'Jo Bloggs' },
        publisher: { '@type': 'Organization', name: config.brand.product },
        mainEntityOfPage: 'https://tenants.example/insights/rent-reviews',
      }),
    ]);
  });

  it('takes pictures from an API on another host', () => {
    const head = articleHead(current, { ...config, apiBase: 'https://api.tenants.example' });
    expect(meta(head, 'og:image')).toBe('https://api.tenants.example/media/articles/rent-review.1a2b3c4d.svg');
    expect(articleHead({ ...current, author: null }, config).meta?.some((m) => m.property === 'article:author')).toBe(false);
  });

  it('uses the desk’s own description and social picture, when given, before the caption and the main picture', () => {
    const head = articleHead(
      { ...current, description: 'Our view on <rent> reviews.', socialImage: { path: '/media/articles/share.5e6f7a8b.png', alt: 'A rent review letter' } },
      config,
    );
    expect(meta(head, 'og:description')).toBe('Our view on <rent> reviews.');
    expect(meta(head, 'og:image')).toBe(`${config.siteUrl}${config.apiBase}/media/articles/share.5e6f7a8b.png`);
    expect(meta(head, 'og:image:alt')).toBe('A rent review letter');
    // Left empty, the caption's start and the main picture stay.
    const plain = articleHead({ ...current, description: '  ' }, config);
    expect(meta(plain, 'og:description')).toBe(previewDescription(current.caption));
    expect(meta(plain, 'og:image:alt')).toBe(current.Media.alt);
  });

  it('cuts a long description at a word', () => {
    expect(previewDescription('Short.')).toBe('Short.');
    const cut = previewDescription('word '.repeat(100));
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('keys an article by alias and what it was drawn from: the same answers give the same key, a change (a publish, an edit) another', async () => {
    const first = (await load('/insights/rent-reviews')).cacheKey;
    expect(first).toMatch(/^article:rent-reviews\|/);
    // The Other Articles are a random pick: the key does not follow the pick, only the list it is picked from.
    expect((await load('/insights/rent-reviews')).cacheKey).toBe(first);
    current = { ...current, title: 'Edited' };
    const edited = (await load('/insights/rent-reviews')).cacheKey;
    expect(edited).not.toBe(first);
    news = [makeArticle(99), ...news];
    expect((await load('/insights/rent-reviews')).cacheKey).not.toBe(edited);
  });

  it('keys the listing by category, page and keyword and the answer; a publish changes the key', async () => {
    const first = (await load('/news?page=1&category=1')).cacheKey;
    expect(first).toMatch(/^list:1\|1\|\|/);
    expect((await load('/news')).cacheKey).toBe(first);
    expect((await load('/news?page=2')).cacheKey).toMatch(/^list:1\|2\|\|/);
    expect((await load('/news?keyword=rent')).cacheKey).toMatch(/^list:1\|1\|rent\|/);
    news = [makeArticle(99), ...news];
    expect((await load('/news')).cacheKey).not.toBe(first);
  });

  it('carries the cards of a listing and of Other Articles without their bodies, and an article with its own', async () => {
    const listing = (await load('/news')).data['list:1|1|'] as { articles: Article[]; totalPage: number };
    expect(listing.articles.map((a) => a.alias)).toEqual(news.slice(0, listing.articles.length).map((a) => a.alias));
    expect(listing.articles[0]).toEqual({ ...news[0], content: [] });
    const { data } = await load('/insights/rent-reviews');
    expect((data['article:rent-reviews'] as Article).content).toEqual(current.content);
    const others = data['others:rent-reviews'] as Article[];
    expect(others).toHaveLength(2);
    expect(others.every((a) => a.content.length === 0 && a.title !== '')).toBe(true);
  });

  it('answers 503 with the "try again" marker, never kept, when the listing or the article cannot be loaded', async () => {
    failList = true;
    expect(await load('/news')).toEqual({ data: { unavailable: true }, status: 503, cacheKey: null });
    failArticle = true;
    expect(await load('/insights/rent-reviews')).toEqual({ data: { unavailable: true }, status: 503, cacheKey: null });
  });

  it('says "do not keep" for a page drawn without all of its data, and for an unknown article', async () => {
    failList = true;
    const article = await load('/insights/rent-reviews');
    expect(article.cacheKey).toBeNull();
    expect(Object.keys(article.data)).toEqual(['article:rent-reviews']);
    expect(await load('/insights/nothing-here')).toEqual({ data: {}, status: 404, cacheKey: null });
  });
});
