import { expect, test } from '@playwright/test';
import { remoteRoutes, type RemoteName } from '@tenants/shared/model';
import { Site } from '../../pages/site';

const firstRoute = (name: RemoteName) => remoteRoutes[name][0].replace(':id', 'some-article');

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
