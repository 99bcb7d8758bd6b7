import { expect, test } from '@playwright/test';
import { Site } from '../../pages/site';

test('hero tiles lead to community, lobbying, enquiry and sign-up', async ({ page }) => {
  const site = new Site(page);
  await site.open('/');
  for (const href of ['/community', '/lobbying', '/enquiry', '/sign-up']) {
    await expect(site.main().locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test('services tabs: Property first, arrow keys and clicks switch, each links to its overview', async ({ page }) => {
  const site = new Site(page);
  await site.open('/');
  const tabs = site.main().getByRole('tablist', { name: 'Service areas' });
  const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
  await expect(tab('Property')).toHaveAttribute('aria-selected', 'true');
  await expect(site.main().getByRole('link', { name: 'View Property Services' })).toHaveAttribute('href', '/property/services');
  await tab('Corporate').click();
  await expect(tab('Corporate')).toHaveAttribute('aria-selected', 'true');
  await expect(site.main().getByRole('link', { name: 'View Corporate Services' })).toHaveAttribute('href', '/corporate/services');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Non-Corporate')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Non-Corporate')).toBeFocused();
  await site.main().getByRole('link', { name: 'View Non-Corporate Services' }).click();
  await expect(page).toHaveURL(/\/non-corporate\/services$/);
});

test('reviews: three cards, the first selected, one at a time', async ({ page }) => {
  const site = new Site(page);
  await site.open('/');
  const names = ['Priya Shah', 'Tom Griffiths', 'Aisha Bello'];
  const review = (name: string) => site.main().getByRole('button', { name: new RegExp(name) });
  await expect(review(names[0])).toHaveAttribute('aria-pressed', 'true');
  await review(names[2]).click();
  await expect(review(names[2])).toHaveAttribute('aria-pressed', 'true');
  await expect(review(names[0])).toHaveAttribute('aria-pressed', 'false');
  await expect(review(names[1])).toHaveAttribute('aria-pressed', 'false');
});

test('FAQ: four questions, the first open, one open at a time, clicking the open one closes it', async ({ page }) => {
  const site = new Site(page);
  await site.open('/');
  const questions = ['Is membership really free?', 'Who can become a member?', 'What happens after I send an enquiry?', 'Do you act for landlords as well?'];
  // Each question is a <details> (it works before and without script); open is its state.
  const q = (name: string) => site.main().locator('summary', { hasText: name });
  const item = (name: string) => site.main().locator('details', { has: page.locator('summary', { hasText: name }) });
  const isOpen = async (name: string) => item(name).evaluate((node) => (node as HTMLDetailsElement).open);
  for (const [i, name] of questions.entries()) expect(await isOpen(name)).toBe(i === 0);
  await q(questions[2]).click();
  await expect.poll(() => isOpen(questions[2])).toBe(true);
  await expect.poll(() => isOpen(questions[0])).toBe(false);
  await q(questions[2]).click();
  for (const name of questions) await expect.poll(() => isOpen(name)).toBe(false);
});

test('benefits: three items and Join For Free to sign-up', async ({ page }) => {
  const site = new Site(page);
  await site.open('/');
  const benefits = site.main().getByRole('heading', { level: 2, name: 'Benefits Of Joining Commercial Tenants Alliance' });
  await expect(benefits).toBeVisible();
  for (const name of ['Community', 'Lobbying', 'Support'])
    await expect(site.main().getByRole('heading', { level: 3, name, exact: true }).first()).toBeVisible();
  await expect(
    site
      .main()
      .getByText(/900,000/)
      .first(),
  ).toBeVisible();
});
