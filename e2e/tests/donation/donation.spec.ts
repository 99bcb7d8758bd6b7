import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../pages/axe';
import { billing, DonationForm, testCards } from '../../pages/donation-form';
import { Site } from '../../pages/site';

// SPEC "Donation screen", §4, §5, §8 against the real API and the configured payments provider (the
// simulator by default; CI runs this file again with PAYMENTS_PROVIDER=stripe against the fake Stripe).

const thanks = 'Thank you so much for your donation!';
const paymentFailed = '*Sorry, we were unable to process your payment. Please check all payment details are correct and try again.';

async function openDonation(page: Page) {
  const site = new Site(page);
  await site.open('/donation');
  const form = new DonationForm(page);
  await form.expectStep(1);
  return form;
}

async function expectThankYou(page: Page, form: DonationForm) {
  await expect(page).toHaveURL(/\/donation\/thankyou$/);
  const shownAt = Date.now();
  const heading = page.getByRole('heading', { name: thanks });
  await expect(heading).toBeVisible();
  // docs/product/donation.md: the page animates for 1.2 s before the thanks (the time since the URL changed, so at least most of it).
  expect(Date.now() - shownAt).toBeGreaterThan(700);
  await expect(page.getByRole('link', { name: 'Return To Home' })).toHaveAttribute('href', '/');
  expect(await form.stored()).toEqual({ amount: null, billing: null });
}

test("step 1: nothing chosen, then a zero amount, give the spec's messages; preset and custom amount exclude each other", async ({ page }) => {
  const form = await openDonation(page);
  await expectNoAxeViolations(page);

  await form.continue().click();
  await form.expectToast('Please select or enter the amount.');
  await form.expectStep(1);

  await form.otherAmount().fill('0');
  await form.continue().click();
  await form.expectToast('Please make sure the amount is correct.');

  // Non-digits are stripped as they are typed.
  await form.otherAmount().fill('£3O0.5x');
  await expect(form.otherAmount()).toHaveValue('305');
  await form.preset(50).click();
  await expect(form.preset(50)).toHaveAttribute('aria-pressed', 'true');
  await expect(form.otherAmount()).toHaveValue('');
  await form.otherAmount().pressSequentially('75');
  await expect(form.preset(50)).toHaveAttribute('aria-pressed', 'false');

  await form.continue().click();
  await form.expectStep(2);
  await expect(page.getByRole('complementary', { name: 'Your donation' })).toContainText('£75');
  expect((await form.stored()).amount).toBe('75');
});

test("step 2: the billing messages in the spec's order, address line 2 optional", async ({ page }) => {
  const form = await openDonation(page);
  await form.preset(10).click();
  await form.continue().click();
  await form.expectStep(2);
  await expectNoAxeViolations(page);

  const order: [keyof typeof billing, string, string][] = [
    ['First name', 'Please provide your first name.', billing['First name']],
    ['Surname', 'Please provide your surname.', billing.Surname],
    ['Email', 'Please provide your email.', 'olivia.hughes@'],
    ['Email', 'Please provide a valid email address.', billing.Email],
    ['Address line 1', 'Please provide your address', billing['Address line 1']],
    ['Town/City', 'Please provide your town/city', billing['Town/City']],
    ['Postcode', 'Please provide your postcode', billing.Postcode],
  ];
  for (const [label, message, value] of order) {
    await form.continue().click();
    await form.expectToast(message);
    await expect(form.field(label)).toBeFocused();
    await expect(form.field(label)).toHaveAttribute('aria-invalid', 'true');
    await form.field(label).fill(value);
  }
  await form.continue().click();
  await form.expectStep(3);
  expect(JSON.parse((await form.stored()).billing!)).toMatchObject({ firstname: 'Olivia', lastname: 'Hughes', addressLineTwo: '', postcode: 'SY1 2BQ' });
});

test('step 3: the six card messages in order; the number shown in groups of four, digits and lengths kept to the spec', async ({ page }) => {
  const form = await openDonation(page);
  await form.reachCardStep(25);
  await expectNoAxeViolations(page);

  await form.field('Card number').fill('4242 4242-4242x42421234');
  await expect(form.field('Card number')).toHaveValue('4242-4242-4242-4242');
  await form.field('Name on card').fill('Olivia 2 Hughes!');
  await expect(form.field('Name on card')).toHaveValue('Olivia  Hughes');
  await form.field('Expiry month').fill('1a23');
  await expect(form.field('Expiry month')).toHaveValue('12');
  await form.field('Expiry year').fill('20345');
  await expect(form.field('Expiry year')).toHaveValue('2034');
  await form.field('CVV').fill('12x34');
  await expect(form.field('CVV')).toHaveValue('123');
  for (const label of ['Name on card', 'Card number', 'Expiry month', 'Expiry year', 'CVV']) await form.field(label).fill('');

  const order: [string, string, string][] = [
    ['Name on card', 'Please provide your name', 'Olivia Hughes'],
    ['Card number', 'Please provide your card number', testCards.succeeds],
    ['Expiry month', "Please provide your card's expiry month", '12'],
    ['Expiry year', "Please provide your card's expiry year", '34'],
    ['Expiry year', "Please provide your card's full expiry year", '2034'],
    ['CVV', "Please provide your card's CVV", '739'],
  ];
  for (const [label, message, value] of order) {
    await form.donate(25).click();
    await form.expectToast(message);
    await expect(form.field(label)).toBeFocused();
    await form.field(label).fill(value);
  }
  await form.donate(25).click();
  await expectThankYou(page, form);
});

