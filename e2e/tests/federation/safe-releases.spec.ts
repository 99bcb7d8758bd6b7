import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { canaryOfRemote, historyOf, newsVariant, registry, rollbackRemote, startCanaryOf, versionOf } from '../../fixtures/deploy';
import { Site } from '../../pages/site';

// Safe releases (docs/architecture.md, Release and rollback): a page hydrates and navigates with the versions
// that drew it; a canary reaches a share of visits, browsers report, and a canary that breaks is rolled back
// by the site itself.

test.describe.configure({ mode: 'serial' });

/** The version set a page carries (remote → manifest URL). */
const versionsIn = async (page: Page) => JSON.parse((await page.locator('script#remote-versions').textContent())!) as Record<string, string>;
const versionsInHtml = (html: string) =>
  JSON.parse(/<script type="application\/json" id="remote-versions">(.*?)<\/script>/.exec(html)![1]) as Record<string, string>;

/** Every /remotes/news/<version>/ the page fetched. */
function newsFolders(page: Page) {
  const folders = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/news\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match) folders.add(match[1]);
  });
  return folders;
}

/** Console errors, page errors and CSP violations while the page runs. */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('a release between the HTML and its scripts: the page hydrates on the version that drew it', async ({ page }) => {
  const drawn = versionOf(registry().news);
  const folders = newsFolders(page);
  const problems = problemsOf(page);
  // The shell's script is held until a release has happened: the window a visitor on a slow phone has.
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  const opened = page.goto('/news');
  await expect(page.locator('h1')).toHaveText('News');
  const next = newsVariant(drawn, 'next', (_file, text) => text);
  rollbackRemote('news', next);
  try {
    expect(versionOf(registry().news)).toBe(next);
    letGo();
    await opened;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await new Site(page).remoteReady('news');
    expect((await versionsIn(page)).news).toContain(drawn);
    expect([...folders]).toEqual([drawn]);
    expect(problems).toEqual([]);
  } finally {
    rollbackRemote('news', drawn);
  }
});

/**
 * A proxy to the e2e site that sends a page's HTML up to the data after its root, then holds the rest until
 * `release` is called: a slow connection, where the page paints and asks for its scripts before it has
 * arrived whole.
 */
