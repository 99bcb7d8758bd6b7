// The development loop, tried as a new team member would: the site server plus the shell's and every
// remote's webpack dev server (as `pnpm dev` starts them) on free ports, each compiled with no error and no
// warning; then /news and /enquiry loaded through the dev shell in Chromium, with no error overlay and the
// remote's page showing. Stops everything it started. Needs the production build (api/dist, deploy/) for
// the site server. Exit 0 on success.
//   node scripts/dev-smoke.mjs   (CHROME_PATH picks the browser; /usr/bin/chromium by default)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apps, remotes } from './lib/apps.mjs';
import { pnpmCommand, repoRoot } from './lib/run.mjs';

const compileTimeoutMs = 240_000;
const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test');

const isFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A base port with the four after it free too (shell, then the remotes in dev-ports.cjs's order). */
async function freeBase() {
  for (let tries = 0; tries < 50; tries += 1) {
    const base = 20000 + Math.floor(Math.random() * 20000);
    const ports = [0, 1, 2, 3, 4, 5].map((i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error('no free ports for the dev servers');
}

const children = [];
function start(label, cmd, args, env) {
  // Its own process group, so stopping it stops webpack's workers too.
  const child = spawn(cmd, args, { cwd: repoRoot, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const record = { label, child, output: '' };
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (record.output += chunk));
  children.push(record);
  return record;
}
function stopAll() {
  for (const { child } of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

const waitFor = async (what, check, timeoutMs) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

const base = await freeBase();
const apiPort = base + 5;
const dir = mkdtempSync(path.join(os.tmpdir(), 'tenants-dev-smoke-'));
const problems = [];
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
  console.log(`dev servers compiled in ${((Date.now() - started) / 1000).toFixed(1)} s (ports ${base}–${base + 4})`);
  for (const server of servers) {
    const summary = server.output.match(/webpack [\d.]+ compiled.*$/m)?.[0] ?? `exited (${server.child.exitCode})`;
    console.log(`  ${server.label}: ${summary}`);
    if (!/compiled successfully/.test(summary) || /(ERROR|WARNING) in /.test(server.output)) {
      problems.push(`${server.label} did not compile cleanly:\n${server.output.split('\n').filter((l) => /ERROR|WARNING|rror:/.test(l)).slice(0, 10).join('\n')}`);
    }
  }

  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const consoleErrors = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('response', (response) => response.status() >= 400 && consoleErrors.push(`${response.status()} ${response.url()}`));
  for (const [route, heading] of [
    ['/news', 'News'],
    ['/enquiry', 'Make An Enquiry'],
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
  if (consoleErrors.length) problems.push(`console errors:\n  ${consoleErrors.join('\n  ')}`);
} catch (error) {
  problems.push(error.message);
} finally {
  await browser?.close();
  stopAll();
  rmSync(dir, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`dev smoke test FAILED:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('dev smoke test passed');
process.exit(0);
