import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { cli } from '../../fixtures/staff';
import { historyOf, registry, rollbackRemote, versionOf } from '../../fixtures/deploy';
import { e2eBaseUrl, repoRoot } from '../../fixtures/env';
import { DonationForm } from '../../pages/donation-form';
import { Site } from '../../pages/site';

// Issue "Teams ship their remote alone": the payments team releases donation with a token scoped to it,
// through the release command alone (no database settings in its environment), with its files kept on its
// own origin (a second server on another port); the site draws /donation on the server and the browser
// hydrates it from the team's origin with nothing refused; the browser checks every file against the hashes
// recorded at release, so a byte changed on the team's host afterwards is refused and only donation's part
// of the page falls back.

test.describe.configure({ mode: 'serial' });

const teamRoot = path.join(os.tmpdir(), `tenants-team-donation-${process.pid}`);
const teamDist = path.join(teamRoot, 'donation', 'dist');
let team: Server;
let filesAt = '';
/** Donation's version before the team's release: put back after, for the specs that follow. */
let before = '';

/** The team's static host: its build as files, with the CORS a page on another origin needs for `integrity`. */
function startTeamHost(): Promise<Server> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = createServer((request, response) => {
    const file = path.join(teamDist, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(teamDist)) return void response.writeHead(404).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * The team's command, as its CI runs it: no database, no bucket, none of the site's settings. Run without
 * blocking this process, which is also the team's host the site fetches the release's files from.
 */
function release(...args: string[]): Promise<{ status: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['release-registry/bin/release.mjs', ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir() }, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** A release token made by the site's operator (the releases page does the same); gives its id and the token. */
function token(name: string, remote: string) {
  const printed = cli('release', 'token', 'create', '--remote', remote, '--name', name).trim().split('\n');
  return { id: /Release token (\S+)/.exec(printed.join('\n'))![1], token: printed.at(-1)! };
}

const publish = (secret: string, remote = 'donation') =>
  release('publish', '--site', e2eBaseUrl, '--token', secret, '--remote', remote, '--dist', teamDist, '--files-at', filesAt);

/** CSP violations, console errors and uncaught errors of a page. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`CSP ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.beforeAll(async () => {
  // A clean clone's build of donation, as the team has it: the build folder with package.json and routes.json beside it.
  rmSync(teamRoot, { recursive: true, force: true });
  mkdirSync(path.dirname(teamDist), { recursive: true });
  cpSync(path.join(repoRoot, 'remotes/donation/dist'), teamDist, { recursive: true, filter: (file) => !file.endsWith('.map') });
  for (const file of ['package.json', 'routes.json']) cpSync(path.join(repoRoot, 'remotes/donation', file), path.join(teamRoot, 'donation', file));
  // A first page makes the site read its release state (importing the deploy folder's on a fresh database).
  await fetch(`${e2eBaseUrl}/`);
  before = versionOf(registry().donation);
  team = await startTeamHost();
  filesAt = `http://127.0.0.1:${(team.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  if (before && versionOf(registry().donation) !== before) rollbackRemote('donation', before);
  await new Promise((resolve) => team?.close(resolve));
  rmSync(teamRoot, { recursive: true, force: true });
});

test('a news token is refused donation (403) and a revoked token is refused (401)', async () => {
  const news = token('Marketing agency', 'news');
  expect(await publish(news.token)).toEqual({ status: 1, out: expect.stringContaining('Refused (403): This release token may not release that remote.') });
  const revoked = token('Payments (old laptop)', 'donation');
  cli('release', 'token', 'revoke', revoked.id);
  expect(await publish(revoked.token)).toEqual({ status: 1, out: expect.stringContaining('Refused (401)') });
  expect(versionOf(registry().donation)).toBe(before);
});

test('donation released from its own origin with its token is drawn on the server and hydrates with nothing refused', async ({ page, request }) => {
  test.setTimeout(120_000);
  const payments = token('Payments team CI', 'donation');
  const published = await publish(payments.token);
  expect(published, published.out).toMatchObject({ status: 0 });
  const version = /donation (\S+):/.exec(published.out)![1];
  expect(historyOf('donation').at(-1)).toMatchObject({ action: 'release', actor: 'release-token:Payments team CI', version });
  expect((await release('list', '--site', e2eBaseUrl, '--token', payments.token, '--remote', 'donation')).out).toContain(`* ${version}`);

  // The server draws the form, and the page's CSP names the team's origin for scripts, styles and fetches.
  const html = await request.get('/donation');
  const csp = html.headers()['content-security-policy'];
  const origin = filesAt.replace(/\/$/, '');
  for (const directive of ['script-src', 'style-src', 'connect-src']) expect(csp).toMatch(new RegExp(`${directive} [^;]*${origin}`));
  expect(await html.text()).toContain('donation-card');

  const problems = await watchProblems(page);
  const fromTeam: string[] = [];
  page.on('response', (response) => response.url().startsWith(filesAt) && fromTeam.push(response.url()));
  const site = new Site(page);
  await site.open('/donation');
  await expect(site.heading()).toHaveText('Make A Donation');
  await site.remoteReady('donation');
  await new DonationForm(page).expectStep(1);
  expect(fromTeam.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);
  // Every script of the team's origin was loaded with its hash.
  const unhashed = await page.evaluate(
    (at) =>
      [...document.querySelectorAll('script[src]')].filter((s) => (s as HTMLScriptElement).src.startsWith(at) && !(s as HTMLScriptElement).integrity).length,
    filesAt,
  );
  expect(unhashed).toBe(0);
  expect(problems).toEqual([]);
});

test('uploaded to the site’s own store instead, the same version is preloaded and loaded with its hashes, with no warning', async ({ page, request }) => {
  test.setTimeout(120_000);
  const payments = token('Payments team CI', 'donation');
  const uploaded = await release('publish', '--site', e2eBaseUrl, '--token', payments.token, '--remote', 'donation', '--dist', teamDist);
  expect(uploaded, uploaded.out).toMatchObject({ status: 0 });
  const version = /donation (\S+):/.exec(uploaded.out)![1];
  expect(registry().donation).toBe(`/remotes/donation/${version}/mf-manifest.json`);
  // Nothing of the team's origin any more: the site's own policy.
  expect((await request.get('/donation')).headers()['content-security-policy']).not.toContain(filesAt.replace(/\/$/, ''));

  const problems = await watchProblems(page);
  page.on('console', (message) => message.type() === 'warning' && problems.push(message.text()));
  const site = new Site(page);
  await site.open('/donation');
  await site.remoteReady('donation');
  await new DonationForm(page).expectStep(1);
  const unhashed = await page.evaluate(
    (folder) =>
      [...document.querySelectorAll('script[src], link[rel=preload][as=script]')].filter(
        (e) => (e.getAttribute('src') ?? e.getAttribute('href'))!.includes(folder) && !(e as HTMLScriptElement).integrity,
      ).length,
    `/remotes/donation/${version}/`,
  );
  expect(unhashed).toBe(0);
  // Chrome says a preload went unused 3 s after the page loaded: none may.
  await page.waitForTimeout(3500);
  expect(problems).toEqual([]);

  // Back to the team's own host for the next test.
  expect(await publish(payments.token)).toMatchObject({ status: 0 });
});

test('a byte changed in a released chunk on the team’s host is refused: donation falls back, the rest of the page works, the watch hears of it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const chunk = readdirSync(teamDist).find((file) => file.startsWith('__federation_expose_Page') && file.endsWith('.js'))!;
  const bytes = readFileSync(path.join(teamDist, chunk));
  bytes[bytes.length - 1] = bytes[bytes.length - 1] === 0x0a ? 0x20 : 0x0a;
  writeFileSync(path.join(teamDist, chunk), bytes);

  const refused: string[] = [];
  page.on('console', (message) => message.type() === 'error' && /integrity/i.test(message.text()) && refused.push(message.text()));
  const report = page.waitForRequest(
    (r) => r.url().endsWith('/api/telemetry') && /load-failure/.test(r.postData() ?? '') && /donation/.test(r.postData() ?? ''),
  );
  const site = new Site(page);
  await page.goto('/donation');
  await expect(site.fallback('donation')).toBeVisible({ timeout: 30_000 });
  await expect(site.header()).toBeVisible();
  await expect(site.footer()).toBeVisible();
  expect(refused.join('\n')).toContain(chunk);
  await report;
  // The shell is untouched: its header leads on to another page.
  await site.header().getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(site.heading()).toBeVisible();
});
