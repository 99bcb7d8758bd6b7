import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, defaultBrand, pageLoadTimingName, runtimeConfigSchema, telemetryPath } from '@tenants/shared/model';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { testConfig } from '../helper';
import { acceptedEncoding } from '../../src/site/compress-html';

const immutable = 'public, max-age=31536000, immutable';
const version = 'remotes/news/1.0.0-ab12cd34';
const registry = { news: `/${version}/mf-manifest.json` };

/** The site on a migrated database of its own: the release state it serves is there (decision 0019). */
async function buildTestApp(env: Record<string, string>): Promise<FastifyInstance> {
  const config = testConfig(env);
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  return buildApp({ config, database });
}

/** A deploy folder laid out the way the deploy tooling fills it, plus a secret beside it. */
function makeDeploy(base: string): string {
  const files: Record<string, string> = {
    'shell/index.html': '<!doctype html><html><head><title>shell</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>',
    'shell/main.js': 'console.log("main")',
    'shell/439.8e3a7dea.js': 'console.log("chunk")',
    'shell/439.8e3a7dea.css': '.a{}',
    'shell/styles.5e5e5e5e.css': '.shell-hero{color:#0b1b33}',
    // What the deploy tooling writes beside a text file: the same bytes, compressed.
    'shell/439.8e3a7dea.js.br': 'br bytes of the chunk',
    'shell/documents/terms.html': '<h1>Terms</h1>',
    'shell/about/index.html': '<!doctype html><title>about, prerendered</title>',
    'shell/.env': 'HIDDEN=1',
    [`${version}/remoteEntry.js`]: 'var news;',
    [`${version}/mf-manifest.json`]: '{"name":"news"}',
    [`${version}/src_x.0a1b2c3d.js`]: 'chunk',
    'remotes.json': JSON.stringify(registry),
  };
  const deploy = path.join(base, 'deploy');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(deploy, name)), { recursive: true });
    writeFileSync(path.join(deploy, name), content);
  }
  writeFileSync(path.join(base, 'secret.txt'), 'TOP-SECRET');
  return deploy;
}

