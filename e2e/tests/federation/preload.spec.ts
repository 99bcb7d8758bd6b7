import { expect, test, type Page, type Request } from '@playwright/test';
import { Site } from '../../pages/site';

const pageModuleOf = (remote: string) => (request: Request) =>
  new RegExp(`/remotes/${remote}/[^/]+/__federation_expose_Page\\.[0-9a-f]+\\.js$`).test(request.url());

/** Requests for a remote's page module made so far. */
function watch(page: Page, remote: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (pageModuleOf(remote)(request)) seen.push(request.url());
  });
  return seen;
}

test('pointing at a link loads its remote before the click, so the page opens without the loading overlay', async ({ page }) => {
  // The browser's errors (a part React had to draw again says so there), named if the overlay showed.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const site = new Site(page);
  await site.open('/about');
  const news = watch(page, 'news');
  const link = site.header().getByRole('link', { name: 'News', exact: true }).first();

  const preloaded = page.waitForRequest(pageModuleOf('news'));
  await link.hover();
  await preloaded;
  expect(news).toHaveLength(1);

  // By the click the files are here: the page shows at once and the overlay never appears.
  await page.waitForLoadState('networkidle');
  let overlaySeen = false;
  await page.exposeFunction('overlaySeen', () => (overlaySeen = true));
  await page.evaluate(() => {
    new MutationObserver(() => {
      // The shell's overlay while a remote loads (the news listing's own loading indicator is another).
      const overlays = [...document.querySelectorAll('[data-testid="loading-overlay"]')];
      if (overlays.some((o) => o.textContent?.includes('Loading page'))) (window as unknown as { overlaySeen(): void }).overlaySeen();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await link.click();
  await expect(site.heading()).toHaveText('News');
  expect(overlaySeen, `the browser's errors: ${errors.join(' | ')}`).toBe(false);
  // One load shared by the hover and the page.
  expect(news).toHaveLength(1);
});

test('keyboard focus on a link is intent too', async ({ page }) => {
  const site = new Site(page);
  await site.open('/about');
  const preloaded = page.waitForRequest(pageModuleOf('enquiry'));
  await site.header().getByRole('link', { name: 'Enquire', exact: true }).first().focus();
  await preloaded;
});
