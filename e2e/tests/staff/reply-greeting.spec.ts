import { expect, test } from '@playwright/test';
import { outboxTo, sendEnquiry, staffBrowser, unique } from '../../fixtures/staff';

// A reply to an enquiry reads as one letter: exactly one greeting and one sign-off, whether the writer typed
// their own or not, its paragraphs kept in HTML, previewed first with where the answer comes back to.

test('a reply mail has exactly one greeting and one sign-off', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, site } = await staffBrowser(browser, 1280, 'staff');
  const email = `ada.${unique()}@example.com`;
  const visitor = await sendEnquiry(page, email);
  await page.goto('/staff/enquiries');
  await site
    .main()
    .getByRole('link', { name: new RegExp(visitor) })
    .first()
    .click();
  const box = site.main().getByLabel(`Your reply to ${email}`);
  await box.fill(`Hi ${visitor},\n\nThanks for getting in touch.\n\nWe can help with the rent review.\n\nBest wishes`);
  await site.main().getByRole('button', { name: 'Preview', exact: true }).click();
  // The preview's own line (the hint under the box may name the address too).
  await expect(site.main().getByText('Their answer comes back to', { exact: true })).toBeVisible();
  await site.main().getByRole('button', { name: 'Send reply' }).click();
  await expect.poll(async () => (await outboxTo(page, email)).some((m) => m.subject.startsWith('Your enquiry'))).toBe(true);
  const reply = (await outboxTo(page, email)).find((m) => m.subject.startsWith('Your enquiry'))!;
  expect(reply.text_body.match(/^(Dear|Hi|Hello) /gm)).toEqual(['Hi ']);
  expect(reply.text_body.match(/Kind regards|Best wishes/g)).toEqual(['Best wishes']);
  // Paragraphs stay paragraphs in the HTML.
  expect(reply.html_body).toMatch(/>Thanks for getting in touch\.<\/p>/);
  expect(reply.html_body).toMatch(/>We can help with the rent review\.<\/p>/);
  await page.context().close();
});
