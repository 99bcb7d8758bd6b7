// Measures what a visitor downloads: each remote's entry size, and the JavaScript fetched by a real
// Chromium for the first load of each route (gzip sizes computed from the bodies). Run against a site
// served by `npm start`:  node bench/bundle-sizes.mjs [http://localhost:3000]
/* global window, document, performance, MutationObserver -- the functions given to page.addInitScript and page.evaluate run in the browser */
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromePath, chromeFlags } from './lib/chromium.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');

const base = process.argv[2] || 'http://localhost:3000';
const list = await (await fetch(`${base}/api/article/list`)).json();
// The issue's routes, an article (the newest) among them, and the service pages with the most text (property's).
const routes = [
  '/',
  '/about',
  '/advice-support',
  '/property/services',
  '/property/lease-renewals',
  '/news',
  `/insights/${list.payload.articles[0].alias}`,
  '/enquiry',
  '/donation',
  '/login',
];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
// The budgets (README, docs/benchmarks.md): a content page's first load (all of it, gzip) ≤ 110 kB, since
// react-router runs in the browser as well as on the server (0017); a remote route adds ≤ 40 kB to /about's.
const contentBudget = 110 * 1024;
const remoteBudget = 40 * 1024;
const contentRoutes = new Set(['/', '/about', '/advice-support', '/property/services', '/property/lease-renewals']);

const registry = await (await fetch(`${base}/remotes.json`)).json();
console.log('Remote entries (remoteEntry.js)');
console.log('| remote | version | raw | gzip |\n|---|---|---|---|');
for (const [name, manifest] of Object.entries(registry)) {
  const url = new URL(manifest.replace('mf-manifest.json', 'remoteEntry.js'), base);
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  console.log(`| ${name} | ${manifest.split('/')[3]} | ${kb(body.length)} | ${kb(gzipSync(body).length)} |`);
}

const browser = await chromium.launch({
  executablePath: chromePath,
  args: chromeFlags,
});
console.log('\nJavaScript downloaded on a first visit (cold cache): all of it, and what was asked for before the page was live');
console.log('| route | files | raw | gzip | before live: files | gzip | budget |\n|---|---|---|---|---|---|---|');
const firstLoad = {};
for (const route of routes) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), body }),
        () => ({ url: response.url(), body: Buffer.alloc(0) }),
      ),
    );
  });
  // When the page went live (`<html data-live>`, set by the shell), by the page's clock, to compare with when
  // each script was asked for.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute('data-live') && !window.__liveAt) window.__liveAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-live'] });
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  const { liveAt, asked } = await page.evaluate(() => ({
    liveAt: window.__liveAt ?? Infinity,
    asked: Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
  }));
  const all = await Promise.all(bodies);
  const raw = all.reduce((n, b) => n + b.body.length, 0);
  const gz = all.reduce((n, b) => n + gzipSync(b.body).length, 0);
  const early = all.filter((b) => (asked[b.url] ?? 0) < liveAt);
  const earlyGz = early.reduce((n, b) => n + gzipSync(b.body).length, 0);
  firstLoad[route] = gz;
  const budget = contentRoutes.has(route) ? contentBudget : firstLoad['/about'] + remoteBudget;
  const verdict = `${gz <= budget ? 'within' : 'OVER'} ${kb(budget)}${contentRoutes.has(route) ? '' : ' (/about + 40)'}`;
  console.log(
    `| ${route.length > 40 ? `${route.slice(0, 40)}…` : route} | ${all.length} | ${kb(raw)} | ${kb(gz)} | ${early.length} | ${kb(earlyGz)} | ${verdict} |`,
  );
  await context.close();
}
await browser.close();
