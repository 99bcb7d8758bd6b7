import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { remoteRoutes, type RemoteName } from '@tenants/shared/routes';
import { e2eDeployDir, repoRoot } from '../../fixtures/env';
import { Site } from '../../pages/site';

const firstRoute = (name: RemoteName) => remoteRoutes[name][0].replace(':id', 'some-article');
const registry = () => JSON.parse(readFileSync(path.join(e2eDeployDir, 'remotes.json'), 'utf8')) as Record<string, string>;

for (const name of Object.keys(remoteRoutes) as RemoteName[]) {
  test(`${firstRoute(name)} loads the ${name} remote from its deployed version`, async ({ page }) => {
    const entry = page.waitForResponse((r) => r.url().includes(`/remotes/${name}/`) && r.url().endsWith('/remoteEntry.js'));
    const site = new Site(page);
    await site.open(firstRoute(name));
    expect((await entry).status()).toBe(200);
    await expect(site.heading()).toBeVisible();
    await expect(site.fallback(name)).toHaveCount(0);
  });
}

test('a remote whose files cannot be fetched shows the fallback; the rest of the site keeps working', async ({ page }) => {
  await page.route('**/remotes/news/**', (route) => route.abort());
  const site = new Site(page);
  await site.open('/news');
  await expect(site.fallback('news')).toBeVisible();
  await expect(site.header()).toBeVisible();
  await expect(site.footer()).toBeVisible();
  await site.header().getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(site.heading()).toBeVisible();
  // Another remote still loads.
  await page.goto('/login');
  await expect(site.heading()).toBeVisible();
  await expect(site.fallback('account')).toHaveCount(0);
  // Once the files come back, "Try again" loads the remote without a page reload.
  await page.goto('/news');
  await expect(site.fallback('news')).toBeVisible();
  await page.unroute('**/remotes/news/**');
  await site.fallback('news').getByRole('button', { name: 'Try again' }).click();
  await expect(site.fallback('news')).toHaveCount(0);
  await expect(site.heading()).toBeVisible();
});

test('deploying a new version of a remote changes what the running site serves, without rebuilding the shell', async ({ page, request }) => {
  test.setTimeout(180_000);
  const shellFiles = readdirSync(path.join(e2eDeployDir, 'shell')).sort();
  const before = registry().news;
  const release = `e2e-${Date.now()}`;
  execFileSync(process.execPath, ['scripts/deploy-remote.mjs', 'news', '--release', release, '--deploy-dir', e2eDeployDir], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const after = registry().news;
  expect(after).not.toBe(before);
  const manifest = await (await request.get(after)).json();
  expect(manifest.metaData.buildInfo.buildVersion).toBe(release);

  const entry = page.waitForResponse((r) => r.url().endsWith(after.replace('mf-manifest.json', 'remoteEntry.js')));
  const site = new Site(page);
  await site.open('/news');
  expect((await entry).status()).toBe(200);
  await expect(site.heading()).toBeVisible();
  expect(readdirSync(path.join(e2eDeployDir, 'shell')).sort()).toEqual(shellFiles);

  // Rolling back points the registry at the earlier version folder again.
  const previous = before.split('/')[3];
  execFileSync(process.execPath, ['scripts/rollback-remote.mjs', 'news', previous, '--deploy-dir', e2eDeployDir], { cwd: repoRoot });
  expect(registry().news).toBe(before);
  const rolledBack = page.waitForResponse((r) => r.url().endsWith(before.replace('mf-manifest.json', 'remoteEntry.js')));
  await page.reload();
  expect((await rolledBack).status()).toBe(200);
});
