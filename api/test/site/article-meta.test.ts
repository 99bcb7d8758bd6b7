import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import ts from 'typescript';
import type { Article } from '@tenants/shared/model';
import { releaseHash } from '@tenants/release-registry/release-hash';
import { buildApp } from '../../src/app';
import { importArticles } from '../../src/modules/articles/import';
import { remoteServerFile, shellServerFile } from '../../src/site/server-render';
import { describeEachDatabase, testConfig, visitorIp } from '../helper';
import { writeContent } from '../modules/articles/fixtures';

jest.setTimeout(60_000);

// An article's page as visitors and crawlers get it: the site server knows nothing of articles; the news
// release draws it and answers its status, head tags and cache key (shared/src/server/first-paint.ts). The
// deployed builds here are small stand-ins of the shell's and news's server builds (the real ones need a
// webpack build: e2e covers those), but news's head is news's own code (remotes/news/src/expose/article-head.ts).

const shellHtml =
  '<!doctype html><html lang=en-GB><head><meta charset=utf-8><meta name=description content="Advice for tenants."><title>Commercial Tenants Alliance</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const base = mkdtempSync(path.join(tmpdir(), 'tenants-article-meta-'));
const deployDir = path.join(base, 'deploy');
mkdirSync(path.join(deployDir, 'shell'), { recursive: true });
writeFileSync(path.join(deployDir, 'shell', 'index.html'), shellHtml);
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** The shell's server build: draws a remote's page from what its loadData answered, the 404 page for a 404. */
const shellServer = `exports.sharedModules = {};
exports.loadPage = async (url, config, remote) => remote.module.loadData(new URL(url, 'http://localhost'), remote.request, config);
exports.renderPage = async (url, config, remote) => {
  if (!remote) return { html: '<main>frame</main>', title: config.brand.product };
  const { data, status } = remote.loaded ?? (await exports.loadPage(url, config, remote));
  const firstPaint = { remote: remote.name, url, data, ...(status === 404 ? { status } : {}) };
  return { html: status === 404 ? '<main>Page Not Found</main>' : remote.module.default(data), title: 'Insights | ' + config.brand.product, firstPaint };
};`;

/** News's server build: the article from the in-process API, its head from news's own code, keyed by its update. */
const articleHead = ts.transpileModule(readFileSync(path.join(__dirname, '../../../remotes/news/src/expose/article-head.ts'), 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
}).outputText;
const newsServer = `${articleHead}
let draws = 0;
exports.default = (data) => '<main>' + Object.values(data).map((a) => a.title.replace(/</g, '&lt;')).join('') + ' #' + (++draws) + '</main>';
exports.loadData = async (url, request, config) => {
  const alias = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  const answer = await request({ method: 'GET', url: '/api/article/get/alias/' + encodeURIComponent(alias) });
  if (answer.status === 404) return { data: {}, status: 404, cacheKey: null };
  const article = JSON.parse(answer.body).payload;
  return { data: { ['article:' + alias]: article }, head: exports.articleHead(article, config), cacheKey: alias + '|' + exports.digest(article) };
};`;

function deployBuilds() {
  mkdirSync(path.join(deployDir, path.dirname(shellServerFile)), { recursive: true });
  writeFileSync(path.join(deployDir, shellServerFile), shellServer);
  const staging = path.join(deployDir, 'remotes/news/.staging');
  mkdirSync(path.join(staging, path.dirname(remoteServerFile)), { recursive: true });
  writeFileSync(path.join(staging, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(staging, remoteServerFile), newsServer);
  const version = `1.0.0-${releaseHash(staging)}`;
  renameSync(staging, path.join(deployDir, 'remotes/news', version));
  writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ news: `/remotes/news/${version}/mf-manifest.json` }));
}
deployBuilds();

const meta = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

