import { expect, test } from '@playwright/test';
import { remoteNames, remoteRoutes, type RemoteName } from '@tenants/shared/model';
import { Site } from '../../pages/site';

const firstRoute = (name: RemoteName) => remoteRoutes[name][0];
const otherRemote = (name: RemoteName) => remoteNames.find((other) => other !== name)!;

for (const down of remoteNames) {
  test(`starting with the ${down} remote down: its fallback shows and the rest of the site works`, async ({ page }) => {
    await page.route(`**/remotes/${down}/**`, (route) => route.abort('connectionrefused'));
    // The browser's errors, named when the other remote is not there at the end (why is then in them).
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const site = new Site(page);
    await site.open(firstRoute(down));
    await expect(site.fallback(down)).toBeVisible();
    await expect(site.fallback(down).getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible();
    await expect(site.header()).toBeVisible();
    await expect(site.footer()).toBeVisible();

    // A shell page and another remote, reached by in-app navigation, are unaffected.
    await site.header().getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(site.heading()).toBeVisible();
    const other = otherRemote(down);
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, firstRoute(other));
    await expect(site.heading()).toBeVisible();
    await expect(site.fallback(other), `the browser's errors: ${errors.join(' | ')}`).toHaveCount(0);
  });
}

test('home with the enquiry remote down: the embedded form becomes a section-level fallback, the page stays', async ({ page }) => {
  await page.route('**/remotes/enquiry/**', (route) => route.abort('connectionrefused'));
  const site = new Site(page);
  await site.open('/');
  await site.revealEmbeddedEnquiry();
  await expect(site.fallback('enquiry')).toBeVisible();
  await expect(site.fallback('enquiry').getByRole('heading', { level: 2 })).toHaveText('This part of the site is unavailable');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: /Benefits Of Joining/ })).toBeVisible();
});

test('a transient failure to fetch a remote recovers by itself, without a reload', async ({ page }) => {
  let refused = 0;
  let served = 0;
  await page.route('**/remotes/news/**/remoteEntry.js', async (route) => {
    if (refused === 0) {
      refused += 1;
      return route.abort('connectionreset');
    }
    served += 1;
    return route.continue();
  });
  // Page loads only: the app's own history changes are not reloads.
  let navigations = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations += 1;
  });
  const site = new Site(page);
  await site.open('/news');
  // The page comes drawn from the server; the remote's code is fetched to take it over.
  await expect.poll(() => served).toBe(1);
  await expect(site.heading()).toHaveText('News');
  await expect(site.fallback('news')).toHaveCount(0);
  expect(refused).toBe(1);
  expect(navigations).toBe(1);
});

test('a remote that hangs times out into the fallback instead of an endless spinner', async ({ page }) => {
  test.setTimeout(45_000);
  // The entry request is held and never answered.
  await page.route('**/remotes/donation/**/remoteEntry.js', () => undefined);
  const site = new Site(page);
  // Arriving in the app (not on a page load, where the server draws the page), the slot spins …
  await site.open('/about');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/donation');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const spinner = page.getByRole('status').filter({ hasText: 'Loading page' });
  await expect(spinner).toBeAttached();
  await expect(site.fallback('donation')).toBeVisible({ timeout: 20_000 });
  await expect(spinner).toHaveCount(0);
  await expect(site.header()).toBeVisible();
});

test('a remote that hangs on a page load: the server’s page is there and the rest of the page works meanwhile', async ({ page }) => {
  test.setTimeout(45_000);
  await page.route('**/remotes/donation/**/remoteEntry.js', () => undefined);
  const site = new Site(page);
  await site.open('/donation');
  await expect(site.heading()).toHaveText('Make A Donation');
  // The frame is hydrated around the held remote: the menu works.
  await site.header().getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(site.heading()).toBeVisible();
});
