import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { importArticles } from '../../src/modules/articles/import';
import { describeEachDatabase, testConfig, visitorIp } from '../helper';
import { writeContent } from '../modules/articles/fixtures';

jest.setTimeout(60_000);

const shellHtml =
  '<!doctype html><html lang=en-GB><head><meta charset=utf-8><meta name=description content="Advice for tenants."><title>Commercial Tenants Alliance</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const base = mkdtempSync(path.join(tmpdir(), 'tenants-article-meta-'));
const deployDir = path.join(base, 'deploy');
mkdirSync(path.join(deployDir, 'shell'), { recursive: true });
writeFileSync(path.join(deployDir, 'shell', 'index.html'), shellHtml);
afterAll(() => rmSync(base, { recursive: true, force: true }));

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
      expect(html).toContain('<div id=root></div>');
      expect(html).toContain('<title>Rent &quot;reviews&quot; &amp; &lt;b&gt;you&lt;/b&gt; | Commercial Tenants Alliance</title>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="?description"?/g)).toHaveLength(1);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<b>you');

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

    it.each(['/insights/no-such-article', '/insights/not-yet'])('answers %s with the shell and a real 404', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id=root></div>');
      expect(res.body).not.toContain('og:title');
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
      // 30 service pages (3 overviews, 25 services) and 11 others, plus the one published article.
      expect(locs).toHaveLength(3 + 25 + 11 + 1);
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
