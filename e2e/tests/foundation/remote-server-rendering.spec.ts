import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newsVariant, registry, rollbackRemote, versionOf } from '../../fixtures/deploy';
import { e2eDeployDir } from '../../fixtures/env';
import { EnquiryWizard } from '../../pages/enquiry-wizard';
import { Site } from '../../pages/site';

// A remote's routes are rendered on the server by that remote, from the version the registry names at
// that moment: a release or rollback of news changes the HTML at the next request, with no restart.

const eyebrow = 'News & insights';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/news shows its heading, the articles and working pagination from the HTML alone', async ({ page, request }) => {
    const response = await page.goto('/news');
    expect(response?.status()).toBe(200);
    const site = new Site(page);
    await expect(site.heading()).toHaveText('News');
    const cards = site.main().locator('article h2, article h3');
    expect(await cards.count()).toBeGreaterThan(0);
    const articleHref = await site.main().locator('a[href^="/insights/"]').first().getAttribute('href');
    expect((await request.get(articleHref!)).status()).toBe(200);
  });

  test('a later page of /news, asked for in the URL, is drawn on the server', async ({ page }) => {
    await page.goto('/news');
    const first = await page.locator('a[href^="/insights/"]').first().getAttribute('href');
    await page.goto('/news?page=2&category=1');
    const later = page.locator('a[href^="/insights/"]').first();
    await expect(later).toBeVisible();
    expect(await later.getAttribute('href')).not.toBe(first);
  });

  test('an unknown article is a 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/insights/no-such-alias');
    expect(response?.status()).toBe(404);
    await expect(new Site(page).heading()).toHaveText('404 Not Found');
    await expect(page).toHaveTitle(/^Page Not Found \| /);
  });

  test('an article shows its title, body and Other Articles from the HTML alone', async ({ page }) => {
    await page.goto('/news');
    const href = (await page.locator('a[href^="/insights/"]').first().getAttribute('href'))!;
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    const site = new Site(page);
    await expect(site.heading()).not.toBeEmpty();
    await expect(page.locator('.news-article__body')).not.toBeEmpty();
    await expect(page.getByRole('heading', { name: 'Other Articles' })).toBeVisible();
  });
});

const accountScreens = [
  ['/login', 'Welcome Back'],
  ['/sign-up', 'Create Account'],
  ['/forgot-password', 'Forgotten Your Password?'],
  ['/reset-password?token=abc', 'Reset Password'],
] as const;

test.describe('account screens, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('each shows its heading from the HTML alone; forgotten password is a form that works, the others say they need JavaScript', async ({ page }) => {
    const site = new Site(page);
    for (const [path, heading] of accountScreens) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(site.heading(), path).toHaveText(heading);
      const form = site.main().locator('form');
      // A post, never a GET: Enter in a field can never put a password into the address.
      await expect(form, path).toHaveAttribute('method', 'post');
      if (path === '/forgot-password') {
        await expect(form).toHaveAttribute('action', '/forms/forgot-password');
        await expect(form.locator('input[name="email"]')).toBeEditable();
        await expect(form.locator('button[type="submit"]')).toBeEnabled();
      } else {
        // The session lives in the browser's storage (docs/decisions/0010): said plainly, the form hidden.
        await expect(site.main().getByText(/You need JavaScript turned on to/), path).toBeVisible();
        await expect(form, path).toBeHidden();
      }
    }
  });
});

test('the account screens hydrate with no error, warning or CSP violation, and take typing once live', async ({ page }) => {
  const problems: string[] = [];
  await watchCsp(page, problems);
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const site = new Site(page);
  for (const [path, heading] of accountScreens) {
    await page.goto(path);
    await expect(site.heading(), path).toHaveText(heading);
    await site.remoteReady('account');
    const field = site.main().locator('form input:not([type=hidden])').first();
    await field.fill('typed');
    await expect(field, path).toHaveValue('typed');
    await expect(site.main().locator('form button[type="submit"]'), path).toBeEnabled();
  }
  expect(problems).toEqual([]);
});

/** Content-security-policy violations the page reports (the browser logs none of them as a console error). */
async function watchCsp(page: Page, problems: string[]) {
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `CSP ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`,
      ),
    ),
  );
}

