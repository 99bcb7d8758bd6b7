import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { RemoteName } from '@tenants/shared/model';
import { registry, releaseRemote, rollbackRemote, versionOf } from '../../fixtures/deploy';
import { e2eDeployDir } from '../../fixtures/env';
import { Site } from '../../pages/site';

// Marketing releases news on its own schedule and payments releases donation: the same shell, built once,
// serves v1 → v2 → v1 of each with no shell rebuild, and a visitor mid-session keeps working.
const cases: { remote: RemoteName; route: string }[] = [
  { remote: 'news', route: '/news' },
  { remote: 'donation', route: '/donation' },
];

for (const { remote, route } of cases) {
  test(`${remote}: v1 → v2 → v1 on the running site, with no shell rebuild`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const shellFiles = readdirSync(path.join(e2eDeployDir, 'shell')).sort();
    const v1 = registry()[remote];
    const entryOf = (manifest: string) => manifest.replace('mf-manifest.json', 'remoteEntry.js');

    // A visitor opens the page on v1 …
    const site = new Site(page);
    const firstEntry = page.waitForResponse((r) => r.url().endsWith(entryOf(v1)));
    await site.open(route);
    expect((await firstEntry).status()).toBe(200);
    await expect(site.heading()).toBeVisible();

    // … v2 is released while they read.
    const release = `e2e-${remote}-${Date.now()}`;
    releaseRemote(remote, release);
    const v2 = registry()[remote];
    expect(v2).not.toBe(v1);
    expect((await (await request.get(v2)).json()).metaData.buildInfo.buildVersion).toBe(release);
    // The visitor's v1 files stay where they were: immutable version folders.
    expect((await request.get(entryOf(v1))).status()).toBe(200);

    // The next page load gets v2.
    const secondEntry = page.waitForResponse((r) => r.url().endsWith(entryOf(v2)));
    await page.reload();
    expect((await secondEntry).status()).toBe(200);
    await expect(site.heading()).toBeVisible();
    await expect(site.fallback(remote)).toHaveCount(0);

    // One command rolls back to the named earlier version.
    rollbackRemote(remote, versionOf(v1));
    expect(registry()[remote]).toBe(v1);
    const thirdEntry = page.waitForResponse((r) => r.url().endsWith(entryOf(v1)));
    await page.reload();
    expect((await thirdEntry).status()).toBe(200);
    await expect(site.heading()).toBeVisible();

    expect(readdirSync(path.join(e2eDeployDir, 'shell')).sort()).toEqual(shellFiles);
  });
}
