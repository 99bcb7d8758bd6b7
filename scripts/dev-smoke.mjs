// The development loop, tried as a new team member would: the site server plus the shell's and every
// remote's webpack dev server (as `pnpm dev` starts them) on free ports, each compiled with no error and no
// warning; then /news and /enquiry loaded through the dev shell in Chromium, with no error overlay and the
// remote's page showing. Then hot updates: a text edited in a news component shows in the composed page
// and in the news remote's standalone harness, and a text edited in a shell component shows in the composed
// page, each without a reload and with what was typed into the page kept (React Fast Refresh); putting the
// files back hot-updates them back. The edited files are always put back, also on failure or Ctrl-C.
// Stops everything it started. Needs the production build (api/dist, deploy/) for the site server.
// Exit 0 on success.
//   node scripts/dev-smoke.mjs   (CHROME_PATH picks the browser; /usr/bin/chromium by default)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { apps, remotes } from './lib/apps.mjs';
import { freeBase, start, stopAll, waitFor } from './lib/dev-processes.mjs';
import { pnpmCommand, repoRoot } from './lib/run.mjs';
import { editSource, undoEdit, undoEdits } from './lib/source-edits.mjs';

const compileTimeoutMs = 240_000;
/** From saving a file to the page showing it: the dev server's rebuild plus the hot update. */
const hotUpdateTimeoutMs = 60_000;
const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test');
/** The browser and flags the e2e suite and the benches use too. */
const chromiumSettings = createRequire(import.meta.url)('./lib/chromium.json');

let scratchDir;
process.on('exit', undoEdits);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    undoEdits();
    stopAll();
    if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
    process.exit(1);
  });
}

