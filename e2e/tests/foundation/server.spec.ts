import { expect, test } from '@playwright/test';
import { isPagePath, remoteNames } from '@tenants/shared/model';

// Every route (docs/product/pages-and-navigation.md) (one example per parameterised route).
const pageRoutes = [
  '/',
  '/enquiry',
  '/enquiry/thankyou',
  '/donation',
  '/donation/thankyou',
  '/donation/failure',
  '/about',
  '/lobbying',
  '/community',
  '/news',
  '/insights/schedules-of-condition',
  '/advice-support',
  '/specific-advice',
  '/property/services',
  '/property/dilapidations',
  '/corporate/insolvency-advice',
  '/non-corporate/utilities',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/sorry',
  '/404',
];

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, status: 'ok', database: 'sqlite' });
});

test('the registry lists the five remotes, revalidated on every load', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toContain('no-cache');
  const registry = await response.json();
  // The spec's four and the staff area's.
  expect(Object.keys(registry).sort()).toEqual([...remoteNames, 'staff'].sort());
  for (const name of [...remoteNames, 'staff']) {
    expect(registry[name]).toMatch(new RegExp(`^/remotes/${name}/[^/]+/mf-manifest\\.json$`));
    const manifest = await request.get(registry[name]);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toContain('immutable');
  }
});

const yearImmutable = 'public, max-age=31536000, immutable';

test('caching: everything in a version folder and every hashed shell file is immutable for a year; the registry and pages revalidate', async ({
  request,
  page,
}) => {
  const registry = await (await request.get('/remotes.json')).json();
  for (const name of remoteNames) {
    const manifestUrl: string = registry[name];
    const folder = manifestUrl.replace('mf-manifest.json', '');
    const manifest = await (await request.get(manifestUrl)).json();
    const chunks: string[] = manifest.exposes.flatMap((e: { assets: { js: { sync: string[] } } }) => e.assets.js.sync);
    expect(chunks.length, name).toBeGreaterThan(0);
    for (const file of ['mf-manifest.json', 'remoteEntry.js', ...chunks]) {
      const response = await request.get(folder + file);
      expect(response.status(), folder + file).toBe(200);
      expect(response.headers()['cache-control'], folder + file).toBe(yearImmutable);
    }
  }

  // The shell: what a visitor's browser actually fetched for a content page and a remote page (the
  // federation runtime and the shared modules are shell chunks that only remote pages load).
  const shellFiles = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === new URL(page.url() || r.url()).origin && /\.(js|css)$/.test(url.pathname) && !url.pathname.startsWith('/remotes/'))
      shellFiles.add(url.pathname);
  });
  for (const route of ['/', '/news']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The shell's chunks come after the first paint: wait until the page is live.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  }
  const hashed = [...shellFiles].filter((file) => /\.[0-9a-f]{8}\.(js|css)$/.test(file));
  expect(
    hashed.some((file) => /\/federation\./.test(file)),
    hashed.join(' '),
  ).toBe(true);
  expect(hashed.length).toBeGreaterThan(3);
  for (const file of hashed) expect((await request.get(file)).headers()['cache-control'], file).toBe(yearImmutable);
  // The names that stay the same across releases are checked on every load.
  for (const file of ['/', '/news', '/main.js', '/remotes.json', '/config.json']) {
    expect((await request.get(file)).headers()['cache-control'], file).toBe('no-cache');
  }
});

test('every route of the spec answers 200 with the shell', async ({ request }) => {
  for (const route of pageRoutes) {
    expect(isPagePath(route), route).toBe(true);
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(await response.text(), route).toMatch(/<div id="?root"?>/);
  }
});

test('an unknown path answers 404 with the shell, which shows "404 Not Found"', async ({ request, page }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
