import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';
import { mobile } from '../../fixtures/staff';

const uniqueEmail = () => `member.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const uniqueMobile = mobile;

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/sign-up');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByLabel('First name', { exact: true }).fill('Grace');
  await main.getByLabel('Last name', { exact: true }).fill('Hopper');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Phone', { exact: true }).fill(uniqueMobile());
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Thanks for signing up!' })).toBeVisible();
}

/** The reset link from the e-mail in the outbox, as the member would click it. */
async function resetLinkFor(page: Page, email: string) {
  const response = await page.request.get(`/api/dev/outbox?format=json&to=${encodeURIComponent(email)}`);
  const { payload } = (await response.json()) as { payload: Array<{ text_body: string }> };
  const link = payload.map((m) => /https?:\/\/\S+\/reset-password\?token=\S+/.exec(m.text_body)?.[0]).find(Boolean);
  expect(link, 'a reset link in the outbox').toBeTruthy();
  return link!;
}

test('sign up unlocks the guides, a guide opens as a PDF in a new tab, logout locks them again', async ({ page, context }) => {
  const site = new Site(page);
  await signUp(page, uniqueEmail(), 'correct horse battery');
  await expect(site.header().getByRole('link', { name: 'Join For Free' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await site.main().getByRole('link', { name: 'View Guides' }).click();
  await expect(page).toHaveURL(/\/advice-support#guides$/);
  const guides = page.locator('#guides');
  await expect(guides.getByRole('link', { name: 'Download' })).toHaveCount(8);
  await expect(guides.getByRole('img', { name: 'Locked' })).toHaveCount(0);

  const download = guides.getByRole('link', { name: 'Download' }).first();
  const href = await download.getAttribute('href');
  const [tab] = await Promise.all([context.waitForEvent('page'), download.click()]);
  await expect.poll(() => tab.url()).toContain('/download?');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();

  await page.goto('/login');
  await expect(site.main().getByText('You can now access all our guides.')).toBeVisible();
  await site.main().getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have logged out.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/advice-support');
  await expect(page.locator('#guides').getByRole('img', { name: 'Locked' })).toHaveCount(8);
  await expect(site.header().getByRole('link', { name: 'Join For Free' })).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password; the old one stops working and the link works once', async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, email, 'first password 1');
  await page.evaluate(() => localStorage.clear());

  await page.goto('/forgot-password');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByLabel('Email', { exact: true }).fill(`nobody.${Date.now()}@example.com`);
  await main.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(main.getByText('*Sorry, this email does not match with any account.')).toBeVisible();
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Password Reset Sent' })).toBeVisible();
  await expect(page.getByText('We have sent you an email.')).toBeVisible();

  const link = await resetLinkFor(page, email);
  await page.goto(link);
  await expect(main.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please enter your new password.')).toBeVisible();
  await main.getByLabel('New password', { exact: true }).fill('second password 2');
  await main.getByLabel('Confirm password', { exact: true }).fill('second password X');
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('The confirm password does not match the new password.')).toBeVisible();
  await main.getByLabel('Confirm password', { exact: true }).fill('second password 2');
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Password Reset' })).toBeVisible();

  const login = (password: string) => page.request.post('/api/login', { data: { email, password } });
  expect((await login('first password 1')).status()).toBe(401);
  expect((await login('second password 2')).status()).toBe(200);

  // Through the screen too: the new password signs in.
  await page.goto('/login');
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill('second password 2');
  await page.keyboard.press('Enter');
  await expect(main.getByText('You can now access all our guides.')).toBeVisible();

  // The link was used up.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await main.getByLabel('New password', { exact: true }).fill('third password 3');
  await main.getByLabel('Confirm password', { exact: true }).fill('third password 3');
  await main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired. Please request a new one.')).toBeVisible();
});

test('the login screen checks its messages; a reset link without a token goes home', async ({ page }) => {
  await page.goto('/login');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please provide your email address.')).toBeVisible();
  await main.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please provide your password.')).toBeVisible();
  await main.getByLabel('Password', { exact: true }).fill('secret-secret');
  await main.getByRole('button', { name: 'Show password' }).click();
  await expect(main.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/$/);
});
