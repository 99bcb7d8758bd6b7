import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { FastifyBaseLogger } from 'fastify';
import { defaultRemoteRoutes, defaultRuntimeConfig } from '@tenants/shared/model';
import { releaseHash } from '@tenants/release-registry/release-hash';
import { releaseStore } from '@tenants/release-registry/release-store';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { addVersion, endCanary, pointStable, recordRelease, startCanary } from '../../src/modules/releases/release-state';
import { databaseReleases } from '../../src/site/deployed-registry';
import { testConfig } from '../helper';
import { pageScriptsElementId } from '../../src/site/start-script';
import {
  dataPageTtlMs,
  remoteRoutesFile,
  remoteServerFile,
  renderBudgetMs,
  serverRenderer,
  shellServerFile,
  type ApiRequest,
  type ServerRenderer,
} from '../../src/site/server-render';

const index = '<!doctype html><html><head><title>Shell</title></head><body><div id=root></div><script defer src=/main.js></script></body></html>';

let deployDir: string;
let warnings: string[];
const log = { warn: (_fields: unknown, message: string) => void warnings.push(message) } as unknown as FastifyBaseLogger;
let version = 0;

/** What a page's data names for the start script to preload (`#page-scripts`). */
function pageScriptsIn(data: string): { script: string[]; fetch: string[] } {
  const json = new RegExp(`<script type="application/json" id="${pageScriptsElementId}">(.*?)</script>`).exec(data)?.[1];
  return JSON.parse(json ?? 'null') as { script: string[]; fetch: string[] };
}

/** Deploys a shell server build whose renderPage is `body` (a function expression in CommonJS). */
function deploy(body: string) {
  const file = path.join(deployDir, shellServerFile);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `let renders = 0; exports.renderPage = ${body};`);
  // A new build is told apart by its modification time; make each one distinct.
  version += 1;
  const when = new Date(Date.now() + version * 1000);
  utimesSync(file, when, when);
}

// The release state the site server reads (decision 0019): a database of its own, emptied before each test.
let database: DatabaseHandle;
beforeAll(async () => {
  database = openDatabase(testConfig().database);
  await migrateToLatest(database);
});
afterAll(() => database.db.destroy());
beforeEach(async () => {
  deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-ssr-'));
  warnings = [];
  for (const table of ['release_history', 'release_canaries', 'release_registry', 'release_versions'] as const) await database.db.deleteFrom(table).execute();
});
/** The release state in the database and the versions' files in this test's deploy folder. */
const releases = () => databaseReleases(database.db, deployDir, releaseStore({ deployDir }));
afterEach(() => rmSync(deployDir, { recursive: true, force: true }));

/** The renderer, its `page` answering the document alone (`drawn`: the document and its status). */
const answeringHtml = (pages: ServerRenderer) => ({
  ...pages,
  drawn: pages.page,
  page: async (...args: Parameters<ServerRenderer['page']>) => (await pages.page(...args))?.html,
});
const renderer = () => answeringHtml(serverRenderer({ deployDir, releases: releases(), config: defaultRuntimeConfig, log }));

