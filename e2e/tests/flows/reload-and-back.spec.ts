import { expect, test, type Page } from '@playwright/test';
import { DonationForm, billing, testCards } from '../../pages/donation-form';
import { EnquiryWizard } from '../../pages/enquiry-wizard';
import { Site } from '../../pages/site';
import { mobile } from '../../fixtures/staff';

// Phones discard background tabs and reload them; people press reload and Back. The visitor never retypes
// what they gave, Back walks the steps one at a time and then leaves, and scroll positions come back.

const enquiryKey = 'enquiry.form';
/** Where the shell keeps a member's token (docs/product/accounts-and-guides.md). */
const tokenStorageKey = 'token';
const stored = (page: Page) => page.evaluate(() => JSON.stringify(sessionStorage));

/** Opens a page of the site first, so Back past the flow's first step has somewhere to land. */
async function openFrom(page: Page, before: string, flow: string) {
  await page.goto(before);
  await expect(new Site(page).heading()).toBeVisible();
  await page.goto(flow);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('enquiry: a reload on each step resumes there with every answer; Back then walks one step a press and leaves', async ({ page }) => {
      await openFrom(page, '/about', '/enquiry');
      const wizard = new EnquiryWizard(page);
      const reloadAt = async (step: number) => {
        await page.reload();
        await wizard.expectStep(step);
      };
      await wizard.expectStep(1);
      await reloadAt(1);
      await wizard.choice('Property').click();
      await wizard.expectStep(2);
      await reloadAt(2);
      await wizard.choice('£20,001 - £50,000').click();
      await wizard.expectStep(3);
      await reloadAt(3);
      await wizard.choice('No').click();
      await wizard.expectStep(4);
      await wizard.field('Town / City').fill('Norwich');
      await reloadAt(4);
      await expect(wizard.field('Town / City')).toHaveValue('Norwich');
      await wizard.button('Continue').click();
      await wizard.expectStep(5);
      const concern = 'Our landlord has served a section 25 notice.';
      await wizard.field('How can we help you?').fill(concern);
      await reloadAt(5);
      await expect(wizard.field('How can we help you?')).toHaveValue(concern);
      await wizard.button('Continue').click();
      await wizard.expectStep(6);
      await wizard.field('First Name').fill('Alex');
      await wizard.field('Last Name').fill('Morgan');
      await reloadAt(6);
      await expect(wizard.field('First Name')).toHaveValue('Alex');
      await wizard.button('Continue').click();
      await wizard.expectStep(7);
      await wizard.field('Email address').fill('alex.morgan@example.com');
      await reloadAt(7);
      await expect(wizard.field('Email address')).toHaveValue('alex.morgan@example.com');

      // Six steps behind: six presses of Back, each a different screen, then the page before the flow.
      for (const step of [6, 5, 4, 3, 2, 1]) {
        await page.goBack();
        await wizard.expectStep(step);
      }
      await expect(wizard.choice('Property')).toHaveAttribute('aria-pressed', 'true');
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    });

    test('donation: a reload on each step resumes there, the card fields empty and never stored; Back walks and leaves', async ({ page }) => {
      await openFrom(page, '/about', '/donation');
      const form = new DonationForm(page);
      await form.expectStep(1);
      await form.preset(25).click();
      await form.continue().click();
      await form.expectStep(2);
      await form.fillBilling();
      await page.reload();
      await form.expectStep(2);
      await form.continue().click();
      await form.expectStep(3);
      await form.fillCard({ number: testCards.succeeds });
      await page.reload();
      await form.expectStep(3);
      for (const label of ['Name on card', 'Card number', 'Expiry month', 'Expiry year', 'CVV']) await expect(form.field(label)).toHaveValue('');
      await expect(form.donate(25)).toBeVisible();
      expect(await stored(page)).not.toContain(testCards.succeeds);

      // The page's own Back, then the browser's Forward: the card step again.
      await form.back().click();
      await form.expectStep(2);
      await expect(form.field('Town/City')).toHaveValue(billing['Town/City']);
      await page.goForward();
      await form.expectStep(3);
      await page.goBack();
      await form.expectStep(2);
      await page.goBack();
      await form.expectStep(1);
      await expect(form.preset(25)).toHaveAttribute('aria-pressed', 'true');
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    });
  });
}

