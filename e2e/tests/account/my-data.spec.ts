import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { accountDataMessages, newsletterMessages } from '@tenants/shared/model';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';
import { mobile } from '../../fixtures/staff';

// A member's own data (UK GDPR Art. 15, 17 and 20): e-mail preferences, "Download my data" and
// "Delete my account", in the account area, as the member uses them.

const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
const password = 'a long member passphrase';

async function signedInMember(page: Page): Promise<{ email: string; site: Site }> {
  const email = `data.${unique()}@example.com`;
  const phone = mobile();
  expect((await page.request.post('/api/register', { data: { firstname: 'Rosa', lastname: 'Parkes', email, phone, password } })).status()).toBe(200);
  const site = new Site(page);
  await site.open('/login');
  await site.main().getByLabel('Email', { exact: true }).fill(email);
  await site.main().getByLabel('Password', { exact: true }).fill(password);
  await site.main().getByRole('button', { name: 'Sign in' }).click();
  await expect(site.main().getByRole('heading', { name: 'Download my data' })).toBeVisible();
  return { email, site };
}

const outboxTo = async (page: Page, email: string) =>
  (
    (await (await page.request.get(`/api/dev/outbox?format=json&to=${encodeURIComponent(email)}`)).json()) as {
      payload: Array<{ subject: string; text_body: string }>;
    }
  ).payload;

test('a member sees their lists, downloads everything kept about them as JSON, and no secret is in it', async ({ page }) => {
  const { email, site } = await signedInMember(page);
  // Asked for the newsletter from the footer, not yet confirmed.
  const asked = await page.request.post('/api/subscribe/newsletter', { data: { email, source: '/' } });
  expect(await asked.json()).toEqual({ success: true, message: newsletterMessages.newsletterThanks });
  await page.reload();
  const preferences = site.main().getByRole('region', { name: 'E-mail preferences' });
  await expect(preferences.getByText('Waiting for your confirmation')).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), site.main().getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toBe('my-data.json');
  const text = readFileSync((await download.path())!, 'utf8');
  const data = JSON.parse(text) as {
    profile: { email: string; firstname: string };
    consents: Array<{ list: string; source: string | null; confirmedAt: string | null }>;
  };
  expect(data.profile).toMatchObject({ email, firstname: 'Rosa' });
  expect(data.consents).toContainEqual(expect.objectContaining({ list: 'newsletter', source: '/', confirmedAt: null }));
  // Nothing that opens the account: no password hash, no session token.
  expect(text).not.toMatch(/password|token|scrypt|hash/i);
});

test('"Delete my account" asks for the password and to confirm, then erases the account and mails a confirmation', async ({ page }) => {
  const { email, site } = await signedInMember(page);
  const section = site.main().getByRole('region', { name: 'Delete my account' });
  await section.getByLabel('Password').fill('not the password');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await section.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(section.getByText(accountDataMessages.passwordWrong)).toBeVisible();
  // Still a member.
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  await section.getByLabel('Password').fill(password);
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await section.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(site.main().getByText(accountDataMessages.deleted)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoAxeViolations(page);

  // The account is gone: signing in fails, and the confirmation mail went to the address.
  const login = await page.request.post('/api/login', { data: { email, password } });
  expect(login.status()).toBeGreaterThanOrEqual(400);
  await expect.poll(async () => (await outboxTo(page, email)).length).toBeGreaterThan(0);
});