test('a card that succeeds goes straight to the thank-you page, which animates, thanks and leads home', async ({ page }) => {
  const form = await openDonation(page);
  await form.reachCardStep(50);
  await form.fillCard({ number: testCards.succeeds });
  await form.donate(50).click();
  await expectThankYou(page, form);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Return To Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a card that needs authentication: the card check page, Complete, then the thank-you page', async ({ page }) => {
  const form = await openDonation(page);
  await form.reachCardStep(25);
  await form.fillCard({ number: testCards.authenticates });
  await form.donate(25).click();
  await expect(page).not.toHaveURL(/\/donation$/);
  await expect(page.getByRole('button', { name: 'Complete' })).toBeVisible();
  await expect(page.locator('body')).toContainText('£25');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expectThankYou(page, form);
});

test('authentication failed: the failure page restores the amount and billing details and says so on step 3', async ({ page }) => {
  const form = await openDonation(page);
  await form.preset(10).click();
  await form.otherAmount().fill('40');
  await form.continue().click();
  await form.fillBilling();
  await form.continue().click();
  await form.expectStep(3);
  await form.fillCard({ number: testCards.authenticates });
  await form.donate(40).click();
  await page.getByRole('button', { name: 'Fail' }).click();

  await expect(page).toHaveURL(/\/donation\/failure$/);
  await form.expectStep(3);
  await expect(form.root.getByRole('alert').filter({ hasText: paymentFailed })).toHaveText(paymentFailed);
  await expect(page.getByRole('complementary', { name: 'Your donation' })).toContainText('£40');
  // The card is never kept: it is typed again.
  await expect(form.field('Card number')).toHaveValue('');
  await expectNoAxeViolations(page);

  await form.back().click();
  await form.expectStep(2);
  for (const [label, value] of Object.entries(billing)) await expect(form.field(label)).toHaveValue(value);

  // Trying again with a card that works succeeds from the failure route.
  await form.continue().click();
  await form.expectStep(3);
  await form.fillCard({ number: testCards.succeeds });
  await form.donate(40).click();
  await expectThankYou(page, form);
});

for (const [card, message] of [
  [testCards.declined, 'Your card was declined.'],
  [testCards.insufficientFunds, 'Your card has insufficient funds.'],
] as const) {
  test(`a refused card (${card.slice(-4)}): the provider's message as a toast, the loading state removed, the details kept`, async ({ page }) => {
    const form = await openDonation(page);
    await form.reachCardStep(10);
    await form.fillCard({ number: card });
    await form.donate(10).click();
    await form.expectToast(message);
    await expect(page).toHaveURL(/\/donation\?step=3$/);
    await expect(page.getByRole('status').filter({ hasText: 'Sending your donation' })).toHaveCount(0);
    await expect(form.donate(10)).toBeEnabled();
    await form.expectStep(3);
    await expect(form.field('Card number')).toHaveValue(card.replace(/(\d{4})(?=\d)/g, '$1-'));
  });
}

test('session storage: kept while on donation pages, billing cleared on entering step 1, everything cleared off the flow', async ({ page }) => {
  const form = await openDonation(page);
  await form.reachCardStep(25);
  expect(await form.stored()).toEqual({ amount: '25', billing: expect.stringContaining('"city":"Shrewsbury"') });

  // Back to step 1: the billing details go, the amount stays.
  await form.back().click();
  await form.expectStep(2);
  await form.back().click();
  await form.expectStep(1);
  await expect.poll(() => form.stored()).toEqual({ amount: '25', billing: null });

  // Leaving the donation pages in the app clears what the flow stored.
  await form.continue().click();
  await form.fillBilling();
  await form.continue().click();
  await form.expectStep(3);
  const site = new Site(page);
  await site.header().getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => form.stored()).toEqual({ amount: null, billing: null });

  // The failure route with nothing to restore goes home.
  await page.goto('/donation/failure');
  await expect(page).toHaveURL(/\/$/);
});

test('the whole flow by keyboard: focus moves to each new step, and the donation goes through', async ({ page }) => {
  const form = await openDonation(page);
  await form.preset(25).focus();
  await page.keyboard.press('Space');
  await expect(form.preset(25)).toHaveAttribute('aria-pressed', 'true');
  await form.otherAmount().focus();
  await page.keyboard.press('Enter');
  await form.expectStep(2);
  await expect(form.heading()).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(form.field('First name')).toBeFocused();
  // Each field in turn; Enter in the last one sends the step.
  for (const [index, value] of Object.values(billing).entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await form.expectStep(3);
  await expect(form.heading()).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(form.field('Name on card')).toBeFocused();
  for (const [index, value] of ['Olivia Hughes', testCards.succeeds, '12', '2034', '739'].entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/donation\/thankyou$/);
  await expect(page.getByRole('heading', { name: thanks })).toBeVisible();
});
