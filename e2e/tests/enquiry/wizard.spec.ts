import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../pages/axe';
import { EnquiryWizard } from '../../pages/enquiry-wizard';
import { Site } from '../../pages/site';

const unique = () => `enquirer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The enquiry the API stored, read from the staff mail in the outbox (the e2e site keeps mail there). */
async function staffMailFor(page: Page, email: string) {
  const response = await page.request.get(`/api/dev/outbox?format=json&to=support@tenants.example`);
  const { payload } = (await response.json()) as { payload: Array<{ subject: string; text_body: string }> };
  return payload.filter((m) => m.text_body.includes(email));
}

for (const width of [375, 1280]) {
  test(`a visitor walks all seven steps by mouse and lands on the thank-you page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/enquiry');
    const wizard = new EnquiryWizard(page);
    await wizard.expectStep(1);
    await expectNoAxeViolations(page);

    // Auto-advance: still on step 1 right after the click, on step 2 about 500 ms later.
    const clicked = Date.now();
    await wizard.choice('Property').click();
    await expect(wizard.question(1)).toBeVisible();
    await wizard.expectStep(2);
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(450);
    await wizard.page.goBack();
    await wizard.expectStep(1);
    await expect(wizard.choice('Property')).toHaveAttribute('aria-pressed', 'true');

    const email = unique();
    await wizard.fillByMouse({ email, phone: '07400 123456', subscribe: true }, () => expectNoAxeViolations(page));
    await expectNoAxeViolations(page);
    // The thank-you page's heading, timed by the page itself: a test that looks from outside can miss the
    // first second on a busy machine.
    await page.evaluate(() => {
      const seen: { url?: number; first?: string; switched?: number } = {};
      Object.assign(window, { thankYouTimes: seen });
      const look = () => {
        const heading = document.querySelector('main h1')?.textContent ?? '';
        if (seen.url === undefined && location.pathname === '/enquiry/thankyou') Object.assign(seen, { url: performance.now(), first: heading });
        if (seen.url !== undefined && seen.switched === undefined && heading === "We've Received Your Enquiry!") seen.switched = performance.now();
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await wizard.button('Submit').click();

    await expect(page).toHaveURL(/\/enquiry\/thankyou$/);
    await expect(page.getByRole('heading', { level: 1, name: "We've Received Your Enquiry!" })).toBeVisible();
    const times = await page.evaluate(() => (window as unknown as { thankYouTimes: { url: number; first: string; switched: number } }).thankYouTimes);
    // docs/product/enquiry.md: "Make An Enquiry" first, switching after 1000 ms (from the page's start, so a little
    // more than from the address's change).
    expect(times.first).toBe('Make An Enquiry');
    expect(times.switched - times.url).toBeGreaterThanOrEqual(800);
    await expect(page.getByRole('link', { name: 'Return To Home' })).toBeVisible();
    // Under 850 px high and 995 px wide the page scrolls to 280 px, otherwise it stays at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(width < 995 ? 280 : 0);
    await expectNoAxeViolations(page);

    const mails = await staffMailFor(page, email);
    expect(mails.map((m) => m.subject)).toEqual(['New enquiry: Property – Alex Morgan']);
    expect(mails[0].text_body).toContain('Phone: 07400123456');
    expect(mails[0].text_body).toContain('Lease held in a Ltd company: No');
  });
}

for (const width of [375, 1280]) {
  test(`a keyboard user answers every step, with focus moving to each new question, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/enquiry');
    const wizard = new EnquiryWizard(page);
    await wizard.expectStep(1);
    await wizard.choice('Property').focus();
    await page.keyboard.press('Tab');
    await expect(wizard.choice('Corporate')).toBeFocused();
    await page.keyboard.press('Enter');
    await wizard.expectStep(2);
    await expect(wizard.question(2)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(wizard.choice('Below £10,000')).toBeFocused();
    await page.keyboard.press('Space');
    await wizard.expectStep(3);
    // Focus is on the new question before the next key (on a busy machine it moves a moment after the step shows).
    await expect(wizard.question(3)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await wizard.expectStep(4);
    await expect(wizard.question(4)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(wizard.field('Town / City')).toBeFocused();
    await page.keyboard.type('Cardiff');
    await page.keyboard.press('Enter');
    await wizard.expectStep(5);
    await expect(wizard.question(5)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Service charge reconciliation looks wrong.');
    // The step's own button comes first (it is the one Enter in a field presses), Back after it.
    await page.keyboard.press('Tab'); // Continue
    await page.keyboard.press('Enter');
    await wizard.expectStep(6);
    await expect(wizard.question(6)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sam');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Patel');
    await page.keyboard.press('Enter');
    await wizard.expectStep(7);
    await expect(wizard.question(7)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(unique());
    await page.keyboard.press('Tab');
    await page.keyboard.type('07400123456');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(wizard.root.getByRole('checkbox')).toBeChecked();
    await page.keyboard.press('Tab'); // Submit
    await expect(wizard.button('Submit')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/enquiry\/thankyou$/);
  });
}

test('each validation message of steps 6 and 7 shows, in the spec order', async ({ page }) => {
  await page.goto('/enquiry');
  const wizard = new EnquiryWizard(page);
  await wizard.choice('Unsure').click();
  await wizard.expectStep(2);
  await wizard.choice('Unsure').click();
  await wizard.expectStep(3);
  await wizard.choice('Unsure').click();
  await wizard.expectStep(4);
  await wizard.button('Continue').click();
  await wizard.button('Continue').click();
  await wizard.expectStep(6);
  await wizard.button('Continue').click();
  await expect(page.getByText('Please provide your first name.')).toBeVisible();
  await wizard.field('First Name').fill('Jo');
  await wizard.button('Continue').click();
  await expect(page.getByText('Please provide your last name.')).toBeVisible();
  await wizard.field('Last Name').fill('Bloggs');
  await wizard.button('Continue').click();
  await wizard.expectStep(7);
  await wizard.button('Submit').click();
  await expect(page.getByText('Please provide your email address.')).toBeVisible();
  await wizard.field('Email address').fill('jo@');
  await wizard.button('Submit').click();
  await expect(page.getByText('Please provide a valid email address.')).toBeVisible();
  await wizard.field('Email address').fill('jo@example.com');
  await wizard.button('Submit').click();
  await expect(page.getByText('Please provide your phone number.')).toBeVisible();
  await wizard.field('Phone number').fill('12345');
  await wizard.button('Submit').click();
  await expect(page.getByText('Please provide a valid phone number.')).toBeVisible();
  await expect(page).toHaveURL(/\/enquiry\?step=7$/);
});

test('the home page embeds the same wizard', async ({ page }) => {
  await page.goto('/');
  await new Site(page).revealEmbeddedEnquiry();
  const wizard = new EnquiryWizard(page);
  await wizard.root.scrollIntoViewIfNeeded();
  await wizard.expectStep(1);
  await wizard.choice('Non-Corporate').click();
  await wizard.expectStep(2);
  await expect(page).toHaveURL(/\/$/);
});
