import { expect, test } from '@playwright/test';
import { previewLinkMessages } from '@tenants/shared/model';
import { staffBrowser, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';

// A page's draft sent to a colleague: a contributor saves a sentence, makes a preview link and copies it; a
// visitor with no account opens it in another browser and reads the draft, marked as one, while the live page
// is unchanged; a link changed by one character shows nothing of the draft.

test('a contributor’s preview link shows the draft to someone without an account, and nothing once changed', async ({ browser }) => {
  test.setTimeout(180_000);
  const writer = await staffBrowser(browser, 1280, 'contributor');
  const sentence = `Our renewal checklist, as drafted (${unique()}).`;
  await writer.site.open('/staff/pages');
  await writer.site.main().getByRole('table', { name: 'Property' }).getByRole('link', { name: 'Lease Renewals' }).click();
  await expect(writer.site.heading()).toHaveText('Edit: Lease Renewals');
  const intro = writer.site.main().getByRole('region', { name: '1. Hero' }).getByLabel('Introduction');
  const before = await intro.inputValue();
  try {
    await intro.fill(sentence);
    await writer.site.main().getByRole('button', { name: 'Save draft' }).click();
    await expect(writer.page.getByText('Draft saved.')).toBeVisible();

    const share = writer.site.main().getByRole('region', { name: 'Share a preview' });
    await share.getByRole('button', { name: 'Make a preview link' }).click();
    await expect(share.getByRole('status')).toHaveText(/^Preview link made\. Anyone with it can see this draft until \d{1,2} \w+ \d{4} at \d{1,2}:\d{2}\.$/);
    const url = await share.getByLabel('Preview link').inputValue();
    expect(url).toMatch(/\/preview\/pages\/[^/?]+\?until=\d+&sig=[\w-]+$/);

    const colleague = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await colleague.newPage();
    const shown = await page.goto(new URL(url).pathname + new URL(url).search);
    expect(shown?.status()).toBe(200);
    await expect(page.getByRole('complementary', { name: 'Draft preview' })).toContainText('This is a preview of a draft: visitors do not see it yet.');
    await expect(page.getByText(sentence)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('shared-preview-375.png'), fullPage: true });
    // The live page still says what it said.
    await page.goto('/property/lease-renewals');
    await expect(page.getByText(sentence)).toHaveCount(0);

    const changed = url.replace(/sig=(.)/, (_m, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    const refused = await page.goto(new URL(changed).pathname + new URL(changed).search);
    expect(refused?.status()).toBe(404);
    await expect(page.getByText(previewLinkMessages.invalid)).toBeVisible();
    await expect(page.getByText(sentence)).toHaveCount(0);
    await colleague.close();
  } finally {
    await intro.fill(before);
    await writer.site.main().getByRole('button', { name: 'Save draft' }).click();
    await expect(writer.page.getByText('Draft saved.').first()).toBeVisible();
    await writer.page.context().close();
  }
});