describeEachDatabase(
  'link previews of /insights/{alias}',
  (suite) => {
    beforeAll(async () => {
      const { articlesDir, mediaDir } = writeContent(path.join(base, suite.dialect), [
        {
          alias: 'quotes-and-tags',
          title: 'Rent "reviews" & <b>you</b>',
          caption: `A caption with <script>alert(1)</script> in it. ${'More words follow here. '.repeat(12)}`,
          author: 'Jo Bloggs',
          published: '2025-03-03',
          category: 'Insights',
        },
        { alias: 'not-yet', published: '2099-01-01' },
      ]);
      await importArticles(suite.database.db, { articlesDir, mediaDir });
    });
    const get = (url: string, app: FastifyInstance = suite.app, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers, remoteAddress: visitorIp() });

    it('answers the shell with the article’s title, description and Open Graph and Twitter tags, escaped', async () => {
      const res = await get('/insights/quotes-and-tags');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      expect(html).toContain('<div id="root"><main>Rent "reviews" & &lt;b>you&lt;/b> #');
      expect(html).toContain('<title>Rent &quot;reviews&quot; &amp; &lt;b&gt;you&lt;/b&gt; | Commercial Tenants Alliance</title>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="?description"?/g)).toHaveLength(1);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toMatch(/<b>you/);

      expect(meta(html, 'property', 'og:title')).toBe('Rent &quot;reviews&quot; &amp; &lt;b&gt;you&lt;/b&gt;');
      expect(meta(html, 'property', 'og:type')).toBe('article');
      const description = meta(html, 'property', 'og:description')!;
      expect(description.startsWith('A caption with &lt;script&gt;alert(1)&lt;/script&gt; in it.')).toBe(true);
      expect(description.endsWith('…')).toBe(true);
      expect(meta(html, 'name', 'description')).toBe(description);
      // PUBLIC_SITE_URL decides the absolute addresses.
      expect(meta(html, 'property', 'og:url')).toBe('https://tenants.example/insights/quotes-and-tags');
      expect(meta(html, 'property', 'og:image')).toMatch(/^https:\/\/tenants\.example\/media\/articles\/rent-review\.[0-9a-f]{8}\.svg$/);
      expect(meta(html, 'property', 'article:published_time')).toBe('2025-03-03T09:00:00.000Z');
      expect(meta(html, 'property', 'article:section')).toBe('Insights');
      expect(meta(html, 'property', 'article:author')).toBe('Jo Bloggs');
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:image')).toBe(meta(html, 'property', 'og:image'));
      expect(html).toContain('<link rel="canonical" href="https://tenants.example/insights/quotes-and-tags">');
      expect(html.match(/rel="canonical"/g)).toHaveLength(1);

      // schema.org Article data for search engines, with nothing in it that could close its element.
      const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Rent "reviews" & <b>you</b>',
        datePublished: '2025-03-03T09:00:00.000Z',
        author: { '@type': 'Person', name: 'Jo Bloggs' },
        publisher: { '@type': 'Organization', name: 'Commercial Tenants Alliance' },
        mainEntityOfPage: 'https://tenants.example/insights/quotes-and-tags',
      });
      expect(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]).not.toContain('<');
    });

    it.each(['/insights/no-such-article', '/insights/not-yet'])('answers %s with the 404 page and a real 404', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"><main>Page Not Found</main></div>');
      expect(res.body).not.toContain('og:title');
      expect(res.body).not.toContain('rel="canonical"');
    });

    it('shows a change to the article at the next request, and keeps the page while it is unchanged', async () => {
      const drawNumber = async () => /#(\d+)<\/main>/.exec((await get('/insights/quotes-and-tags')).body)?.[1];
      const first = await drawNumber();
      expect(await drawNumber()).toBe(first);
      await suite.database.db
        .updateTable('articles')
        .set({ title: 'Rent reviews, revised', updated_at: new Date().toISOString() })
        .where('alias', '=', 'quotes-and-tags')
        .execute();
      try {
        const html = (await get('/insights/quotes-and-tags')).body;
        expect(html).toContain('<title>Rent reviews, revised | Commercial Tenants Alliance</title>');
        expect(/#(\d+)<\/main>/.exec(html)?.[1]).not.toBe(first);
      } finally {
        await suite.database.db.updateTable('articles').set({ title: 'Rent "reviews" & <b>you</b>' }).where('alias', '=', 'quotes-and-tags').execute();
      }
    });

    it('draws the news desk’s preview from the draft, each time, and never as visitors’ page', async () => {
      const published = JSON.parse((await get('/api/article/get/alias/quotes-and-tags')).body).payload as Article;
      const draw = (title: string) => suite.app.articlePagePreview.draw!({ ...published, title });
      const preview = (await draw('A draft title'))!;
      expect(preview).toContain('<main>A draft title #');
      expect(preview).toContain('<title>A draft title | Commercial Tenants Alliance</title>');
      expect(preview).not.toContain('id="first-paint"');
      expect(await draw('Another draft')).toContain('<main>Another draft #');
      const visitors = (await get('/insights/quotes-and-tags')).body;
      expect(visitors).not.toContain('draft');
    });

    it('lists every page route and each published article, with its last change, in sitemap.xml', async () => {
      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual(
        expect.arrayContaining([
          'https://tenants.example/',
          'https://tenants.example/advice-support',
          'https://tenants.example/property/services',
          'https://tenants.example/non-corporate/utilities',
          'https://tenants.example/news',
          'https://tenants.example/insights/quotes-and-tags',
        ]),
      );
      // 30 service pages (3 overviews, 25 services) and 11 others, the newsletters' archive, the events
      // listing and the members' discounts, plus the one published article (no newsletter has been sent and
      // no event published here).
      expect(locs).toHaveLength(3 + 25 + 11 + 1 + 2 + 1);
      expect(locs).toEqual(expect.arrayContaining(['https://tenants.example/newsletters', 'https://tenants.example/events', 'https://tenants.example/offers']));
      expect(res.body).toMatch(/<loc>https:\/\/tenants\.example\/insights\/quotes-and-tags<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      // Not out yet, so not listed.
      expect(res.body).not.toContain('not-yet');
    });

    it('without PUBLIC_SITE_URL, builds the addresses from http://localhost:PORT, never from the Host header; an absolute API base hosts the picture', async () => {
      const app = await buildApp({
        config: testConfig({ ...suite.env, PUBLIC_SITE_URL: '', PORT: '8080', PUBLIC_API_BASE: 'https://api.tenants.example' }),
        database: suite.database,
      });
      try {
        const html = (await get('/insights/quotes-and-tags', app, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })).body;
        expect(html).not.toContain('evil.example');
        expect(meta(html, 'property', 'og:url')).toBe('http://localhost:8080/insights/quotes-and-tags');
        expect(meta(html, 'property', 'og:image')).toMatch(/^https:\/\/api\.tenants\.example\/media\/articles\/rent-review\.[0-9a-f]{8}\.svg$/);
      } finally {
        await app.close();
      }
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deployDir, PUBLIC_SITE_URL: 'https://tenants.example' } },
);