describe('site server', () => {
  let base: string;
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'tenants-site-'));
    app = await buildTestApp({
      SERVE_SITE: '1',
      DEPLOY_DIR: makeDeploy(base),
      PUBLIC_API_BASE: 'https://api.tenants.example',
      BRAND_PRODUCT: 'Tenants United',
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('labels page metrics by the route pattern a page matched, not one `/*` for every page', async () => {
    await get('/news');
    await get('/insights/rent-rises-2026');
    await get('/insights/another-article');
    await get('/lobbying');
    await get('/no-such-page');
    const metrics = (await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(metrics).toMatch(/http_requests_total\{route="\/news",method="GET",status="\d+"\} 1/);
    expect(metrics).toMatch(/http_requests_total\{route="\/insights\/:id",method="GET",status="\d+"\} 2/);
    expect(metrics).toMatch(/http_requests_total\{route="\/lobbying",method="GET",status="200"\} \d+/);
    expect(metrics).toMatch(/http_requests_total\{route="page-not-found",method="GET",status="404"\} 1/);
    expect(metrics).not.toContain('route="/*"');
  });

  describe('the shell page', () => {
    it('carries the style sheet in its head (no second request before the first paint), named for the CSS loader', async () => {
      const html = (await get('/lobbying')).body;
      expect(html).toContain('<style data-href="/styles.5e5e5e5e.css">.shell-hero{color:#0b1b33}</style>');
      expect(html).not.toContain('<link rel="stylesheet"');
    });

    it('starts the shell after the first paint with its one inline script, which the CSP allows by hash and nothing else', async () => {
      const response = await get('/lobbying');
      expect(response.body).not.toContain('<script defer src=/main.js>');
      const inline = [...response.body.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]);
      expect(inline).toHaveLength(1);
      expect(inline[0]).toContain("'/main.js'");
      const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
      const scriptSrc = String(response.headers['content-security-policy'])
        .split(';')
        .find((d) => d.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
    });

    it('carries the run-time config /config.json serves, as JSON the browser reads without asking', async () => {
      const html = (await get('/lobbying')).body;
      const inPage = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(inPage!)).toEqual(JSON.parse((await get('/config.json')).body));
    });
  });

  describe('compression', () => {
    const withEncoding = (url: string, accept: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });

    it('sends the compressed copy of a file when the browser takes it, the file itself when not', async () => {
      const br = await withEncoding('/439.8e3a7dea.js', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.body).toBe('br bytes of the chunk');
      const plain = await withEncoding('/439.8e3a7dea.js', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log("chunk")');
    });

    it.each([
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const)('sends a page compressed (%s → %s), the same page as uncompressed', async (accept, encoding, decode) => {
      const plain = await withEncoding('/lobbying', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const packed = await app.inject({ method: 'GET', url: '/lobbying', headers: { 'accept-encoding': accept } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/Accept-Encoding/i);
      // The same page: its page-load id, each response's own, travels in a header.
      expect(decode(packed.rawPayload).toString('utf8')).toBe(plain.body);
      expect(packed.headers['server-timing']).not.toBe(plain.headers['server-timing']);
    });

    it.each([
      ['br;q=0, gzip', 'gzip'],
      ['BR', 'br'],
      ['deflate', undefined],
      [undefined, undefined],
    ])('reads Accept-Encoding %j as %j', (header, expected) => {
      expect(acceptedEncoding(header)).toBe(expected);
    });
  });

  describe('remote version folders', () => {
    it.each([
      ['remoteEntry.js', /javascript/],
      ['mf-manifest.json', /application\/json/],
      ['src_x.0a1b2c3d.js', /javascript/],
    ])('serve %s immutable for a year, to any origin', async (file, type) => {
      const res = await get(`/${version}/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(immutable);
      expect(res.headers['content-type']).toMatch(type);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    });

    it('answer a missing file with a plain 404 that is not cached forever', async () => {
      const res = await get(`/${version}/nope.js`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).not.toBe(immutable);
      apiErrorSchema.parse(res.json());
    });

    it('never list or index a folder', async () => {
      for (const url of [`/${version}/`, `/${version}`, '/remotes/news/']) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('remoteEntry');
      }
    });
  });

  describe('shell files', () => {
    it.each([
      ['/439.8e3a7dea.js', immutable, /javascript/],
      ['/439.8e3a7dea.css', immutable, /text\/css/],
      ['/main.js', 'no-cache', /javascript/],
      ['/index.html', 'no-cache', /text\/html/],
      ['/documents/terms.html', 'no-cache', /text\/html/],
    ])('%s: Cache-Control %s', async (url, cache, type) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(cache);
      expect(res.headers['content-type']).toMatch(type);
    });

    it('answer a missing file with a plain 404, not the shell', async () => {
      const res = await get('/missing.js');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>shell');
      apiErrorSchema.parse(res.json());
    });

    it('never serve hidden files', async () => {
      const res = await get('/.env');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('HIDDEN');
    });
  });

  describe('run-time data', () => {
    it('serves the registry, revalidated on every load', async () => {
      const res = await get('/remotes.json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual(registry);
    });

    it('serves /config.json built from the environment, revalidated on every load', async () => {
      const res = await get('/config.json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(runtimeConfigSchema.parse(res.json())).toEqual({
        apiBase: 'https://api.tenants.example',
        registryUrl: '/remotes.json',
        // The public origin (PUBLIC_SITE_URL's default here), for absolute links such as sharing.
        siteUrl: 'http://localhost:3000',
        brand: { ...defaultBrand, product: 'Tenants United' },
      });
    });
  });

  describe('pages', () => {
    // Article pages (/insights/{alias}) depend on the database: article-meta.test.ts covers them.
    it.each(['/', '/property/rates', '/news', '/login', '/corporate/services', '/enquiry/thankyou/'])(
      '%s gets the shell with 200, revalidated',
      async (url) => {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<title>shell</title>');
      },
    );

    it('names each page’s canonical address from PUBLIC_SITE_URL’s default, never the Host header', async () => {
      const res = await app.inject({ method: 'GET', url: '/property/rates?utm=x', headers: { host: 'evil.example' } });
      expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/property/rates">');
      expect(res.body).not.toContain('evil.example');
      expect((await get('/nope')).body).not.toContain('rel="canonical"');
    });

    it('serves robots.txt: pages open to crawlers, the API not, the sitemap named', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /staff\nSitemap: http://localhost:3000/sitemap.xml\n');
    });

    it('serves a prerendered page when one exists', async () => {
      const res = await get('/about?ref=footer');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('about, prerendered');
    });

    // Names of Object's own members looked up as a service area once answered 500 (`/constructor/x`).
    it.each([
      '/nope',
      '/property/unknown-slug',
      '/insights',
      '/about/extra',
      '/constructor/x',
      '/__proto__/x',
      '/toString/x',
      '/hasOwnProperty/valueOf',
      '/constructor',
    ])('%s gets the shell with a real 404', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>shell</title>');
    });

    it('keeps unknown API paths JSON', async () => {
      for (const url of ['/api/nope', '/api']) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        apiErrorSchema.parse(res.json());
      }
    });
  });

  it.each([
    '/remotes/../../etc/passwd',
    '/remotes/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/remotes/news/1.0.0-ab12cd34/..%2f..%2f..%2f..%2fsecret.txt',
    '/remotes/news/1.0.0-ab12cd34/..%5c..%5c..%5c..%5csecret.txt',
    '/..%2fsecret.txt',
    '/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/secret.txt',
  ])('refuses to leave the deploy folder: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('TOP-SECRET');
    expect(res.body).not.toMatch(/root:.*:0:0:/);
  });

  it('answers a badly encoded address with 400 in the error shape', async () => {
    const res = await get('/bad%E0%A4%A.js');
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).message).toBe('The address is not valid.');
  });
});

describe('site server edge cases', () => {
  let base: string;
  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), 'tenants-site-'));
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('answers an empty registry when none is deployed, and says the site is not built', async () => {
    const app = await buildTestApp({ SERVE_SITE: '1', DEPLOY_DIR: base });
    const registry = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(registry.statusCode).toBe(200);
    expect(registry.json()).toEqual({});
    const page = await app.inject({ method: 'GET', url: '/about' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toMatch(/not deployed/);
    await app.close();
  });

  it('draws at most RATE_LIMIT_PAGE_RENDER pages a minute for one client; kept pages are free, other clients unaffected', async () => {
    const deploy = makeDeploy(path.join(base, 'budget'));
    // A shell server build, so pages are drawn on the server.
    mkdirSync(path.join(deploy, 'shell-server'), { recursive: true });
    writeFileSync(
      path.join(deploy, 'shell-server/render.js'),
      "exports.renderPage = async (url) => ({ html: '<main>' + url + '</main>', title: 't' }); exports.sharedModules = {};",
    );
    const app = await buildTestApp({ SERVE_SITE: '1', DEPLOY_DIR: deploy, RATE_LIMIT_PAGE_RENDER: '3' });
    const from = (url: string, remoteAddress: string) => app.inject({ method: 'GET', url, remoteAddress });
    // The home page is drawn once and kept: asking again costs nothing.
    for (let i = 0; i < 5; i += 1) expect((await from('/', '10.1.1.1')).statusCode).toBe(200);
    // Not-found pages are drawn each time: two more renders, then the budget is spent.
    expect((await from('/made-up-1', '10.1.1.1')).statusCode).toBe(404);
    expect((await from('/made-up-2', '10.1.1.1')).statusCode).toBe(404);
    const refused = await from('/made-up-3', '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(apiErrorSchema.parse(refused.json()).message).toBe('Too many pages at once. Please wait a minute and try again.');
    // A kept page still comes, and another client is drawn pages as before.
    expect((await from('/', '10.1.1.1')).statusCode).toBe(200);
    expect((await from('/made-up-4', '10.2.2.2')).statusCode).toBe(404);
    await app.close();
  });

  it('gives every page it sends a fresh signed page-load id, a kept page too, drawn once; its reports are taken', async () => {
    const deploy = makeDeploy(path.join(base, 'page-load'));
    mkdirSync(path.join(deploy, 'shell-server'), { recursive: true });
    writeFileSync(
      path.join(deploy, 'shell-server/render.js'),
      "let renders = 0; exports.renderPage = async (url) => ({ html: '<main>' + url + ' drawn ' + (++renders) + '</main>', title: 't' }); exports.sharedModules = {};",
    );
    const app = await buildTestApp({ SERVE_SITE: '1', DEPLOY_DIR: deploy });
    const pageLoadOf = (answer: { headers: Record<string, unknown> }) =>
      new RegExp(`^${pageLoadTimingName};desc="([\\w.-]+)"$`).exec(String(answer.headers['server-timing'] ?? ''))?.[1];
    const [first, second] = [
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } }),
    ];
    const ids = [pageLoadOf(first), pageLoadOf(second)];
    // The page was drawn once and kept (the same drawing in both); each response carries its own id.
    const drawing = /drawn \d+/.exec(first.body)?.[0];
    expect(drawing).toBeDefined();
    expect(brotliDecompressSync(second.rawPayload).toString()).toContain(`<main>/ ${drawing}</main>`);
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBeDefined();
    expect(ids[0]).not.toBe(ids[1]);
    for (const id of ids) expect(app.telemetry.pageLoads.check(id!)).toMatchObject({ ok: true, load: { versions: { news: '1.0.0-ab12cd34' } } });
    // A page drawn is no page view yet: it counts when the page's first beacon arrives (page-views.test.ts).
    expect(app.telemetry.pending).toBe(false);
    const beacon = await app.inject({
      method: 'POST',
      url: telemetryPath,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ pageLoad: ids[1], route: '/', versions: {}, events: [{ type: 'pageview' }] }),
    });
    expect(beacon.statusCode).toBe(200);
    expect(app.telemetry.pending).toBe(true);
    // With TELEMETRY_SAMPLE_RATE=0 no page load reports: no id, no page view counted.
    const quiet = await buildTestApp({ SERVE_SITE: '1', DEPLOY_DIR: deploy, TELEMETRY_SAMPLE_RATE: '0' });
    expect(pageLoadOf(await quiet.inject({ method: 'GET', url: '/' }))).toBeUndefined();
    expect(quiet.telemetry.pending).toBe(false);
    await Promise.all([app.close(), quiet.close()]);
  });

  it('serves nothing but the API when SERVE_SITE=0', async () => {
    const app = await buildTestApp({ SERVE_SITE: '0', DEPLOY_DIR: makeDeploy(base) });
    for (const url of ['/', '/about', '/remotes.json', '/config.json', '/main.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      apiErrorSchema.parse(res.json());
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });
});
