import { expect, test, type Page } from '@playwright/test';
import { accountMessages } from '@tenants/shared/model';

// A click made after the page paints but before it is live (html[data-live]) is never lost. The phone is a 4× slower
// CPU, and the page's scripts are held back until the clicks are made, so every click lands on the server's
// HTML; then the scripts arrive and the page comes alive (docs/decisions/0010-progressive-enhancement.md).

/** The early-event capture is the one script that must run at once; the app's scripts wait for `release`. */
const earlyScript = /early-events/;

async function paintedNotLive(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && !earlyScript.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('main')).toBeVisible();
  expect(await page.evaluate(() => 'live' in document.documentElement.dataset)).toBe(false);
  return {
    /** Lets the scripts through and waits until the page is live. */
    async live() {
      release();
      await page.waitForFunction(() => 'live' in document.documentElement.dataset, undefined, { timeout: 20_000 });
    },
  };
}

test('a FAQ question opened before the page is live stays open', async ({ page }) => {
  const load = await paintedNotLive(page, '/');
  const question = page.locator('main summary', { hasText: 'Who can become a member?' });
  await question.click();
  await load.live();
  await expect(page.locator('main details', { has: page.locator('summary', { hasText: 'Who can become a member?' }) })).toHaveAttribute('open', '');
});

test("Join Now pressed before the page is live opens the card's form, which then works", async ({ page }) => {
  const load = await paintedNotLive(page, '/community');
  const card = page
    .locator('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Email Broadcast' }) });
  await card.locator('summary', { hasText: 'Join Now' }).click();
  await load.live();
  const input = card.getByRole('textbox', { name: 'Email address' });
  await expect(input).toBeVisible();
  await input.fill(`early.${Date.now()}@example.com`);
  await card.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(card.getByText('Thank you! You have joined our email broadcast list.')).toBeVisible();
});

test('a news tab pressed before the page is live shows its category', async ({ page }) => {
  const load = await paintedNotLive(page, '/news');
  // Before the page is live the tabs are links to their own addresses.
  await page.locator('main').getByRole('link', { name: 'Insights', exact: true }).click();
  await expect(page).toHaveURL(/category=3/);
  await load.live().catch(() => undefined);
  await expect(page.locator('main').getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
});

test("the phone menu opened before the page is live stays open, and what was typed in the footer's field survives", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const load = await paintedNotLive(page, '/about');
  const header = page.getByRole('banner');
  await header.locator('summary[aria-label="Menu"]').click();
  const field = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
  await field.fill('typed.early@example.com');
  await load.live();
  await expect(header.getByRole('link', { name: 'Lobbying' })).toBeVisible();
  await expect(field).toHaveValue('typed.early@example.com');
});

test('a header menu opened at a desk before the page is live stays open, and its links work once it is', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const load = await paintedNotLive(page, '/about');
  const header = page.getByRole('banner');
  await header.locator('summary', { hasText: 'Services' }).first().click();
  const menu = header.locator('details', { has: page.locator('summary', { hasText: 'Services' }) }).first();
  await load.live();
  await expect(menu).toHaveAttribute('open', '');
  // Live, a click elsewhere closes it, as it does one opened after.
  await page.mouse.click(1260, 780);
  await expect(menu).not.toHaveAttribute('open', /.*/);
  await header.locator('summary', { hasText: 'Services' }).first().click();
  const first = menu.getByRole('link').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('a login sent before the page is live is sent once it is', async ({ page }) => {
  const load = await paintedNotLive(page, '/login');
  const form = page.locator('main');
  await form.getByRole('textbox', { name: /email/i }).fill(`nobody.${Date.now()}@example.com`);
  await form
    .getByLabel(/password/i)
    .first()
    .fill('not the password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await load.live();
  await expect(page.getByText(accountMessages.loginFailed)).toBeVisible();
});
