import { expect, type Locator, type Page } from '@playwright/test';
import { donationStorageKeys } from '@tenants/shared/model';
import { e2eCvc } from '../fixtures/test-cards.mjs';

export const stepTitles = ['Your Donation', 'Billing Information', 'Card Details'] as const;

export { e2eCvc, testCards } from '../fixtures/test-cards.mjs';

export const billing = {
  'First name': 'Olivia',
  Surname: 'Hughes',
  Email: 'olivia.hughes@example.com',
  'Address line 1': '14 Castle Street',
  'Address line 2 (optional)': 'Unit 2',
  'Town/City': 'Shrewsbury',
  Postcode: 'SY1 2BQ',
} as const;

/** The donation remote's three steps as a donor meets them on /donation. */
export class DonationForm {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.locator('main').locator('section.donation-card');
  }

  heading() {
    return this.root.getByRole('heading', { level: 2 }).first();
  }

  async expectStep(step: 1 | 2 | 3) {
    await expect(this.heading()).toHaveText(`Step ${step} of 3: ${stepTitles[step - 1]}`);
  }

  preset(pounds: 10 | 25 | 50) {
    return this.root.getByRole('button', { name: `£${pounds}`, exact: true });
  }

  field(label: string) {
    return this.root.getByLabel(label, { exact: true });
  }

  otherAmount() {
    return this.root.getByLabel('Other amount in pounds');
  }

  continue() {
    return this.root.getByRole('button', { name: 'Continue', exact: true });
  }

  donate(pounds: number) {
    return this.root.getByRole('button', { name: `Donate £${pounds}`, exact: true });
  }

  back() {
    return this.root.getByRole('button', { name: 'Back', exact: true });
  }

  /** Toasts are the shell's: they show outside the remote. */
  toast(text: string) {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** The validation toast, and nothing else said at the same time. */
  async expectToast(text: string) {
    await expect(this.toast(text)).toBeVisible();
  }

  async fillBilling(values: Partial<Record<keyof typeof billing, string>> = billing) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  async fillCard({
    number,
    cvc = e2eCvc,
    name = 'Olivia Hughes',
    month = '12',
    year = '2034',
  }: {
    number: string;
    cvc?: string;
    name?: string;
    month?: string;
    year?: string;
  }) {
    await this.field('Name on card').fill(name);
    await this.field('Card number').fill(number);
    await this.field('Expiry month').fill(month);
    await this.field('Expiry year').fill(year);
    await this.field('CVV').fill(cvc);
  }

  /** Step 1 with a preset, step 2 with the billing details: the card step shows. */
  async reachCardStep(pounds: 10 | 25 | 50 = 25) {
    await this.preset(pounds).click();
    await this.continue().click();
    await this.expectStep(2);
    await this.fillBilling();
    await this.continue().click();
    await this.expectStep(3);
  }

  /** What the flow keeps in session storage: the amount and the billing details, by the shared keys. */
  stored() {
    return this.page.evaluate((keys) => ({ amount: sessionStorage.getItem(keys.amount), billing: sessionStorage.getItem(keys.billing) }), donationStorageKeys);
  }
}
