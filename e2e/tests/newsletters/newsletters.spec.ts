import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { newsletterMessages } from '@tenants/shared/model';
import { e2ePort } from '../../fixtures/env';
import { startMailSink, startMailSite, type ReceivedMail } from '../../fixtures/mail-site';
import { enrolmentCodeIn, mobile } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';

// Newsletters with consent (docs/product/newsletters.md), on a site of the test's own that sends
// over SMTP to a real SMTP server started here: double opt-in, a send from the staff area, the RFC 8058
// headers, one-click unsubscribe, and the next send skipping who left.

const unique = () => `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
const password = 'a staff passphrase 2026';
const totp = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

test.describe.configure({ mode: 'serial' });

let sink: Awaited<ReturnType<typeof startMailSink>>;
let site: Awaited<ReturnType<typeof startMailSite>>;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startMailSink();
  site = await startMailSite(e2ePort + 17, sink.url);
});
test.afterAll(async () => {
  await site?.stop();
  await sink?.close();
});

/** Waits for a message to `address` that `match` accepts, and gives it. */
async function mailTo(address: string, match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  await expect.poll(() => sink.to(address).some(match), { timeout: 20_000 }).toBe(true);
  return sink.to(address).find(match)!;
}
const isNewsletter = (subject: string) => (mail: ReceivedMail) => mail.header('list-id') !== undefined && (mail.header('subject') ?? '').includes(subject);
const linkIn = (mail: ReceivedMail, pathname: string) => {
  const found = new RegExp(`https?://[^\\s"'<>]+${pathname.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9._~%-]+`).exec(mail.body);
  expect(found, `a ${pathname} link in the mail`).not.toBeNull();
  return found![0].replace(/&amp;/g, '&');
};

async function subscribeInFooter(page: Page, email: string) {
  const frame = new Site(page);
  await frame.open(`${site.baseUrl}/`);
  const field = frame.footer().getByRole('textbox', { name: /email/i });
  await field.fill(email);
  await frame.footer().getByRole('button', { name: 'Subscribe' }).click();
  await expect(frame.footer().getByText(newsletterMessages.newsletterThanks)).toBeVisible();
}

async function confirmFromMail(page: Page, email: string) {
  const mail = await mailTo(email, (m) => m.body.includes('/newsletters/confirm?token='));
  await page.goto(linkIn(mail, '/newsletters/confirm'));
  // Opening the link confirms nothing (mail scanners open links): the reader presses the button.
  await expect(page.locator('main').getByText(newsletterMessages.confirmed)).toHaveCount(0);
  await page.locator('main').getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.locator('main').getByText(newsletterMessages.confirmed)).toBeVisible();
}

/** A staff member of the mail site, signed in with the password and an authenticator code. */
async function signInStaff(page: Page): Promise<void> {
  const email = `editor.${unique()}@example.com`;
  const registered = await page.request.post(`${site.baseUrl}/api/register`, {
    data: { firstname: 'Nia', lastname: 'Editor', email, phone: mobile(), password },
  });
  expect(registered.status()).toBe(200);
  const token = (await registered.json()).token as string;
  // The operator's command prints the enrolment link it mails: its code sets up the authenticator app.
  const enrolmentCode = enrolmentCodeIn(site.cli('staff', 'add', email));
  const headers = { authorization: `Bearer ${token}` };
  const started = await page.request.post(`${site.baseUrl}/api/staff/second-factor/totp`, { headers, data: { enrolmentCode } });
  const { secret } = (await started.json()).payload as { secret: string };
  const confirmed = await page.request.post(`${site.baseUrl}/api/staff/second-factor/totp/confirm`, {
    headers,
    data: { code: await totp(secret), enrolmentCode },
  });
  expect(confirmed.status()).toBe(200);

  const frame = new Site(page);
  await frame.open(`${site.baseUrl}/login?next=${encodeURIComponent('/staff/newsletters')}`);
  await frame.main().getByLabel('Email', { exact: true }).fill(email);
  await frame.main().getByLabel('Password', { exact: true }).fill(password);
  await frame.main().getByRole('button', { name: 'Sign in' }).click();
  await expect(frame.heading()).toHaveText("Confirm it's you");
  await frame
    .main()
    .getByLabel('Code from your authenticator app, or a recovery code')
    .fill(await totp(secret, 30));
  await frame.main().getByRole('button', { name: 'Confirm' }).click();
  await expect(frame.heading()).toHaveText('Newsletters');
}

