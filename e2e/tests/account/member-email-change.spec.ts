import { expect, test } from '@playwright/test';
import { accountDetailsMessages, accountMessages } from '@tenants/shared/model';
import { mobile, outboxTo, password, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';

// A member changes their e-mail from their account page: a link goes to the new address, the old one is
// told, nothing changes until the link is followed; then they sign in with the new address.

for (const width of [1280, 375]) {
  test(`a member changes their e-mail through the confirmation link and signs in with it, at ${width} px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const site = new Site(page);
    const old = `member.${unique()}@example.com`;
    const next = `moved.${unique()}@example.com`;
    expect((await page.request.post('/api/register', { data: { firstname: 'Priya', lastname: 'Shah', email: old, phone: mobile(), password } })).status()).toBe(
      200,
    );
    await site.open('/login');
    await site.main().getByLabel('Email', { exact: true }).fill(old);
    await site.main().getByLabel('Password', { exact: true }).fill(password);
    await site.main().getByRole('button', { name: 'Sign in' }).click();

    const form = site.main().getByRole('form', { name: 'Change your e-mail address' });
    await form.getByLabel('New e-mail address').fill(next);
    await form.getByLabel('Your password').fill('not the password');
    await form.getByRole('button', { name: 'Send the link' }).click();
    await expect(form.getByText(accountDetailsMessages.passwordWrong)).toBeVisible();
    await form.getByLabel('Your password').fill(password);
    await form.getByRole('button', { name: 'Send the link' }).click();
    await expect(form.getByRole('status')).toHaveText(accountDetailsMessages.emailLinkSent(next));
    await expectNoAxeViolations(page);

    // The old address is told; the new one has the link.
    await expect.poll(async () => (await outboxTo(page, old)).some((m) => m.text_body.includes(`change its e-mail address to ${next}`))).toBe(true);
    await expect.poll(async () => (await outboxTo(page, next)).length).toBe(1);
    const link = /https?:\/\/\S+\/account\/email\?token=[A-Za-z0-9_-]+/.exec((await outboxTo(page, next))[0].text_body)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await site.main().getByRole('button', { name: 'Confirm my new e-mail address' }).click();
    await expect(site.main().getByText(accountDetailsMessages.emailChanged)).toBeVisible();

    // Signed out, they sign in with the new address; the old one no longer works.
    await page.evaluate(() => localStorage.removeItem('token'));
    await site.open('/login');
    await site.main().getByLabel('Email', { exact: true }).fill(old);
    await site.main().getByLabel('Password', { exact: true }).fill(password);
    await site.main().getByRole('button', { name: 'Sign in' }).click();
    // A refused sign-in is told in a toast (the shell's, outside main), the password field marked.
    await expect(page.getByRole('status').filter({ hasText: accountMessages.loginFailed })).toBeVisible();
    await expect(site.main().getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await site.main().getByLabel('Email', { exact: true }).fill(next);
    await site.main().getByRole('button', { name: 'Sign in' }).click();
    await expect(site.main().getByRole('heading', { name: 'Your details' })).toBeVisible();
    await context.close();
  });
}