test('a submitted enquiry and a completed donation leave nothing in session storage', async ({ page }) => {
  await page.goto('/enquiry');
  const wizard = new EnquiryWizard(page);
  await wizard.fillByMouse({ email: `flows.${Date.now()}@example.com`, phone: '07400 123456' });
  expect(await page.evaluate((key) => sessionStorage.getItem(key), enquiryKey)).not.toBeNull();
  await wizard.button('Submit').click();
  await expect(page).toHaveURL(/\/enquiry\/thankyou$/);
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), enquiryKey)).toBeNull();

  await page.goto('/donation');
  const form = new DonationForm(page);
  await form.reachCardStep(10);
  await form.fillCard({ number: testCards.succeeds });
  await form.donate(10).click();
  await expect(page).toHaveURL(/\/donation\/thankyou$/);
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('donation.') || k.startsWith('enquiry.'))), { timeout: 10_000 })
    .toEqual([]);
});

test('Back returns to the scroll position the visitor left; a new page starts at the top; an anchor lands below the header', async ({ page }) => {
  const site = new Site(page);
  await site.open('/advice-support');
  await expect(site.heading()).toBeVisible();
  const service = site.footer().locator('a[href^="/property/"]').first();
  await service.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(1000);
  await service.click();
  await expect(page).toHaveURL(/\/property\//);
  await expect(site.heading()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/advice-support$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  await page.goto('/advice-support#guides');
  const guides = page.locator('#guides');
  await expect(guides).toBeVisible();
  await expect.poll(async () => Math.round((await guides.boundingBox())!.y)).toBeGreaterThanOrEqual(80);
  await expect.poll(async () => Math.round((await guides.boundingBox())!.y)).toBeLessThan(200);
});

test('after a change of page in the app, the focus is on the new page’s heading', async ({ page }) => {
  const site = new Site(page);
  await site.open('/about');
  await site.footer().getByRole('link', { name: 'Lobbying' }).first().click();
  await expect(page).toHaveURL(/\/lobbying$/);
  await expect(site.heading()).toBeFocused();
  // The next Tab starts in the new page, not back in the footer.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('footer'))).toBe(false);
});

test('/login and /sign-up check a stored token once per visit', async ({ page }) => {
  const email = `token.${Date.now()}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { firstname: 'Tok', lastname: 'En', email, phone: mobile(), password: 'a member passphrase 12' },
  });
  const { token } = await registered.json();
  await page.goto('/about');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [tokenStorageKey, token]);
  for (const path of ['/login', '/sign-up']) {
    const checks: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/token/check') && checks.push(request.url()));
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(new Site(page).main().getByRole('link', { name: 'View Guides' })).toBeVisible();
    expect(checks, path).toHaveLength(1);
    page.removeAllListeners('request');
  }
});

test('GET /api/profile goes with the JSON content type', async ({ page }) => {
  const email = `profile.${Date.now()}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { firstname: 'Pro', lastname: 'File', email, phone: mobile(), password: 'a member passphrase 34' },
  });
  const { token } = await registered.json();
  await page.goto('/about');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [tokenStorageKey, token]);
  const profile = page.waitForRequest((request) => request.url().endsWith('/api/profile'));
  await page.goto('/advice-support');
  const request = await profile;
  expect(request.method()).toBe('GET');
  expect(request.headers()['content-type']).toBe('application/json');
});

test('the WhatsApp field drops anything but digits as it is typed', async ({ page }) => {
  const site = new Site(page);
  await site.open('/community');
  const card = site
    .main()
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'WhatsApp Group' }) });
  await site.hydrated(card.locator('summary', { hasText: 'Join Now' }));
  await card.locator('summary', { hasText: 'Join Now' }).click();
  const input = card.getByRole('textbox', { name: 'Phone number' });
  await input.pressSequentially('07700 900-123');
  await expect(input).toHaveValue('07700900123');
});
