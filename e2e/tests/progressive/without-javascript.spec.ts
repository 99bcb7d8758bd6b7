import { expect, test, type Page } from '@playwright/test';
import { messages, newsletterMessages } from '@tenants/shared/model';
import { EnquiryWizard } from '../../pages/enquiry-wizard';
import { mobile } from '../../fixtures/staff';

// Every public control and form works as HTML. About 1 visit in 100 never gets its JavaScript;
// these tests are that visit (docs/decisions/0010-progressive-enhancement.md).
test.use({ javaScriptEnabled: false });

const uniqueEmail = () => `no-script.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const main = (page: Page) => page.locator('main');

test('the home FAQ questions open and close without script', async ({ page }) => {
  await page.goto('/');
  const question = main(page).locator('summary', { hasText: 'Who can become a member?' });
  const details = main(page).locator('details', { has: page.locator('summary', { hasText: 'Who can become a member?' }) });
  await expect(details).not.toHaveAttribute('open', /.*/);
  await question.click();
  await expect(details).toHaveAttribute('open', '');
  await expect(details.locator('summary + *')).toBeVisible();
  await question.click();
  await expect(details).not.toHaveAttribute('open', /.*/);
});

test("the home page's service tabs are links to each area's services page", async ({ page }) => {
  await page.goto('/');
  const areas = main(page).getByRole('navigation', { name: 'Service areas' });
  // Without script they are a list of links, not tabs that could not switch.
  await expect(areas.getByRole('tab')).toHaveCount(0);
  await expect(areas.getByRole('link')).toHaveText(['Property', 'Corporate', 'Non-Corporate']);
  await areas.getByRole('link', { name: 'Corporate', exact: true }).click();
  await expect(page).toHaveURL(/\/corporate\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate Services');
  await page.goBack();
  await main(page).getByRole('navigation', { name: 'Service areas' }).getByRole('link', { name: 'Non-Corporate' }).click();
  await expect(page).toHaveURL(/\/non-corporate\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Non-Corporate Services');
});

test("the header's menus open without script, at a desk and on a phone", async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  const services = header.locator('summary', { hasText: 'Services' }).first();
  await services.click();
  const menu = header.locator('details', { has: page.locator('summary', { hasText: 'Services' }) }).first();
  await expect(menu.getByRole('link').first()).toBeVisible();
  await menu.getByRole('link').first().click();
  await expect(page).not.toHaveURL(/\/about$/);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  const toggle = header.locator('summary[aria-label="Menu"]');
  await expect(header.getByRole('link', { name: 'Lobbying' })).toBeHidden();
  await toggle.click();
  await expect(header.getByRole('link', { name: 'Lobbying' })).toBeVisible();
  await header.getByRole('link', { name: 'Lobbying' }).click();
  await expect(page).toHaveURL(/\/lobbying$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the news categories are links and the search is a form the server answers', async ({ page }) => {
  await page.goto('/news');
  await main(page).getByRole('link', { name: 'Insights', exact: true }).click();
  await expect(page).toHaveURL(/category=3/);
  await expect(main(page).getByRole('link', { name: 'Insights', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByRole('article').first()).toBeVisible();

  const search = main(page).getByRole('searchbox', { name: 'Search articles' });
  await search.fill('zebra');
  await search.press('Enter');
  await expect(page).toHaveURL(/keyword=zebra/);
  await expect(main(page).getByText('Sorry, no articles matched your search.', { exact: false })).toBeVisible();

  // A search that matches in another category says where, as a link (with script the page switches to it).
  await page.goto('/news?category=1&keyword=mediation');
  await main(page).getByRole('link', { name: 'See the matching articles in Insights' }).click();
  await expect(page).toHaveURL(/category=3/);
  await expect(main(page).getByRole('article').first()).toBeVisible();
});

test("the footer's newsletter form: a refused address stays with its message, then the thank-you", async ({ page }) => {
  await page.goto('/lobbying');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Email address' });
  await field.fill('not-an-address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/lobbying#form-newsletter$/);
  await expect(footer.getByText(messages.newsletterInvalid)).toBeVisible();
  await expect(field).toHaveValue('not-an-address');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(uniqueEmail());
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText(newsletterMessages.newsletterThanks)).toBeVisible();
  await expect(field).toHaveValue('');
  // Shown once: a reload shows the form as new, and posts nothing again.
  await page.reload();
  await expect(footer.getByText(newsletterMessages.newsletterThanks)).toHaveCount(0);
});

test('the community lists: Join Now opens the form, the server answers it', async ({ page }) => {
  await page.goto('/community');
  const card = (name: string) =>
    main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
  const email = card('Email Broadcast');
  await email.locator('summary', { hasText: 'Join Now' }).click();
  await email.getByRole('textbox', { name: 'Email address' }).fill('someone@');
  await email.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(card('Email Broadcast').getByText(messages.emailInvalid)).toBeVisible();
  await expect(card('Email Broadcast').getByRole('textbox', { name: 'Email address' })).toHaveValue('someone@');
  await card('Email Broadcast').getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail());
  await card('Email Broadcast').getByRole('button', { name: 'Join', exact: true }).click();
  await expect(card('Email Broadcast').getByText(newsletterMessages.broadcastThanks)).toBeVisible();

  const whatsapp = card('WhatsApp Group');
  await whatsapp.locator('summary', { hasText: 'Join Now' }).click();
  await whatsapp.getByRole('textbox', { name: 'Phone number' }).fill(mobile().replace(/^07400/, '07400 '));
  await whatsapp.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(card('WhatsApp Group').getByText(newsletterMessages.whatsappThanks)).toBeVisible();
});

test("the news pages are links: next, a page's number, and the ends not links", async ({ page }) => {
  await page.goto('/news?category=2&page=1');
  const pages = main(page).getByRole('navigation', { name: 'Pages of articles' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Previous page' })).toBeDisabled();
  const firstTitle = await main(page).getByRole('article').first().getByRole('heading').textContent();
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByRole('article').first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
  await pages.getByRole('link', { name: 'Page 4' }).click();
  await expect(page).toHaveURL(/page=4/);
  await expect(page).toHaveURL(/category=2/);
  await expect(pages.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
});

test("forgot password's Resend Email sends the link again, as a form", async ({ page }) => {
  const email = uniqueEmail();
  const phone = mobile();
  const created = await page.request.post('/api/register', {
    data: { firstname: 'Ada', lastname: 'Lovelace', email, phone, password: 'no script here 1' },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/forgot-password');
  await main(page).getByRole('textbox', { name: /email/i }).fill(email);
  await main(page).getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Password Reset Sent' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Resend Email' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Password Reset Sent' })).toBeVisible();
  await expect(page.getByText('We have sent you an email.')).toBeVisible();
  // Two reset e-mails in the outbox: the first send and the resend.
  const outbox = await page.request.get(`/api/dev/outbox?format=json&to=${encodeURIComponent(email)}`);
  const { payload } = (await outbox.json()) as { payload: Array<{ text_body: string }> };
  expect(payload.filter((mail) => /reset-password\?token=/.test(mail.text_body))).toHaveLength(2);
});

test('forgot password works as a form; login and sign-up say they need JavaScript', async ({ page }) => {
  await page.goto('/forgot-password');
  await main(page).getByRole('textbox', { name: /email/i }).fill(uniqueEmail());
  await main(page)
    .getByRole('button', { name: /send|reset/i })
    .click();
  await expect(main(page).getByText(messages.noSuchAccount)).toBeVisible();
  // While the message shows, the title says so first.
  expect(await page.title()).toMatch(/^Error: /);

  for (const path of ['/login', '/sign-up']) {
    await page.goto(path);
    await expect(main(page).getByText(/needs? JavaScript/i)).toBeVisible();
  }
});

test('the donation page says plainly that card payment needs JavaScript', async ({ page }) => {
  await page.goto('/donation');
  await expect(main(page).getByText(/card payment.*JavaScript|JavaScript.*card payment/i)).toBeVisible();
});

test('the whole enquiry without script: each step at its own address, Back and reload on every step, the error summary, check your answers, then sent', async ({
  page,
}) => {
  const wizard = new EnquiryWizard(page);
  const title = async () => page.title();
  /** The step shows again after a reload, and after the browser's Back and Forward: nothing is posted again. */
  const holdsAcrossReloadAndHistory = async (step: number, before: number) => {
    await page.reload();
    await wizard.expectStep(step);
    await page.goBack();
    await wizard.expectStep(before);
    await page.goForward();
    await wizard.expectStep(step);
  };

  await page.goto('/enquiry');
  await wizard.expectStep(1);
  await wizard.choice('Corporate').click();
  // Each step answers with a 303 to the next step's own address, which opens at its question.
  await expect(page).toHaveURL(/\/enquiry\?step=2#enquiry-question$/);
  await wizard.expectStep(2);
  await holdsAcrossReloadAndHistory(2, 1);
  await wizard.choice('Above £50,000').click();
  await wizard.expectStep(3);
  await holdsAcrossReloadAndHistory(3, 2);
  // Back is a button of the form too: the answers so far are kept.
  await wizard.button('Back').click();
  await wizard.expectStep(2);
  await expect(wizard.choice('Above £50,000')).toHaveAttribute('aria-pressed', 'true');
  await wizard.choice('Above £50,000').click();
  await wizard.choice('Yes').click();
  await wizard.expectStep(4);
  await holdsAcrossReloadAndHistory(4, 3);
  await wizard.field('Town / City').fill('Leeds');
  await wizard.field('Town / City').press('Enter');
  await wizard.expectStep(5);
  await holdsAcrossReloadAndHistory(5, 4);
  await wizard.field('How can we help you?').fill('A rent review is due and the landlord wants 30% more.');
  await wizard.button('Continue').click();
  await wizard.expectStep(6);
  await holdsAcrossReloadAndHistory(6, 5);

  // A refused step: the title says so first, a summary at the top links to the field, the message is beside it.
  await wizard.field('Last Name').fill('Okafor');
  await wizard.button('Continue').click();
  await wizard.expectStep(6);
  await expect(page).toHaveURL(/\/enquiry\?step=6#error-summary$/);
  expect(await title()).toMatch(/^Error: /);
  const summary = page.locator('#error-summary');
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(wizard.root.getByText(messages.firstNameRequired)).toHaveCount(2);
  await expect(wizard.field('Last Name')).toHaveValue('Okafor');
  await summary.getByRole('link', { name: messages.firstNameRequired }).click();
  await expect(page).toHaveURL(/#enquiry-firstname$/);
  await expect(wizard.field('First Name')).toBeFocused();
  await wizard.field('First Name').fill('Chidi');
  await wizard.button('Continue').click();
  await wizard.expectStep(7);
  expect(await title()).not.toMatch(/^Error: /);
  await holdsAcrossReloadAndHistory(7, 6);

  await wizard.field('Email address').fill('chidi@');
  await wizard.field('Phone number').fill('07400 123456');
  await wizard.button('Submit').click();
  await expect(page).toHaveURL(/\/enquiry\?step=7#error-summary$/);
  expect(await title()).toMatch(/^Error: /);
  await expect(summary.getByRole('link', { name: messages.emailInvalid })).toHaveAttribute('href', '#enquiry-email');
  await expect(wizard.field('Phone number')).toHaveValue('07400 123456');
  const email = uniqueEmail();
  await wizard.field('Email address').fill(email);
  await wizard.button('Submit').click();

  // Check your answers: every answer with a Change link to its step; nothing is sent before Send enquiry.
  await expect(page).toHaveURL(/\/enquiry\?step=check#enquiry-question$/);
  await expect(wizard.checkAnswers()).toBeVisible();
  await expect(wizard.answer('Service')).toHaveText('Corporate');
  await expect(wizard.answer('Town / City')).toHaveText('Leeds');
  await expect(wizard.answer('Email address')).toHaveText(email);
  await page.reload();
  await expect(wizard.checkAnswers()).toBeVisible();
  await wizard.root.getByRole('link', { name: 'Change town / city' }).click();
  await wizard.expectStep(4);
  await expect(wizard.field('Town / City')).toHaveValue('Leeds');
  await page.goBack();
  await expect(wizard.checkAnswers()).toBeVisible();
  await wizard.button('Send enquiry').click();
  await expect(page).toHaveURL(/\/enquiry\/thankyou$/);
  await expect(page.getByRole('heading', { level: 1, name: "We've Received Your Enquiry!" })).toBeVisible();
  // Back from the thank-you page reposts nothing: the answers are gone with the sent enquiry.
  await page.goBack();
  await wizard.expectStep(1);
  await expect(wizard.choice('Corporate')).toHaveAttribute('aria-pressed', 'false');
});