async function slowTailProxy(target: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host, 'accept-encoding': 'identity' } },
      (answer) => {
        const isPage = (answer.headers['content-type'] ?? '').includes('text/html');
        const headers = { ...answer.headers };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        if (!isPage) return void answer.pipe(res);
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const cut = html.indexOf('<script type="application/json" id="first-paint"');
          res.write(html.slice(0, cut));
          void released.then(() => res.end(html.slice(cut)));
        });
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, release, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('a page whose end arrives after its scripts: it hydrates from its own data and versions, once', async ({ page, baseURL }) => {
  const drawn = versionOf(registry().news);
  const folders = newsFolders(page);
  const problems = problemsOf(page);
  const proxy = await slowTailProxy(baseURL!);
  try {
    await page.goto(`${proxy.url}/news`, { waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText('News');
    // The start script asks for the shell's entry once the page is painted, its end still on the way; the
    // shell then waits for the rest of the page before it reads its data and hydrates.
    await expect.poll(() => proxy.seen.some((url) => url.startsWith('/main.js'))).toBe(true);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    proxy.release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await new Site(page).remoteReady('news');
    // Its own config and version set, read from the page, not asked for again; and no part drawn twice.
    expect(proxy.seen.filter((url) => url.startsWith('/config.json'))).toEqual([]);
    expect([...folders]).toEqual([drawn]);
    expect(problems).toEqual([]);
  } finally {
    proxy.release();
    await proxy.close();
  }
});

test('a visit keeps its versions across in-app navigation; a full page load takes the new ones', async ({ page }) => {
  const drawn = versionOf(registry().news);
  const folders = newsFolders(page);
  const site = new Site(page);
  await site.open('/about');
  expect((await versionsIn(page)).news).toContain(drawn);
  // News is released while the visitor reads About.
  const next = newsVariant(drawn, 'later', (_file, text) => text);
  rollbackRemote('news', next);
  try {
    await site.header().getByRole('link', { name: 'News', exact: true }).first().click();
    await expect(site.heading()).toHaveText('News');
    await site.remoteReady('news');
    expect([...folders]).toEqual([drawn]);
    // The next full page load is a new visit: the new version.
    await site.open('/news');
    expect((await versionsIn(page)).news).toContain(next);
  } finally {
    rollbackRemote('news', drawn);
  }
});

test('a news canary whose browser code throws is rolled back within 60 s; later visitors get the stable version', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stable = versionOf(registry().news);
  // The canary's page code throws once it has loaded (its page still draws): what a bad release looks like.
  const broken = newsVariant(stable, 'throws', (file, text) =>
    file.startsWith('__federation_expose_Page') ? `${text}\n;setTimeout(function(){throw new Error('canary boom')},0);` : text,
  );
  startCanaryOf('news', broken, 50);
  const started = Date.now();
  let canaryVisits = 0;
  let stableVisits = 0;
  // Visitors come, one after another, until the site has rolled the canary back by itself.
  while (canaryOfRemote('news') && Date.now() - started < 60_000) {
    // Each visitor on a network of its own: the watch needs errors from several before it acts.
    const visitor = canaryVisits + stableVisits + 1;
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.${visitor}.20` } });
    const page = await context.newPage();
    await page.goto('/news');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    if ((await versionsIn(page)).news.includes(broken)) {
      canaryVisits += 1;
      // Its error is reported (with the page view) within a second.
      await page.waitForTimeout(1500);
    } else {
      stableVisits += 1;
    }
    await context.close();
  }
  const tookMs = Date.now() - started;
  expect(canaryOfRemote('news')).toBeUndefined();
  expect(tookMs).toBeLessThan(60_000);
  expect(canaryVisits).toBeGreaterThanOrEqual(3);
  test.info().annotations.push({ type: 'canary rolled back', description: `${tookMs} ms; ${canaryVisits} canary and ${stableVisits} stable visits` });
  expect(historyOf('news').at(-1)).toMatchObject({
    actor: 'release-watch',
    action: 'auto-rollback',
    version: broken,
    figures: { canaryPageViews: expect.any(Number) },
  });
  // Every later visitor gets the stable version.
  for (let i = 0; i < 8; i += 1) {
    const html = await (await request.get('/news')).text();
    expect(versionsInHtml(html).news).toContain(stable);
  }
  // The alert went to whoever watches releases.
  const mail = await (await request.get('/api/dev/outbox?format=json')).json();
  expect(JSON.stringify(mail)).toContain(`Canary rolled back: news ${broken}`);
});

test('telemetry takes reports only for a page load the site drew, and refuses junk, oversized reports and floods', async ({ request }) => {
  const versions = registry();
  // The page-load id the site server gave a page it drew (a Server-Timing entry beside the page).
  const served = await request.get('/news');
  const pageLoad = /^page-load;desc="([\w.-]+)"$/.exec(served.headers()['server-timing'] ?? '')?.[1];
  expect(pageLoad).toBeDefined();
  const good = { pageLoad, route: '/news', remote: 'news', versions, events: [{ type: 'pageview' }] };
  expect((await request.post('/api/telemetry', { data: good })).status()).toBe(200);
  // Without an id, or with one the site did not sign, a report is refused: no visitor makes up page loads.
  for (const forged of [
    { ...good, pageLoad: undefined },
    { ...good, pageLoad: `${pageLoad}x` },
  ]) {
    const res = await request.post('/api/telemetry', { data: forged });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ success: false });
  }
  // sendBeacon's way: JSON as text/plain.
  expect((await request.post('/api/telemetry', { headers: { 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify(good) })).status()).toBe(200);
  for (const junk of [
    'not json',
    JSON.stringify({ ...good, events: [{ type: 'keylogger', keys: 'hunter2' }] }),
    JSON.stringify({ ...good, route: '/news?email=jo@example.com' }),
  ]) {
    const res = await request.post('/api/telemetry', { headers: { 'content-type': 'text/plain' }, data: junk });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ success: false });
  }
  const huge = await request.post('/api/telemetry', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({ ...good, padding: 'x'.repeat(20_000) }),
  });
  expect(huge.status()).toBe(413);
  // A flood meets the page load's budget of reports and the limit (RATE_LIMIT_TELEMETRY, 600 a minute on this site).
  const statuses = await Promise.all(Array.from({ length: 620 }, () => request.post('/api/telemetry', { data: good }).then((res) => res.status())));
  expect(statuses).toContain(429);
  expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
});