const base = await freeBase();
const apiPort = base + 1 + remotes.length;
const dir = mkdtempSync(path.join(os.tmpdir(), 'tenants-dev-smoke-'));
scratchDir = dir;
const problems = [];
const consoleErrors = [];
let browser;
try {
  const apiEnv = {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SQLITE_FILE: path.join(dir, 'dev.sqlite'),
    DATABASE_URL: '',
    DEPLOY_DIR: path.join(repoRoot, 'deploy'),
    VALIDATION_DNS: '0',
    LOG_LEVEL: 'warn',
  };
  for (const command of ['migrate', 'seed']) {
    const result = spawnSync(process.execPath, ['api/dist/cli.js', command], { cwd: repoRoot, env: { ...process.env, ...apiEnv }, stdio: 'ignore' });
    if (result.status !== 0) throw new Error(`api ${command} failed`);
  }
  start('site server', process.execPath, ['api/dist/main.js'], apiEnv);

  const devEnv = { DEV_PORT_BASE: String(base), DEV_API_ORIGIN: `http://127.0.0.1:${apiPort}`, SHELL_DEV_REMOTES: '1' };
  const { cmd, prefix } = pnpmCommand();
  const servers = ['shell', ...remotes].map((name) => start(name, cmd, [...prefix, '--filter', apps[name].pkg, 'dev'], devEnv));
  const started = Date.now();
  await waitFor('every dev server to compile', () => servers.every((s) => /compiled/.test(s.output) || s.child.exitCode !== null), compileTimeoutMs);
  console.log(`dev servers compiled in ${((Date.now() - started) / 1000).toFixed(1)} s (ports ${base}–${base + remotes.length})`);
  for (const server of servers) {
    const summary = server.output.match(/webpack [\d.]+ compiled.*$/m)?.[0] ?? `exited (${server.child.exitCode})`;
    console.log(`  ${server.label}: ${summary}`);
    if (!/compiled successfully/.test(summary) || /(ERROR|WARNING) in /.test(server.output)) {
      problems.push(
        `${server.label} did not compile cleanly:\n${server.output
          .split('\n')
          .filter((l) => /ERROR|WARNING|rror:/.test(l))
          .slice(0, 10)
          .join('\n')}`,
      );
    }
    server.checked = server.output.length;
  }

  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || chromiumSettings.path,
    args: ['--headless', ...chromiumSettings.flags],
  });
  // The HMR clients' messages, shown when a hot update does not arrive; their warnings mean a failed update.
  const hmrLog = [];
  /** A tab whose errors, failed requests, HMR warnings and websockets are recorded. */
  const openPage = async (label) => {
    const tab = await browser.newPage();
    tab.sockets = [];
    // The standalone harness has no icon: the browser's request for one is not the app's.
    const isIcon = (url) => new URL(url).pathname === '/favicon.ico';
    tab.on('console', (message) => {
      const text = message.text();
      if (/^\[(HMR|webpack-dev-server)\]/.test(text)) hmrLog.push(`${label}: ${text.split('\n')[0]}`);
      if (message.type() === 'error' && !isIcon(message.location().url || 'http://x/')) consoleErrors.push(`${label}: ${text}`);
      else if (message.type() === 'warning' && /^\[HMR\]/.test(text)) consoleErrors.push(`${label}: ${text}`);
    });
    tab.on('pageerror', (error) => consoleErrors.push(`${label}: ${error.message}`));
    tab.on(
      'response',
      (response) => response.status() >= 400 && !isIcon(response.url()) && consoleErrors.push(`${label}: ${response.status()} ${response.url()}`),
    );
    tab.on('websocket', (socket) => tab.sockets.push(socket.url()));
    return tab;
  };
  const page = await openPage('dev shell');
  for (const [route, heading] of [
    ['/news', 'News'],
    ['/enquiry', 'Make An Enquiry'],
    // A route only the remote's routes.json names: the dev page's route table mounts it.
    ['/staff', 'Please log in'],
  ]) {
    await page.goto(`http://localhost:${base}${route}`);
    try {
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
      console.log(`  ${route}: "${heading}" shown by the ${route.slice(1)} remote's dev server`);
    } catch {
      problems.push(`${route}: the heading "${heading}" did not show`);
    }
    if (await page.locator('#webpack-dev-server-client-overlay').count()) problems.push(`${route}: webpack's error overlay is showing`);
  }

  // Hot updates. The composed page runs two webpack runtimes here, the shell's and the news remote's
  // container, each with its own hot-update global and websocket to its own dev server; the news harness
  // runs the remote's own entry.
  const newsPort = base + 1 + remotes.indexOf('news');
  const [shellServer, newsServer] = [servers[0], servers[1 + remotes.indexOf('news')]];
  page.sockets.length = 0;
  await page.goto(`http://localhost:${base}/news`);
  await page.getByRole('heading', { level: 1, name: 'News' }).waitFor({ timeout: 30_000 });
  const harness = await openPage('news harness');
  await harness.goto(`http://localhost:${newsPort}/news`);
  await harness.getByRole('heading', { level: 1, name: 'News' }).waitFor({ timeout: 30_000 });
  const socketsOpen = (tab, ports) => ports.every((port) => tab.sockets.includes(`ws://localhost:${port}/ws`));
  await waitFor('the dev shell page to open websockets to the shell and news dev servers', () => socketsOpen(page, [base, newsPort]), 15_000);
  await waitFor('the news harness to open a websocket to its dev server', () => socketsOpen(harness, [newsPort]), 15_000);
  const hotGlobals = await page.evaluate(() => ['shell', 'news'].filter((name) => typeof globalThis[`webpackHotUpdate${name}`] !== 'function'));
  if (hotGlobals.length) throw new Error(`the dev shell page has no hot-update function for ${hotGlobals.join(', ')}`);

  // What a reload or a remount would lose: a flag on the window, text typed into inputs and the inputs' DOM
  // nodes. The news search box gets spaces, which it keeps to itself (a keyword would go to the URL).
  const newsletter = page.locator('.shell-newsletter__input');
  const kept = [
    { tab: page, where: 'dev shell', input: newsletter, typed: 'typed before the edits' },
    { tab: page, where: 'dev shell', input: page.locator('#news-search-input'), typed: '   ' },
    { tab: harness, where: 'news harness', input: harness.locator('#news-search-input'), typed: '   ' },
  ];
  for (const { tab, input, typed } of kept) {
    await input.fill(typed);
    await input.evaluate((element) => (element.devSmokeMark = 1));
    await tab.evaluate(() => (globalThis.devSmokeNoReload = 1));
  }
  const checkKept = async (after) => {
    const reloaded = new Set();
    for (const { tab, where, input, typed } of kept) {
      if (reloaded.has(tab)) continue;
      if ((await tab.evaluate(() => globalThis.devSmokeNoReload)) !== 1) {
        reloaded.add(tab);
        problems.push(`${where}, ${after}: the page reloaded instead of a hot update`);
      } else if (!(await input.evaluate((element, text) => element.devSmokeMark === 1 && element.value === text, typed))) {
        problems.push(`${where}, ${after}: what was typed into ${await input.getAttribute('class')} was lost (the component was remounted)`);
      }
    }
  };

  const compiles = (server) => (server.output.match(/webpack [\d.]+ compiled/g) ?? []).length;
  /** Saves (or undoes) an edit, then waits for the dev server to rebuild and for each expected sight. */
  const hotUpdate = async (what, server, change, sights) => {
    const before = compiles(server);
    const from = Date.now();
    change();
    try {
      await waitFor(`the ${server.label} dev server to rebuild`, () => compiles(server) > before, hotUpdateTimeoutMs);
      for (const [where, locator] of sights) {
        await locator.waitFor({ timeout: Math.max(1, hotUpdateTimeoutMs - (Date.now() - from)) }).catch(() => {
          throw new Error(`${where}: ${what} did not show within ${hotUpdateTimeoutMs / 1000} s`);
        });
      }
    } catch (error) {
      throw new Error(
        `${error.message}\n  last HMR messages:\n    ${hmrLog.slice(-8).join('\n    ')}\n  ${server.label} dev server:\n    ${server.output.trim().split('\n').slice(-5).join('\n    ')}`,
      );
    }
    await checkKept(what);
    console.log(`  hot update: ${what} shown in ${sights.map(([where]) => where).join(' and ')} in ${((Date.now() - from) / 1000).toFixed(1)} s`);
  };

  const stamp = Date.now().toString(36);
  const shellFile = 'shell/src/layout/footer/newsletter-form.tsx';
  const shellText = ['placeholder="Enter your email address"', `placeholder="Enter your email address (edited ${stamp})"`];
  const newsFile = 'remotes/news/src/features/listing/components/news-listing.tsx';
  const newsText = ['Updates, hot topics and practical insights', `Updates (edited ${stamp}), hot topics and practical insights`];
  const placeholder = (tab, text) => tab.locator(`.shell-newsletter__input[${text}]`);
  await hotUpdate('the shell component edit', shellServer, () => editSource(shellFile, ...shellText), [['the dev shell', placeholder(page, shellText[1])]]);
  // The shell's edited component must stay edited while the news container refreshes its own (one React
  // Refresh runtime for the page), and the other way round.
  await hotUpdate('the news component edit', newsServer, () => editSource(newsFile, ...newsText), [
    ['the dev shell', page.getByText(newsText[1])],
    ['the news harness', harness.getByText(newsText[1])],
    ['the dev shell (shell edit kept)', placeholder(page, shellText[1])],
  ]);
  await hotUpdate('the news file put back', newsServer, () => undoEdit(path.join(repoRoot, newsFile)), [
    ['the dev shell', page.getByText(newsText[0])],
    ['the news harness', harness.getByText(newsText[0])],
  ]);
  await hotUpdate('the shell file put back', shellServer, () => undoEdit(path.join(repoRoot, shellFile)), [
    ['the dev shell', placeholder(page, shellText[0])],
    ['the dev shell (news text kept)', page.getByText(newsText[0])],
  ]);
  for (const [where, tab] of [
    ['dev shell', page],
    ['news harness', harness],
  ]) {
    if (await tab.locator('#webpack-dev-server-client-overlay').count()) problems.push(`${where}: webpack's error overlay is showing after the hot updates`);
  }
  for (const server of servers) {
    const rebuilds = server.output.slice(server.checked);
    if (/(ERROR|WARNING) in /.test(rebuilds)) {
      problems.push(
        `${server.label} rebuilt with problems:\n${rebuilds
          .split('\n')
          .filter((l) => /ERROR|WARNING|rror:/.test(l))
          .slice(0, 10)
          .join('\n')}`,
      );
    }
  }
} catch (error) {
  problems.push(error.message);
} finally {
  undoEdits();
  await browser?.close();
  stopAll();
  rmSync(dir, { recursive: true, force: true });
}
if (consoleErrors.length) problems.push(`console errors:\n  ${consoleErrors.join('\n  ')}`);

if (problems.length) {
  console.error(`dev smoke test FAILED:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('dev smoke test passed');
process.exit(0);
