import { expect, test } from '@playwright/test';
import { isPagePath, remoteNames } from '@tenants/shared/routes';

// Every route of SPEC §2 (one example per parameterised route).
const pageRoutes = [
  '/', '/enquiry', '/enquiry/thankyou', '/donation', '/donation/thankyou', '/donation/failure', '/about',
  '/lobbying', '/community', '/news', '/insights/schedules-of-condition', '/advice-support', '/specific-advice',
  '/property/services', '/property/dilapidations', '/corporate/insolvency-advice', '/non-corporate/utilities',
  '/login', '/sign-up', '/forgot-password', '/reset-password', '/sorry', '/404',
];

test('the API answers its health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, status: 'ok', database: 'sqlite' });
});

test('the registry lists the four remotes, revalidated on every load', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toContain('no-cache');
  const registry = await response.json();
  expect(Object.keys(registry).sort()).toEqual([...remoteNames].sort());
  for (const name of remoteNames) {
    expect(registry[name]).toMatch(new RegExp(`^/remotes/${name}/[^/]+/mf-manifest\\.json$`));
    const manifest = await request.get(registry[name]);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toContain('immutable');
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