test('/news and an article hydrate the server’s HTML with no error, warning or CSP violation, and fetch nothing they were given', async ({ page }) => {
  const problems: string[] = [];
  await watchCsp(page, problems);
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const listCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/article/') && listCalls.push(r.url()));
  const site = new Site(page);
  await page.goto('/news');
  await expect(site.heading()).toHaveText('News');
  await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')));
  // The tabs work once hydrated (the remote's part hydrates when its code is in): the category changes the
  // listing in the browser.
  await site.remoteReady('news');
  await page.getByRole('tab', { name: 'Hot Topics' }).click();
  await expect(page).toHaveURL(/category=2/);
  await expect.poll(() => listCalls.some((url) => url.includes('categoryId=2'))).toBe(true);
  expect(listCalls.filter((url) => url.includes('categoryId=1'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a news release changes the server’s HTML of /news at the next request; a rollback brings it back', async ({ request }) => {
  const v1 = versionOf(registry().news);
  const reissued = newsVariant(v1, 'reissued', (_file, text) => text.replaceAll(`"${eyebrow}"`, '"News & insights, reissued"'));
  try {
    expect(await (await request.get('/news')).text()).toContain('News &amp; insights<');
    rollbackRemote('news', reissued);
    expect(await (await request.get('/news')).text()).toContain('News &amp; insights, reissued<');
  } finally {
    rollbackRemote('news', v1);
  }
  expect(await (await request.get('/news')).text()).toContain('News &amp; insights<');
});

test('a news version whose server build throws: /news is still 200 with the frame, and works in the browser', async ({ page, request }) => {
  const v1 = versionOf(registry().news);
  const broken = newsVariant(v1, 'server-throws', (file, text) => (file === 'server/page.js' ? 'throw new Error("a broken server build");' : text));
  try {
    rollbackRemote('news', broken);
    const response = await request.get('/news');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<header');
    expect(html).not.toContain('id="first-paint"');
    const site = new Site(page);
    await page.goto('/news');
    await expect(site.heading()).toHaveText('News');
    await expect(page.locator('a[href^="/insights/"]').first()).toBeVisible();
  } finally {
    rollbackRemote('news', v1);
  }
});

test('a news release adding /news/archive serves it, on the server and in the browser, with the shell untouched', async ({ page, request }) => {
  const shellFiles = readdirSync(path.join(e2eDeployDir, 'shell')).sort();
  const v1 = versionOf(registry().news);
  const withArchive = newsVariant(
    v1,
    'archive',
    (_file, text) => text,
    (list) => [...list, { path: '/news/archive', title: 'News Archive' }],
  );
  expect((await request.get('/news/archive')).status()).toBe(404);
  try {
    rollbackRemote('news', withArchive);
    const response = await request.get('/news/archive');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<title>News Archive \| [^<]+<\/title>/);
    await page.goto('/news/archive');
    await expect(new Site(page).heading()).toHaveText('News');
    await expect(page).toHaveTitle(/^News Archive \| /);
    expect(readdirSync(path.join(e2eDeployDir, 'shell')).sort()).toEqual(shellFiles);
  } finally {
    rollbackRemote('news', v1);
  }
  expect((await request.get('/news/archive')).status()).toBe(404);
});

test.describe('/enquiry, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its heading and the wizard’s first step from the HTML alone', async ({ page }) => {
    const response = await page.goto('/enquiry');
    expect(response?.status()).toBe(200);
    await expect(new Site(page).heading()).toHaveText('Make An Enquiry');
    const wizard = new EnquiryWizard(page);
    // The step is a form the site server answers (docs/decisions/0010): each choice posts it.
    await expect(wizard.root.locator('h3')).toHaveText('Which service are you interested in?');
    await expect(wizard.root.getByText('Step 1 of 7', { exact: true })).toBeVisible();
    await expect(wizard.root.locator('form button')).toHaveText(['Property', 'Corporate', 'Non-Corporate', 'Unsure']);
    await expect(wizard.root.locator('form')).not.toHaveAttribute('inert', '');
    await expect(wizard.root.locator('form')).toHaveAttribute('action', '/forms/enquiry');
    await wizard.choice('Corporate').click();
    await expect(wizard.root.getByText('Step 2 of 7', { exact: true })).toBeVisible();
  });
});

test('/enquiry hydrates with no error, warning or CSP violation; a reload’s stored step switches in without moving the page', async ({ page }) => {
  const problems: string[] = [];
  await watchCsp(page, problems);
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  // Layout shifts from the start of each load (the observer is set up before the page's own scripts run).
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/enquiry');
  await new Site(page).remoteReady('enquiry');
  const wizard = new EnquiryWizard(page);
  await wizard.choice('Property').click();
  await wizard.expectStep(2);
  await page.reload();
  await wizard.expectStep(2);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.02);
  expect(problems).toEqual([]);
});
