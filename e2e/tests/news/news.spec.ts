import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';

// Seeded content (api/content/articles): 13 News, 12 Hot Topics, 12 Insights; 10 a page.
const newestNews = { alias: 'upward-only-rent-reviews-where-the-reform-stands', title: 'The end of upward-only rent reviews: where the reform stands' };

test('the listing: News by default, tabs reset the page, pages move with prev and next disabled at the ends', async ({ page }) => {
  const site = new Site(page);
  await site.open('/news');
  await expect(site.heading()).toHaveText('News');
  const tabs = site.main().getByRole('tablist', { name: 'Article categories' });
  await expect(tabs.getByRole('tab', { name: 'News', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(site.main().getByRole('heading', { name: newestNews.title })).toBeVisible();
  await expectNoAxeViolations(page);

  const pages = site.main().getByRole('navigation', { name: 'Pages of articles' });
  await expect(pages.getByRole('link', { name: 'Previous page' })).toBeDisabled();
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Next page' })).toBeDisabled();
  await expect(
    site
      .main()
      .getByRole('link', { name: /./ })
      .filter({ has: page.getByRole('heading') }),
  ).toHaveCount(3);

  // A new tab sets the category and goes back to page 1; the browser's Back returns to the earlier view.
  await tabs.getByRole('tab', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/category=3/);
  await expect(page).toHaveURL(/page=1/);
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(tabs.getByRole('tab', { name: 'News', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test('search waits 500 ms after typing, resets to page 1, and falls through categories to the first with results', async ({ page }) => {
  const site = new Site(page);
  await site.open('/news?page=2&category=1');
  // The box is read-only in the server's HTML until the news remote's part is live (keys would be lost).
  await site.remoteReady('news');
  const search = site.main().getByRole('searchbox', { name: 'Search articles' });
  await expect(search).toHaveAttribute('placeholder', 'Search article or keyword...');
  const requests: Array<{ url: string; at: number }> = [];
  page.on('request', (r) => r.url().includes('/api/article/list') && requests.push({ url: r.url(), at: Date.now() }));
  const typed = Date.now();
  await search.pressSequentially('mediation', { delay: 40 });
  const doneTyping = Date.now();
  await expect(page).toHaveURL(/keyword=mediation/);
  // One request for the whole word, sent no sooner than 500 ms after the last key. (The address changes
  // first, and the list is asked for as it renders: on a slow machine its request is reported a moment later.)
  const searchedFor = () => requests.filter((r) => r.url.includes('keyword=mediation'));
  await expect.poll(() => searchedFor().length).toBeGreaterThanOrEqual(1);
  const searched = searchedFor();
  expect(searched[0].at - doneTyping).toBeGreaterThanOrEqual(450);
  expect(requests.filter((r) => /keyword=m(e|ed|edi)?(&|$)/.test(r.url))).toHaveLength(0);
  expect(doneTyping).toBeGreaterThan(typed);

  // "mediation" is only in Insights: News → Hot Topics → Insights.
  await expect(page).toHaveURL(/category=3/);
  await expect(page).toHaveURL(/page=1/);
  await expect(site.main().getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');

  await search.fill('zebra');
  await expect(site.main().getByText('Sorry, no articles matched your search.', { exact: false })).toBeVisible();
});

test('articles open in a new tab with category, author, date, share links, body and two other News articles', async ({ page, context }) => {
  const site = new Site(page);
  await site.open('/news?category=3&keyword=schedules');
  const card = site
    .main()
    .getByRole('link', { name: /Schedules of condition/ })
    .first();
  await expect(card).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/insights/schedules-of-condition');
  const article = tab.locator('main');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Schedules of condition: the cheapest dilapidations insurance you will buy');
  await expect(article.getByText('Insights', { exact: true }).first()).toBeVisible();
  await expect(article.getByText('By Helen Ashworth, Head of Property Advice')).toBeVisible();
  await expect(article.getByText('11th November 2025')).toBeVisible();
  for (const group of ['Share this article (top)', 'Share this article (bottom)']) {
    const share = article
      .getByRole('list', { name: group })
      .or(article.getByRole('group', { name: group }))
      .or(article.getByRole('navigation', { name: group }));
    for (const name of ['Share on Facebook', 'Share on LinkedIn', 'Share on Twitter', 'Share on WhatsApp', 'Share by e-mail']) {
      await expect(share.getByRole('link', { name })).toBeVisible();
    }
  }
  const others = article.getByRole('region', { name: 'Other Articles' });
  await expect(others.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(others.getByRole('link', { name: /Schedules of condition/ })).toHaveCount(0);
  await expect(tab.getByTestId('loading-overlay')).toHaveCount(0);
  await expectNoAxeViolations(tab);
});

test('an article the server did not draw shows a blank dark overlay until it arrives', async ({ page }) => {
  await page.route('**/api/article/get/alias/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Articles come with the HTML; this is the page as the browser paints it when the server's render fell
  // back (the plain shell, no data in it).
  await page.route('**/insights/schedules-of-condition', async (route) => {
    const response = await route.fetch();
    const plain = (await response.text()).replace(
      /<div id="root">[\s\S]*?<\/div>(<script type="application\/json" id="site-data">[\s\S]*?<\/script>)?<script type="application\/json" id="first-paint">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    await route.fulfill({ response, body: plain });
  });
  await page.goto('/insights/schedules-of-condition');
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveClass(/ui-overlay--blank/);
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 5000 });
  await expect(overlay).toHaveCount(0);
});

test('an unknown article is a 404: the server says so and the page shows 404 Not Found', async ({ page, request }) => {
  expect((await request.get('/insights/no-such-article')).status()).toBe(404);
  await page.goto('/insights/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
});

test('a plain GET of an article carries its link-preview meta tags', async ({ request }) => {
  const response = await request.get('/insights/schedules-of-condition');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<meta property="og:title" content="Schedules of condition: the cheapest dilapidations insurance you will buy"/);
  expect(html).toMatch(/<meta property="og:type" content="article"/);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/articles\/[^"]+"/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  expect(html).toMatch(/<meta (name|property)="(og:)?description" content="[^"]{20,}"/);
});

test('the page numbers: a window of up to five around the current page, the ends disabled', async ({ page }) => {
  // Hot Topics: 12 real articles and the e2e site's 50 archive bulletins, 10 a page: 7 pages; the oldest (36) last.
  const site = new Site(page);
  await site.open('/news?category=2&page=1');
  const pages = site.main().getByRole('navigation', { name: 'Pages of articles' });
  const numbers = () => pages.getByRole('link', { name: /^Page \d+$/ }).allTextContents();
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(await numbers()).toEqual(['1', '2', '3', '4', '5']);
  await expect(pages.getByRole('link', { name: 'Previous page' })).toBeDisabled();

  await pages.getByRole('link', { name: 'Page 4' }).click();
  await expect(page).toHaveURL(/page=4/);
  await expect(pages.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(numbers).toEqual(['2', '3', '4', '5', '6']);

  await pages.getByRole('link', { name: 'Next page' }).click();
  await pages.getByRole('link', { name: 'Next page' }).click();
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=7/);
  await expect.poll(numbers).toEqual(['3', '4', '5', '6', '7']);
  await expect(pages.getByRole('link', { name: 'Next page' })).toBeDisabled();
  await expect(site.main().getByRole('heading', { name: 'Archive bulletin 36', exact: true })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Previous page' })).toBeEnabled();
});
