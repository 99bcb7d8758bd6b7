import { expect, test } from '@playwright/test';
import { Site } from '../../pages/site';

// Pages arrive as HTML: the shell's pages are rendered by the site server, then hydrated in the browser.

const contentPages = [
  { path: '/', heading: /Commercial Tenants/ },
  { path: '/about', heading: 'About Us' },
  { path: '/lobbying', heading: 'Lobbying' },
  { path: '/community', heading: 'Community' },
  { path: '/advice-support', heading: 'Our Advice & Process' },
  { path: '/specific-advice', heading: 'Specialist Advice & Representation' },
  { path: '/property/services', heading: 'Property Services' },
  { path: '/corporate/insurance', heading: 'Insurance' },
  { path: '/non-corporate/utilities', heading: 'Utilities' },
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of contentPages) {
    test(`${path} shows its heading, text, header, footer and working links from the HTML alone`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const site = new Site(page);
      await expect(site.heading()).toHaveText(heading);
      await expect(site.main().locator('p').first()).not.toBeEmpty();
      await expect(
        site
          .header()
          .getByRole('link', { name: /Commercial Tenants Alliance/ })
          .first(),
      ).toHaveAttribute('href', '/');
      const links = await site
        .main()
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      for (const href of [...new Set(links)].slice(0, 5)) {
        expect((await page.request.get(href.split('#')[0])).status(), href).toBe(200);
      }
    });
  }

  test('the document title is in the HTML', async ({ page }) => {
    await page.goto('/advice-support');
    await expect(page).toHaveTitle('Our Advice & Process | Commercial Tenants Alliance');
  });

  test('an unknown path is a 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(new Site(page).heading()).toHaveText('404 Not Found');
  });
});

test('hydration takes over the server’s HTML with no error or warning, and the page works', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const site = new Site(page);
  for (const { path, heading } of contentPages) {
    await page.goto(path);
    await expect(site.heading()).toHaveText(heading);
    // Hydrated once a link moves in the app without a page load.
    await page.waitForFunction(
      () => !!document.getElementById('root')?.firstElementChild && Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
    );
  }
  await site.footer().getByRole('link', { name: 'Lobbying' }).first().click();
  await expect(site.heading()).toHaveText('Lobbying');
  expect(problems).toEqual([]);
});

test('sitemap.xml lists the pages and the articles; robots.txt points to it; an unknown article is a 404', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const body = await sitemap.text();
  expect(body).toContain(`<loc>${baseURL}/advice-support</loc>`);
  expect(body).toMatch(/<loc>[^<]*\/insights\/[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect((await request.get('/insights/no-such-alias')).status()).toBe(404);
});

test('the favicon, touch icon and web manifest are linked from every page and all answer', async ({ page, request }) => {
  await page.goto('/about');
  const hrefs = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
  expect(hrefs).toHaveLength(3);
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  const manifest = await (await request.get(hrefs[2])).json();
  const sizes: string[] = [];
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
    sizes.push(icon.sizes);
  }
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect((await request.get('/icons/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');
});
