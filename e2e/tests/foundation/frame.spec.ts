import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';

for (const width of [375, 1280]) {
  test(`the home page renders with header and footer at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const site = new Site(page);
    await site.open('/');
    // From laptop width up the home page's header waits for the first scroll (docs/product/pages-and-navigation.md); on a phone it is there.
    if (width >= 1203) {
      await expect(site.header()).not.toBeInViewport();
      await page.mouse.wheel(0, 400);
    }
    await expect(site.header()).toBeInViewport();
    await expect(site.footer()).toBeVisible();
    await expect(site.footer().getByText(`© 2023–${new Date().getFullYear()}`, { exact: false })).toBeVisible();
    // Nothing wider than the viewport (no sideways scrolling on a phone).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}

const headerLinks: Array<[string, RegExp]> = [
  ['About', /\/about$/],
  ['Lobbying', /\/lobbying$/],
  ['Community', /\/community$/],
  ['News', /\/news(\?.*)?$/],
  ['Enquire', /\/enquiry$/],
  ['Join For Free', /\/sign-up$/],
  ['Log in', /\/login$/],
];

test('each header link reaches its route', async ({ page }) => {
  const site = new Site(page);
  await site.open('/about');
  for (const [name, url] of headerLinks) {
    await site.header().getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(url);
    await expect(site.heading()).toBeVisible();
  }
  // The menus are <details> (they open without script): their <summary> is what is pressed.
  await site.header().locator('summary', { hasText: 'Advice' }).first().click();
  await site.header().getByRole('link', { name: 'Our Advice & Process' }).click();
  await expect(page).toHaveURL(/\/advice-support$/);
  await site.header().locator('summary', { hasText: 'Advice' }).first().click();
  await site.header().getByRole('link', { name: 'Specialist Advice & Representation' }).click();
  await expect(page).toHaveURL(/\/specific-advice$/);
  await site.header().locator('summary', { hasText: 'Services' }).first().click();
  await site.header().getByRole('link', { name: 'Own Your Own Property' }).click();
  await expect(page).toHaveURL(/\/property\/own-your-property$/);
});

test('the burger menu carries the links on a phone and locks page scrolling while open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const site = new Site(page);
  await site.open('/about');
  const burger = site.header().locator('summary[aria-label="Menu"]');
  await burger.click();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await expect(burger).toBeFocused();
  await burger.click();
  await site.header().getByRole('link', { name: 'Lobbying', exact: true }).click();
  await expect(page).toHaveURL(/\/lobbying$/);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test("the newsletter form shows the spec's three states", async ({ page }) => {
  const site = new Site(page);
  await site.open('/about');
  const footer = site.footer();
  const email = footer.getByRole('textbox');
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeDisabled();
  await email.fill('not-an-email');
  await subscribe.click();
  await expect(footer.getByText('*Please enter a valid email address')).toBeVisible();
  await email.fill(`tenant.${Date.now()}@example.com`);
  await subscribe.click();
  await expect(footer.getByText('Thank you, you are now subscribed!')).toBeVisible();
  await expect(email).toHaveValue('');
});
