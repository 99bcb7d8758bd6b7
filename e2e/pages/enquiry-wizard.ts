import { expect, type Locator, type Page } from '@playwright/test';

export const questions = [
  'Which service are you interested in?',
  'How much is your annual rent?',
  'Is your lease held in a Ltd company?',
  'Where are you located?',
  'Please tell us more about your business concerns:',
  "That's great! Now please tell us a little more about you...",
  'How can we contact you?',
];

/** The 7-step enquiry as a visitor meets it, on /enquiry or embedded in a page. */
export class EnquiryWizard {
  readonly root: Locator;
  constructor(
    readonly page: Page,
    within?: Locator,
  ) {
    this.root = (within ?? page.locator('main')).getByRole('region', { name: 'Talk To A Specialist' });
  }

  question(step: number) {
    return this.root.getByRole('heading', { level: 3, name: questions[step - 1] });
  }

  async expectStep(step: number) {
    await expect(this.question(step)).toBeVisible();
    await expect(this.root.getByText(`Step ${step} of 7`, { exact: true })).toBeVisible();
  }

  choice(name: string) {
    return this.root.getByRole('button', { name, exact: true });
  }

  field(label: string) {
    return this.root.getByLabel(label, { exact: true });
  }

  /** The check of every answer, the last step without JavaScript. */
  checkAnswers() {
    return this.root.getByRole('heading', { level: 3, name: 'Check your answers before sending your enquiry' });
  }

  /** A row of the check: its answer. */
  answer(label: string) {
    return this.root
      .locator('.enquiry-wizard__answer')
      .filter({ has: this.page.locator('dt', { hasText: label }) })
      .locator('dd')
      .first();
  }

  button(name: 'Continue' | 'Submit' | 'Back' | 'Send enquiry') {
    return this.root.getByRole('button', { name, exact: true });
  }

  /** Toasts are the shell's: they show outside the wizard. */
  toast(text: string) {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** Answers every step by mouse; `atEachStep` runs on each step once it shows (e.g. an accessibility scan). */
  async fillByMouse(details: { email: string; phone: string; subscribe?: boolean }, atEachStep: () => Promise<void> = async () => undefined) {
    await atEachStep();
    await this.choice('Property').click();
    await this.expectStep(2);
    await atEachStep();
    await this.choice('£20,001 - £50,000').click();
    await this.expectStep(3);
    await atEachStep();
    await this.choice('No').click();
    await this.expectStep(4);
    await atEachStep();
    await this.field('Town / City').fill('Norwich');
    await this.button('Continue').click();
    await this.expectStep(5);
    await atEachStep();
    await this.field('How can we help you?').fill('Our landlord has served a section 25 notice and we want to renew.');
    await this.button('Continue').click();
    await this.expectStep(6);
    await atEachStep();
    await this.field('First Name').fill('Alex');
    await this.field('Last Name').fill('Morgan');
    await this.button('Continue').click();
    await this.expectStep(7);
    await atEachStep();
    await this.field('Email address').fill(details.email);
    await this.field('Phone number').fill(details.phone);
    if (details.subscribe) await this.root.getByRole('checkbox', { name: 'Keep up-to-date with the latest events and industry news' }).check();
  }
}