describe('the site server’s page rendering', () => {
  it('puts the rendered page into the shell’s root and its title into the head', async () => {
    deploy(`async (url, config) => ({ html: '<main><h1>Page ' + url + '</h1></main>', title: 'About | ' + config.brand.product })`);
    const html = await renderer().page(index, '/about');
    expect(html).toContain('<div id="root"><main><h1>Page /about</h1></main></div>');
    expect(html).toContain(`<title>About | ${defaultRuntimeConfig.brand.product}</title>`);
    expect(html).toContain('<script defer src=/main.js></script>');
  });

  it('renders a path once and keeps it, unless told not to (not-found paths)', async () => {
    // Each render numbers its page: a kept page shows the same number twice.
    deploy(`async (url) => ({ html: '<h1>' + url + ' #' + (++renders) + '</h1>', title: 't' })`);
    const pages = renderer();
    const first = await pages.page(index, '/about');
    expect(await pages.page(index, '/about')).toBe(first);
    const missing = await pages.page(index, '/no-such', { cache: false });
    expect(await pages.page(index, '/no-such', { cache: false })).not.toBe(missing);
  });

  it('switches to a newly deployed build at the next request, with no restart', async () => {
    deploy(`async () => ({ html: '<h1>first release</h1>', title: 't' })`);
    const pages = renderer();
    expect(await pages.page(index, '/about')).toContain('first release');
    deploy(`async () => ({ html: '<h1>second release</h1>', title: 't' })`);
    expect(await pages.page(index, '/about')).toContain('second release');
  });

  it('leaves the page to the browser when no server build is deployed', async () => {
    expect(await renderer().page(index, '/about')).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('leaves the page to the browser when the build throws, and says so once per build', async () => {
    deploy(`async () => { throw new Error('broken page'); }`);
    const pages = renderer();
    expect(await pages.page(index, '/about')).toBeUndefined();
    expect(await pages.page(index, '/lobbying')).toBeUndefined();
    expect(warnings.filter((w) => w.startsWith('server rendering failed'))).toHaveLength(1);
  });

  it('leaves the page to the browser when the build does not load', async () => {
    deploy(`async () => ({ html: '<h1>never', title: 't' }) ; this is not JavaScript`);
    expect(await renderer().page(index, '/about')).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('does not load')]);
  });

  it(`gives up on a render that takes longer than ${renderBudgetMs} ms`, async () => {
    deploy(`(url) => new Promise((resolve) => setTimeout(() => resolve({ html: '<h1>late</h1>', title: 't' }), url === '/' ? 0 : 3000))`);
    const pages = renderer();
    await pages.warm();
    const started = Date.now();
    expect(await pages.page(index, '/slow')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(renderBudgetMs + 500);
  });
});

/**
 * How the shell's server build reads `loadData`'s answer (render.tsx: `readLoadedPage` of the shared package,
 * covered by its own tests), as plain JavaScript for the fake shell: a `LoadedPage`, or a release's bare data.
 */
const readLoadedPageSource = `(answer) => {
  const loaded = answer && typeof answer.data === 'object' && Object.keys(answer).every((k) => ['data', 'status', 'head', 'cacheKey', 'cacheForMs'].includes(k));
  if (loaded) return answer;
  return answer && answer.notFound === true ? { data: answer, status: 404, cacheKey: null } : { data: answer || {} };
}`;

describe('the site server’s rendering of a remote’s page, from the version the registry names', () => {
  /**
   * A shell renderer that draws a remote's page with the remote's server build when it is given one (as
   * render.tsx does), and provides a "react" of its own to the remote.
   */
  const shellWithRemotes = `async (url, config, remote) => {
    if (!remote) return { html: '<main>loading ' + url + '</main>', title: 't' };
    const { data, status } = remote.loaded ?? (await exports.loadPage(url, config, remote));
    if (status === 404) return { html: '<main>the 404 page</main>', title: 'Page Not Found', firstPaint: { remote: remote.name, url, data, status } };
    return { html: '<main>' + remote.module.default() + '</main>', title: 't', firstPaint: { remote: remote.name, url, data } };
  };
  exports.loadPage = async (url, config, remote) => {
    const answer = remote.module.loadData ? await remote.module.loadData(new URL(url, 'http://x'), remote.request, config) : {};
    return (${readLoadedPageSource})(answer);
  };
  exports.sharedModules = { react: { name: 'the shell’s React' } }`;

  /**
   * Deploys one version of news with `source` as its server build (none when undefined) and other `files`, in
   * a folder named as the deploy tooling names it (`<label>-<content hash>`); gives the folder's name.
   */
  function deployNews(label: string, source?: string, files: Record<string, string> = {}): string {
    const staging = path.join(deployDir, 'remotes/news', `.${label}`);
    mkdirSync(path.join(staging, 'server'), { recursive: true });
    writeFileSync(path.join(staging, 'mf-manifest.json'), '{}');
    if (source !== undefined) writeFileSync(path.join(staging, remoteServerFile), source);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(staging, name), text);
    const version = `${label}-${releaseHash(staging)}`;
    renameSync(staging, path.join(deployDir, 'remotes/news', version));
    return version;
  }
  /** Makes a version of news (of `remote`) the stable one, as `release deploy` does. */
  async function release(version: string, remote = 'news') {
    await addVersion(database.db, remote, version);
    await pointStable(database.db, remote, version);
  }
  const page = (label: string) => `const React = require('react'); exports.default = () => '${label} drawn with ' + React.name;`;
  const request: ApiRequest = async ({ url }) => ({ status: 200, body: JSON.stringify({ asked: url }) });
  const rendererWith = () => answeringHtml(serverRenderer({ deployDir, releases: releases(), config: defaultRuntimeConfig, log, request }));

  beforeEach(() => deploy(shellWithRemotes));

  it('draws /news with the version the registry names, switching at the next request on a release and a rollback', async () => {
    const one = deployNews('1.0.0', page('news one'));
    const two = deployNews('1.0.1', page('news two'));
    const pages = rendererWith();
    await release(one);
    expect(await pages.page(index, '/news')).toContain('<main>news one drawn with the shell’s React</main>');
    await release(two);
    expect(await pages.page(index, '/news')).toContain('news two');
    await release(one);
    expect(await pages.page(index, '/news')).toContain('news one');
    expect(warnings).toEqual([]);
  });

  it('hands the page its data fetched in process, and writes it into the HTML for hydration', async () => {
    await release(
      deployNews(
        '1.0.0',
        `${page('news')} exports.loadData = async (url, request) => ({ list: await request({ method: 'GET', url: '/api/article/list' + url.search }), note: '</script><script>alert(1)' });`,
      ),
    );
    const html = (await rendererWith().page(index, '/news?page=2'))!;
    const json = /<script type="application\/json" id="first-paint">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({
      remote: 'news',
      url: '/news?page=2',
      data: { list: { status: 200, body: JSON.stringify({ asked: '/api/article/list?page=2' }) }, note: '</script><script>alert(1)' },
    });
    // Nothing in the data can close the script element.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('puts the remote’s style sheet in the head of the pages it draws, so they are styled before any script', async () => {
    await release(deployNews('1.0.0', page('news'), { [remoteServerFile.replace(/\.js$/, '.css')]: '.news-hero{color:red}' }));
    const html = (await rendererWith().page(index, '/news'))!;
    expect(html).toContain('<style data-remote="news">.news-hero{color:red}</style></head>');
  });

  it('draws a preview from the data it is given, without keeping it or handing it to the browser', async () => {
    await release(
      deployNews(
        '1.0.0',
        `let n = 0; exports.default = () => 'draw #' + (++n); exports.loadData = async (url, request) => ({ article: await request({ method: 'GET', url: '/api/article/get/alias/draft' }) });`,
      ),
    );
    const pages = rendererWith();
    const visitors = await pages.page(index, '/insights/draft');
    const asked: string[] = [];
    const draft: ApiRequest = async ({ url }) => (asked.push(url), { status: 200, body: `the draft at ${url}` });
    const preview = (await pages.page(index, '/insights/draft', { request: draft }))!;
    expect(preview).toContain('<main>draw #2</main>');
    expect(asked).toEqual(['/api/article/get/alias/draft']);
    // The draft's data drew the page, but is not written for a browser to hydrate from …
    expect(preview).not.toContain('id="first-paint"');
    // … and what visitors get is still the page drawn from the published data.
    expect(await pages.page(index, '/insights/draft')).toBe(visitors);
    expect(visitors).toContain('/api/article/get/alias/draft');
    expect(visitors).not.toContain('the draft at');
  });

  it('keeps a page drawn from data for a while only, and each address of it apart', async () => {
    await release(deployNews('1.0.0', `let n = 0; exports.default = () => 'draw #' + (++n);`));
    const pages = rendererWith();
    const first = await pages.page(index, '/news');
    expect(await pages.page(index, '/news')).toBe(first);
    expect(await pages.page(index, '/news?page=2')).toContain('draw #2');
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + dataPageTtlMs + 1);
    try {
      expect(await pages.page(index, '/news')).toContain('draw #3');
    } finally {
      jest.restoreAllMocks();
    }
  });

  it.each([
    ['is missing from its version folder', undefined],
    ['throws as it loads', `throw new Error('broken release');`],
    ['throws as it renders', `exports.default = () => { throw new Error('broken page'); };`],
    ['asks for a module the site server does not provide', `require('left-pad'); exports.default = () => 'never';`],
    ['exports no page', `exports.page = () => 'wrong export';`],
  ])('leaves the slot to the browser when the server build %s, and says so once per version', async (_case, source) => {
    await release(deployNews('2.0.0', source));
    const pages = rendererWith();
    expect(await pages.page(index, '/news', { cache: false })).toContain('<main>loading /news</main>');
    expect(await pages.page(index, '/insights/an-article', { cache: false })).toContain('<main>loading /insights/an-article</main>');
    expect(warnings.filter((w) => w.includes('news')).length).toBe(source === undefined ? 0 : 1);
  });

  it(`leaves the slot to the browser when the remote takes longer than ${renderBudgetMs} ms`, async () => {
    await release(deployNews('1.0.0', `${page('news')} exports.loadData = () => new Promise((resolve) => setTimeout(() => resolve({}), 3000));`));
    const pages = rendererWith();
    await pages.warm();
    const started = Date.now();
    expect(await pages.page(index, '/news')).toContain('<main>loading /news</main>');
    expect(Date.now() - started).toBeLessThan(2 * renderBudgetMs + 300);
  });

  it('mounts the routes the deployed version names in its routes.json, and the spec’s where it names none or nonsense', async () => {
    const plain = deployNews('1.0.0', page('news'));
    const archive = deployNews('1.1.0', page('news with an archive'), {
      [remoteRoutesFile]: JSON.stringify([...defaultRemoteRoutes.news, { path: '/news/archive', title: 'Archive' }]),
    });
    const nonsense = deployNews('1.2.0', page('news'), { [remoteRoutesFile]: JSON.stringify([{ path: 'no slash', title: '' }]) });
    const pages = rendererWith();
    await release(plain);
    expect((await pages.routes()).news).toEqual(defaultRemoteRoutes.news);
    await release(archive);
    expect((await pages.routes()).news.map((r) => r.path)).toContain('/news/archive');
    expect(await pages.page(index, '/news/archive')).toContain('<main>news with an archive drawn with the shell’s React</main>');
    await release(nonsense);
    expect((await pages.routes()).news).toEqual(defaultRemoteRoutes.news);
    expect(warnings).toEqual([expect.stringContaining('routes.json is not valid')]);
  });

  it('draws only versions whose files are in its own folder', async () => {
    deployNews('1.0.0', page('news'));
    // Released (in the database) but not in this instance's store: the page is left to the browser.
    await release('1.0.0-00000000');
    expect(await rendererWith().page(index, '/news')).toContain('<main>loading /news</main>');
  });

  it('refuses a registry entry that climbs out of the remote’s folders, even to a real release', async () => {
    // A release of news placed where `..` would lead: /remotes/news/.. is /remotes, whose server/page.js this is.
    mkdirSync(path.join(deployDir, 'remotes/server'), { recursive: true });
    writeFileSync(path.join(deployDir, 'remotes', remoteServerFile), page('climbed'));
    writeFileSync(path.join(deployDir, 'remotes/mf-manifest.json'), '{}');
    // The release commands name no such version; a row written into the database by other means may.
    await database.db.insertInto('release_registry').values({ remote: 'news', version: '..', updated_at: new Date().toISOString() }).execute();
    await recordRelease(database.db, { actor: 'someone', remote: 'news', action: 'release', version: '..' });
    const html = await rendererWith().page(index, '/news');
    expect(html).toContain('<main>loading /news</main>');
    expect(html).not.toContain('climbed');
  });

  it('runs a server build only while its folder is the release its name hashes: a changed file is refused', async () => {
    const version = deployNews('1.0.0', page('as released'));
    await release(version);
    expect(await rendererWith().page(index, '/news')).toContain('as released');
    // Someone with write access swaps the server build in place (or a copy went half-way).
    writeFileSync(path.join(deployDir, 'remotes/news', version, remoteServerFile), page('tampered'));
    const html = await rendererWith().page(index, '/news');
    expect(html).toContain('<main>loading /news</main>');
    expect(html).not.toContain('tampered');
    expect(warnings).toEqual([expect.stringContaining('server build failed')]);
  });

  it('draws a canary’s cohort with the canary’s version and everyone else with the stable one, each kept apart', async () => {
    const stable = deployNews('1.0.0', page('stable news'));
    const canary = deployNews('1.1.0', page('canary news'));
    await release(stable);
    await addVersion(database.db, 'news', canary);
    await startCanary(database.db, 'news', canary, 10);
    const pages = rendererWith();
    const inCohort = await pages.pickVersions(() => 0.05);
    const outside = await pages.pickVersions(() => 0.5);
    expect(inCohort.entries.news).toBe(`/remotes/news/${canary}/mf-manifest.json`);
    expect(inCohort.canaries).toEqual(['news']);
    expect(outside.entries.news).toBe(`/remotes/news/${stable}/mf-manifest.json`);
    expect(outside.canaries).toEqual([]);
    expect(await pages.page(index, '/news', { versions: inCohort })).toContain('canary news');
    expect(await pages.page(index, '/news', { versions: outside })).toContain('stable news');
    expect(await pages.page(index, '/news', { versions: inCohort })).toContain('canary news');
    // Ending the canary sends every visit to the stable version at the next request.
    await endCanary(database.db, 'news');
    expect((await pages.pickVersions(() => 0)).entries.news).toBe(`/remotes/news/${stable}/mf-manifest.json`);
  });

  it('puts the list of the page’s scripts in the head, for the start script to find at the first frame, and the rest of its data after the page', async () => {
    await release(deployNews('1.0.0', page('news')));
    const pages = rendererWith();
    const versions = await pages.pickVersions();
    const head = await pages.pageData(versions, '/news');
    const html = (await pages.page(index, '/news', { versions, head }))!;
    const [inHead, afterHead] = html.split('</head>');
    expect(pageScriptsIn(inHead)).toEqual(pageScriptsIn(head));
    expect(afterHead).not.toContain(`id="${pageScriptsElementId}"`);
    // The data the shell reads as it starts stays after the page's HTML, once each.
    expect(inHead).not.toContain('id="remote-versions"');
    expect(afterHead.split('id="remote-versions"')).toHaveLength(2);
    expect(afterHead.indexOf('</div>')).toBeLessThan(afterHead.indexOf('id="remote-versions"'));
  });

  it('writes the version set, the routes and preloads of the remote’s first files into every page’s data', async () => {
    const manifest = JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './Page', assets: { js: { sync: ['__federation_expose_Page.1a2b3c4d.js'], async: ['later.js'] } } }],
    });
    const version = deployNews('1.0.0', page('news'), { 'mf-manifest.json': manifest });
    await release(version);
    const pages = rendererWith();
    const versions = await pages.pickVersions();
    const data = await pages.pageData(versions, '/news');
    expect(data).toContain(
      `<script type="application/json" id="remote-versions">${JSON.stringify({ news: `/remotes/news/${version}/mf-manifest.json` })}</script>`,
    );
    expect(data).toContain('<script type="application/json" id="remote-routes">');
    // For the start script to preload: the remote's manifest, its entry and its page's own chunks.
    expect(pageScriptsIn(data)).toEqual({
      script: [`/remotes/news/${version}/remoteEntry.js`, `/remotes/news/${version}/__federation_expose_Page.1a2b3c4d.js`],
      fetch: [`/remotes/news/${version}/mf-manifest.json`],
    });
    expect(data).not.toContain('later.js');
    expect(data).not.toContain('rel="preload"');
    // Its own remote's hashes are named even though this release recorded none, so the shell need not ask for them.
    expect(data).toContain(
      `<script type="application/json" id="remote-integrity">${JSON.stringify({ [`/remotes/news/${version}/mf-manifest.json`]: {} })}</script>`,
    );
    expect(await pages.pageData(versions, '/about')).toContain('<script type="application/json" id="remote-integrity">{}</script>');
    // A page of the shell's own preloads no remote.
    expect(pageScriptsIn(await pages.pageData(versions, '/about'))).toEqual({ script: [], fetch: [] });
  });

  it('names every script a page runs on: the shell’s start and page chunk, its federation runtime on a remote’s page, the remote’s page and route chunks, the shell’s copies of what it shares', async () => {
    // The shell's build: its entry, its start, a page's chunk group, and the shared modules it provides.
    deploy(`${shellWithRemotes}; exports.pageChunks = (pathname) => (pathname === '/about' ? ['page-organisation'] : [])`);
    mkdirSync(path.join(deployDir, 'shell'), { recursive: true });
    const shellPlan = {
      groups: {
        main: { files: ['main.js'], shares: [] },
        bootstrap: { files: ['bootstrap.1.js', '688.1.js'], shares: ['react'] },
        'page-organisation': { files: ['page-organisation.1.js'], shares: [] },
        'web-vitals': { files: ['web-vitals.1.js'], shares: [] },
        federation: { files: ['federation.1.js'], shares: [] },
      },
      provides: { react: ['303.1.js'], 'react-hot-toast': ['784.1.js'], axios: ['../../etc/passwd.js'] },
    };
    writeFileSync(path.join(deployDir, 'shell/load-plan.json'), JSON.stringify(shellPlan));
    const manifest = JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './Page', assets: { js: { sync: ['__federation_expose_Page.1.js'], async: ['news-listing.1.js', 'news-article.1.js'] } } }],
    });
    const newsPlan = {
      groups: {
        __federation_expose_Page: { files: ['__federation_expose_Page.1.js'], shares: ['react', 'react-hot-toast'] },
        'news-listing': { files: ['93.1.js', 'news-listing.1.js'], shares: ['axios'] },
        'news-article': { files: ['93.1.js', 'news-article.1.js'], shares: [] },
      },
      provides: { react: ['430.1.js'] },
    };
    const routeChunks = { routes: [{ prefix: '/insights/', chunk: 'news-article' }], fallback: 'news-listing' };
    const version = deployNews('1.0.0', page('news'), {
      'mf-manifest.json': manifest,
      'load-plan.json': JSON.stringify(newsPlan),
      'route-chunks.json': JSON.stringify(routeChunks),
    });
    await release(version);
    const pages = rendererWith();
    const versions = await pages.pickVersions();
    const scripts = async (pathname: string) => pageScriptsIn(await pages.pageData(versions, pathname)).script;
    // Not main.js: the start script runs it.
    const start = ['/bootstrap.1.js', '/688.1.js', '/303.1.js'];
    // A group's own files first, then those of the shared modules it asks for.
    expect(await scripts('/about')).toEqual(['/bootstrap.1.js', '/688.1.js', '/page-organisation.1.js', '/303.1.js']);
    expect(await scripts('/sorry')).toEqual(start);
    const remote = `/remotes/news/${version}`;
    // The listing's chunks at /news, the article's at an article; the shell's federation runtime, and toasts
    // from the shell's copy; nothing else.
    const remotePage = (routeChunk: string) => [
      '/bootstrap.1.js',
      '/688.1.js',
      '/federation.1.js',
      '/303.1.js',
      '/784.1.js',
      `${remote}/remoteEntry.js`,
      `${remote}/__federation_expose_Page.1.js`,
      `${remote}/93.1.js`,
      `${remote}/${routeChunk}`,
    ];
    expect(await scripts('/news')).toEqual(remotePage('news-listing.1.js'));
    expect(await scripts('/insights/a')).toEqual(remotePage('news-article.1.js'));
  });

  it('never draws a release the browser would refuse: one built against another major of the shared package', async () => {
    deploy(`${shellWithRemotes}; exports.sharedVersion = '1.4.0'`);
    const manifest = (range: string) => JSON.stringify({ shared: [{ name: '@tenants/shared', requiredVersion: range }] });
    const two = deployNews('2.0.0', page('needs shared 2'), { 'mf-manifest.json': manifest('^2.0.0') });
    const one = deployNews('1.0.0', page('needs shared 1'), { 'mf-manifest.json': manifest('^1.2.0') });
    const pages = rendererWith();
    await release(two);
    const refused = await pages.page(index, '/news');
    expect(refused).toContain('<main>loading /news</main>');
    expect(refused).not.toContain('needs shared 2');
    expect(warnings).toEqual([expect.stringContaining('server build failed')]);
    await release(one);
    expect(await pages.page(index, '/news')).toContain('needs shared 1');
  });

  it('sends a kept page without asking its remote again while the data version holds, and asks once it changes', async () => {
    await release(
      deployNews(
        '1.0.0',
        `${page('news')} exports.loadData = async (url, request) => ({ data: { list: await request({ method: 'GET', url: '/api/article/list' }) }, cacheKey: 'list' });`,
      ),
    );
    const asked: string[] = [];
    const counting: ApiRequest = async ({ url }) => (asked.push(url), { status: 200, body: '{}' });
    let version = 1;
    const pages = answeringHtml(
      serverRenderer({ deployDir, releases: releases(), config: defaultRuntimeConfig, log, request: counting, dataVersion: () => version }),
    );
    const first = await pages.page(index, '/news');
    expect(first).toContain('news drawn with');
    for (let i = 0; i < 5; i += 1) expect(await pages.page(index, '/news')).toBe(first);
    // Drawn once, asked once: the kept page cost no in-process API call.
    expect(asked).toEqual(['/api/article/list']);
    // A change anywhere in the data (a publish): the remote is asked again at the next request.
    version = 2;
    await pages.page(index, '/news');
    expect(asked).toEqual(['/api/article/list', '/api/article/list']);
  });

  it('keeps no page of a remote drawn in the browser, and keeps a remote’s page only for the query its route reads', async () => {
    const counting = `let n = 0; exports.default = () => 'draw #' + (++n);`;
    const news = deployNews('1.0.0', counting);
    // A staff release: routes, no server build (its pages are drawn in the browser).
    mkdirSync(path.join(deployDir, 'remotes/staff/1.0.0-0000'), { recursive: true });
    writeFileSync(path.join(deployDir, 'remotes/staff/1.0.0-0000/mf-manifest.json'), '{}');
    writeFileSync(path.join(deployDir, 'remotes/staff/1.0.0-0000', remoteRoutesFile), JSON.stringify([{ path: '/staff/members/:id', title: 'Member' }]));
    await release(news);
    await release('1.0.0-0000', 'staff');
    const pages = rendererWith();
    // The shell draws the frame of a remote with no server build each time: no `/staff/members/<id>` is kept.
    let frames = 0;
    const countFrames = { beforeRender: () => void (frames += 1) };
    expect(await pages.page(index, '/staff/members/a', countFrames)).toContain('<main>loading /staff/members/a</main>');
    expect(await pages.page(index, '/staff/members/a', countFrames)).toContain('<main>loading /staff/members/a</main>');
    expect(frames).toBe(2);
    // News's listing reads page, category and keyword: those addresses are kept, others drawn each time.
    expect(await pages.page(index, '/news?page=2')).toContain('draw #1');
    expect(await pages.page(index, '/news?page=2')).toContain('draw #1');
    expect(await pages.page(index, '/news?utm_source=x')).toContain('draw #2');
    expect(await pages.page(index, '/news?utm_source=x')).toContain('draw #3');
    // Each render not kept asks the budget first.
    let asked = 0;
    await pages.page(index, '/news?junk=1', { beforeRender: () => void (asked += 1) });
    await pages.page(index, '/news?page=2', { beforeRender: () => void (asked += 1) });
    expect(asked).toBe(1);
  });

  it('keeps no search: one page per keyword would fill the cache and push every other page out', async () => {
    const counting = `let n = 0; exports.default = () => 'draw #' + (++n);`;
    await release(deployNews('1.0.0', counting));
    const pages = rendererWith();
    expect(await pages.page(index, '/news?page=2')).toContain('draw #1');
    // 2,500 searches (more than the cache holds): each drawn for its request, none kept.
    for (let i = 0; i < 2500; i += 1) await pages.page(index, `/news?keyword=word${i}&page=1`);
    expect(await pages.page(index, '/news?keyword=word1')).toContain('draw #2502');
    // The listing kept before the flood is still kept.
    expect(await pages.page(index, '/news?page=2')).toContain('draw #1');
  });

  describe('the server contract: a remote’s status, head tags and cache key', () => {
    /** A news release whose loadData answers `answer` (JavaScript source) and whose page numbers its draws. */
    const counting = (answer: string) => `let n = 0; exports.default = () => 'draw #' + (++n); exports.loadData = async (url) => (${answer});`;
    const site = 'https://tenants.example';

    it('answers the remote’s 404 with the 404 page, drawn by the shell, never kept', async () => {
      await release(deployNews('1.0.0', counting(`url.pathname === '/insights/gone' ? { data: {}, status: 404 } : { data: {} }`)));
      const pages = rendererWith();
      const drawn = (await pages.drawn(index, '/insights/gone', { canonical: `${site}/insights/gone` }))!;
      expect(drawn.status).toBe(404);
      expect(drawn.html).toContain('<main>the 404 page</main>');
      expect(drawn.html).toContain('<title>Page Not Found</title>');
      // No canonical address for a page that is not there; the browser is told it is a 404 as it hydrates.
      expect(drawn.html).not.toContain('rel="canonical"');
      expect(JSON.parse(/id="first-paint">(.*?)<\/script>/.exec(drawn.html)![1])).toMatchObject({ status: 404 });
      let draws = 0;
      await pages.page(index, '/insights/gone', { beforeRender: () => void (draws += 1) });
      await pages.page(index, '/insights/gone', { beforeRender: () => void (draws += 1) });
      expect(draws).toBe(2);
      expect((await pages.drawn(index, '/insights/here'))!.status).toBe(200);
    });

    it('answers 503 with the remote’s own page (its "try again" message), never kept, when the remote could not load its data', async () => {
      await release(deployNews('1.0.0', counting(`url.pathname === '/news' ? { data: { unavailable: true }, status: 503, cacheKey: null } : { data: {} }`)));
      const pages = rendererWith();
      const drawn = (await pages.drawn(index, '/news', { canonical: `${site}/news` }))!;
      expect(drawn.status).toBe(503);
      expect(drawn.html).not.toContain('<main>the 404 page</main>');
      expect(drawn.html).toContain('draw #');
      let draws = 0;
      await pages.page(index, '/news', { beforeRender: () => void (draws += 1) });
      await pages.page(index, '/news', { beforeRender: () => void (draws += 1) });
      expect(draws).toBe(2);
    });

    it('reads a release’s bare data as before: kept by address, and the legacy not-found key a 404', async () => {
      await release(deployNews('0.9.0', counting(`url.pathname === '/insights/gone' ? { notFound: true } : { 'list:1': ['an answer'] }`)));
      const pages = rendererWith();
      const first = (await pages.drawn(index, '/news'))!;
      expect(first.status).toBe(200);
      expect(first.html).toContain('draw #1');
      expect(first.html).toContain('"data":{"list:1":["an answer"]}');
      expect(await pages.page(index, '/news')).toContain('draw #1');
      expect((await pages.drawn(index, '/insights/gone'))!.status).toBe(404);
    });

    it('writes the head tags as data: escaped, checked, a title that closes its element inert', async () => {
      const head = {
        title: '</title><script>alert(1)</script>',
        meta: [
          { name: 'description', content: 'Says "hi" & <b>bye</b>' },
          { property: 'og:title', content: "it's </title>" },
          { name: 'bad" onload="alert(1)', content: 'dropped' },
          { property: 'og:image', content: 42 },
        ],
        canonical: `${site}/insights/a?x="y"`,
        jsonLd: [{ '@type': 'Article', headline: '</script><script>alert(2)</script>' }, 'not an object'],
      };
      await release(deployNews('1.0.0', counting(JSON.stringify({ data: {}, head }))));
      const html = (await rendererWith().page(index, '/insights/a', { canonical: `${site}/insights/a`, head: '<meta name="site">' }))!;
      expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).not.toContain('<script>alert');
      expect(html).toContain('<meta name="description" content="Says &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;">');
      expect(html).toContain('<meta property="og:title" content="it&#39;s &lt;/title&gt;">');
      expect(html).not.toContain('dropped');
      expect(html).not.toContain('og:image');
      // The remote's canonical address replaces the site's.
      expect(html).toContain(`<link rel="canonical" href="${site}/insights/a?x=&quot;y&quot;">`);
      expect(html.match(/rel="canonical"/g)).toHaveLength(1);
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1];
      expect(ld).not.toContain('<');
      expect(JSON.parse(ld)).toEqual(head.jsonLd[0]);
      expect(html.match(/application\/ld\+json/g)).toHaveLength(1);
      // The site's own page data and preloads come after the page's HTML (its first-paint data first).
      expect(html).toContain('</script><meta name="site"><script defer src=/main.js></script></body>');
    });

    it('replaces the shell’s description, and keeps the site’s canonical address when the remote’s is not http(s)', async () => {
      const withDescription = index.replace('<title>', '<meta name=description content="The shell’s."><title>');
      await release(
        deployNews('1.0.0', counting(`{ data: {}, head: { meta: [{ name: 'description', content: 'The article’s.' }], canonical: 'javascript:alert(1)' } }`)),
      );
      const html = (await rendererWith().page(withDescription, '/insights/a', { canonical: `${site}/insights/a` }))!;
      expect(html).not.toContain('The shell’s.');
      expect(html.match(/name="?description"?/g)).toHaveLength(1);
      expect(html).not.toContain('javascript:');
      expect(html).toContain(`<link rel="canonical" href="${site}/insights/a">`);
    });

    it('keeps a page under the remote’s key: the same key is kept, a new key drawn again, null never kept', async () => {
      const key = { current: 'v1' as string | null };
      // The remote's build runs in the site server's realm (not the test's sandbox): the key is handed over there.
      const realm = runInThisContext('globalThis') as Record<string, unknown>;
      realm.newsKey = key;
      try {
        await release(deployNews('1.0.0', counting(`{ data: {}, cacheKey: globalThis.newsKey.current }`)));
        const pages = rendererWith();
        expect(await pages.page(index, '/news')).toContain('draw #1');
        expect(await pages.page(index, '/news')).toContain('draw #1');
        // A publish: the remote's key changes, the page is drawn again at the next request.
        key.current = 'v2';
        expect(await pages.page(index, '/news')).toContain('draw #2');
        expect(await pages.page(index, '/news')).toContain('draw #2');
        key.current = null;
        expect(await pages.page(index, '/news')).toContain('draw #3');
        expect(await pages.page(index, '/news')).toContain('draw #4');
      } finally {
        delete realm.newsKey;
      }
    });

    it.each([
      [0, [1, 2, 3]],
      [50_000, [1, 1, 2]],
      [undefined, [1, 2, 3]],
    ])('keeps a page for cacheForMs (%s) at most, the short default when absent', async (cacheForMs, draws) => {
      await release(deployNews('1.0.0', counting(JSON.stringify({ data: {}, cacheKey: 'k', ...(cacheForMs === undefined ? {} : { cacheForMs }) }))));
      const pages = rendererWith();
      const now = Date.now();
      const seen: string[] = [];
      try {
        for (const later of [0, dataPageTtlMs + 1, 50_001]) {
          jest.spyOn(Date, 'now').mockReturnValue(now + later);
          seen.push(/draw #\d+/.exec((await pages.page(index, '/news'))!)![0]);
        }
      } finally {
        jest.restoreAllMocks();
      }
      expect(seen).toEqual(draws.map((n) => `draw #${n}`));
    });
  });
});