test('subscribe, confirm, a send from the staff area with one-click headers, unsubscribe, and the next send skips who left', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const reader = `reader.${unique()}@example.com`;
  const stayer = `stayer.${unique()}@example.com`;
  const unconfirmed = `unconfirmed.${unique()}@example.com`;

  // Three visitors subscribe; two confirm from the mail; one never does.
  await subscribeInFooter(page, reader);
  await confirmFromMail(page, reader);
  await subscribeInFooter(page, stayer);
  await confirmFromMail(page, stayer);
  const pending = await page.request.post(`${site.baseUrl}/api/subscribe/newsletter`, { data: { email: unconfirmed, source: '/' } });
  expect(await pending.json()).toEqual({ success: true, message: newsletterMessages.newsletterThanks });
  await mailTo(unconfirmed, (m) => m.body.includes('/newsletters/confirm?token='));

  // Staff write one in the staff area and send it now (the second factor was given at sign-in).
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInStaff(staffPage);
  const desk = new Site(staffPage);
  const subject = `Rent review season ${unique()}`;
  await desk.main().getByRole('link', { name: 'New newsletter' }).click();
  await desk.main().getByLabel('Subject').fill(subject);
  await desk.main().getByLabel('List', { exact: true }).selectOption({ label: 'Newsletter' });
  await desk.main().getByRole('textbox', { name: 'Newsletter' }).click();
  await staffPage.keyboard.type('Rent reviews are coming: here is what to check first.');
  await desk.main().getByRole('button', { name: 'Save', exact: true }).click();
  await expect(desk.main().getByText(/Last saved/)).toBeVisible();
  // A test copy to the staff member's own address first.
  await desk.main().getByRole('button', { name: 'Send a test to me' }).click();
  await expect(desk.main().getByRole('status').filter({ hasText: newsletterMessages.testSent })).toBeVisible();
  await expectNoAxeViolations(staffPage);
  await desk.main().getByRole('button', { name: 'Send now…' }).click();
  const ask = staffPage.getByRole('dialog');
  await expect(ask).toContainText('It goes to everyone confirmed on the Newsletter list');
  await ask.getByRole('button', { name: 'Send now' }).click();
  // The page turns read-only: it is going out (or has gone).
  const details = desk.main().getByRole('region', { name: 'Details' });
  await expect(details.getByRole('definition').first()).toHaveText(/Sending|Sent/);

  // It arrives over SMTP with the RFC 8058 and List-Id headers, each recipient with their own link.
  const sent = await mailTo(reader, isNewsletter(subject));
  const unsubscribeHeader = sent.header('list-unsubscribe')!;
  expect(unsubscribeHeader).toMatch(new RegExp(`^<${site.baseUrl.replace(/[.]/g, '\\.')}/api/subscribe/unsubscribe\\?token=[^>]+>, ?<mailto:[^>]+>$`));
  expect(sent.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(sent.header('list-id')).toMatch(/<newsletter\.[^>]+>/);
  const other = await mailTo(stayer, isNewsletter(subject));
  expect(other.header('list-unsubscribe')).not.toBe(unsubscribeHeader);
  // The address that never confirmed gets nothing but its confirmation mail.
  expect(sink.to(unconfirmed).filter((m) => m.header('list-id') !== undefined)).toEqual([]);
  // The mail links to its web version, which anyone can read.
  const webVersion = /https?:\/\/[^\s"'<>]+\/newsletters\/[a-z0-9-]+/.exec(sent.body)![0];
  await page.goto(webVersion);
  await expect(page.locator('main h1')).toHaveText(subject);

  // A mail program's one-click POST (RFC 8058): no login, a 2xx at once.
  const oneClick = await page.request.post(/<(https?:[^>]+)>/.exec(unsubscribeHeader)![1], {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBeGreaterThanOrEqual(200);
  expect(oneClick.status()).toBeLessThan(300);

  // The next send, from the CLI (README), reaches who stayed and skips who left.
  const next = `Service charges explained ${unique()}`;
  const html = path.join(os.tmpdir(), `newsletter-${unique()}.html`);
  writeFileSync(html, '<p>What a service charge may and may not include.</p>');
  expect(site.cli('newsletter', 'send', '--subject', next, '--html', html)).toMatch(/\d+/);
  await mailTo(stayer, isNewsletter(next));
  expect(sink.to(reader).filter(isNewsletter(next))).toEqual([]);
  expect(sink.to(unconfirmed).filter(isNewsletter(next))).toEqual([]);
  await staff.close();
});

test('the unsubscribe page works without JavaScript and never unsubscribes on opening', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const reader = `nojs.${unique()}@example.com`;
  await subscribeInFooter(page, reader);
  await confirmFromMail(page, reader);
  const subject = `Lease renewals ${unique()}`;
  const html = path.join(os.tmpdir(), `newsletter-${unique()}.html`);
  writeFileSync(html, '<p>Renewing a lease under the 1954 Act.</p>');
  site.cli('newsletter', 'send', '--subject', subject, '--html', html);
  const mail = await mailTo(reader, isNewsletter(subject));
  const pageLink = linkIn(mail, '/newsletters/unsubscribe');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  // Opening the link (as a link scanner would) changes nothing.
  await noScript.goto(pageLink);
  const prefs = await page.request.get(`${site.baseUrl}/api/subscribe/preferences?token=${new URL(pageLink).searchParams.get('token')}`);
  expect((await prefs.json()).payload.lists).toContainEqual({ list: 'newsletter', status: 'confirmed' });
  await noScript.locator('main').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(noScript.locator('main').getByText(newsletterMessages.unsubscribed)).toBeVisible();
  const after = await page.request.get(`${site.baseUrl}/api/subscribe/preferences?token=${new URL(pageLink).searchParams.get('token')}`);
  expect((await after.json()).payload.lists).toContainEqual({ list: 'newsletter', status: 'unsubscribed' });
  await context.close();
});
