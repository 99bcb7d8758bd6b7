import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { findRepoRoot } from '../../src/repo-root';
import { pageScriptsElementId } from '../../src/site/start-script';
import { describeEachDatabase, type DatabaseSuite } from '../helper';

// The first-load JavaScript budgets, checked on every `npm test` from the build itself: each public route's
// page as the site server draws it names the scripts its start fetches before it is live (`#page-scripts`,
// decision 0012) besides the shell's entry; their gzip sizes, read from the `.gz` files the deploy wrote,
// must stay within the route's budget. Timings stay in bench/; this is the size that sets them.

jest.setTimeout(120_000);

const kB = 1024;
/**
 * Content pages (the shell alone) and the routes a remote draws; the staff area is excluded. The issue's
 * targets: content pages ≤ 95 kB (93.2 kB on 2026-11-29), remote routes ≤ 120 kB (109.1–114.1 kB once the
 * shell ran the containers on its own federation runtime: 134.6 kB at most before). Lower them as pages
 * shrink, never raise them.
 */
const budgets = { content: 95 * kB, remote: 120 * kB };
const contentRoutes = ['/', '/about', '/advice-support', '/specific-advice', '/lobbying', '/community', '/property/services', '/property/lease-renewals'];
const remoteRoutes = ['/news', '/newsletters', '/events', '/offers', '/enquiry', '/donation', '/login', '/sign-up', '/forgot-password'];

const deployDir = path.join(findRepoRoot(), 'deploy');
if (!existsSync(path.join(deployDir, 'shell', 'index.html'))) {
  throw new Error(`No built site in ${deployDir}: build it first (npm test and npm start do, or: node scripts/build.mjs).`);
}

/** A deployed file by its URL path (`/main.js`, `/remotes/news/<version>/x.js`). */
function deployedFile(url: string): string {
  const pathname = new URL(url, 'http://site').pathname;
  return pathname.startsWith('/remotes/') ? path.join(deployDir, pathname) : path.join(deployDir, 'shell', pathname);
}

/** The gzip size of a deployed file by its URL path. */
function gzipSize(url: string): number {
  const file = deployedFile(url);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The scripts a route's page fetches before it is live: the shell's entry and what the page names. */
async function firstLoad(suite: DatabaseSuite, route: string): Promise<Array<{ file: string; bytes: number }>> {
  const res = await suite.app.inject({ method: 'GET', url: route });
  expect(res.statusCode).toBe(200);
  const json = new RegExp(`<script type="application/json" id="${pageScriptsElementId}">(.*?)</script>`).exec(res.body)?.[1];
  const named = (JSON.parse(json ?? '{"script":[]}') as { script: string[] }).script;
  return ['/main.js', ...named].map((file) => ({ file, bytes: gzipSize(file) })).sort((a, b) => b.bytes - a.bytes);
}

const shown = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`;

describeEachDatabase(
  'first-load JavaScript within its budget',
  (suite) => {
    it.each([...contentRoutes.map((route) => [route, 'content'] as const), ...remoteRoutes.map((route) => [route, 'remote'] as const)])(
      '%s (%s page)',
      async (route, kind) => {
        const files = await firstLoad(suite, route);
        const total = files.reduce((sum, f) => sum + f.bytes, 0);
        const budget = budgets[kind];
        // Over budget: the message names the route, its total and its files, largest first (the one that grew).
        const report = `${route}: ${shown(total)} gzip against ${shown(budget)}; ${files.map((f) => `${f.file} ${shown(f.bytes)}`).join(', ')}`;
        expect({ within: total <= budget, report }).toEqual({ within: true, report });
      },
    );

    // V8's explicit compile hint, first in each file (shared/src/mf/webpack-app.cjs, decision 0024): without it
    // a phone compiles each function on the main thread as it is first called, between first paint and live.
    it.each([...contentRoutes, ...remoteRoutes])('%s: every script it fetches before live is compiled as it arrives', async (route) => {
      const files = await firstLoad(suite, route);
      const unhinted = files.filter((f) => !readFileSync(deployedFile(f.file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'));
      expect(unhinted.map((f) => f.file)).toEqual([]);
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deployDir, TELEMETRY_SAMPLE_RATE: '0', RATE_LIMIT_PAGE_RENDER: '10000' } },
);
