import { expect, test } from '@playwright/test';
import { zodWording } from '@tenants/shared/model';
import { staffBrowser, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';

// Nothing incomplete goes live (issue: "a desk a communications team trusts"): an officer's new page is
// refused in plain words, each missing field named at the top and beside itself, and goes live once
// complete; an event whose first Publish is refused leaves nothing behind, so the corrected Publish makes
// exactly one event.

for (const width of [1280, 375]) {
  test(`at ${width} px a new plain page is refused with plain words until complete, then published once`, async ({ browser }) => {
    test.setTimeout(150_000);
    const { page, site } = await staffBrowser(browser, width, 'staff');
    const address = `/access-${unique()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}`.slice(0, 60);
    await page.goto('/staff/pages/new');
    await site.main().getByLabel('Kind of page').selectOption('plain');
    await site.main().getByLabel('Address').fill(address);
    await site.main().getByLabel('Title').fill('Accessibility statement');
    await site.main().getByRole('button', { name: 'Create page' }).click();
    await expect(page).toHaveURL(/\/staff\/pages\/[^/]+$/);

    // Publish with the template's blocks still empty: refused, nothing goes live.
    await site.main().getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();
    const summary = site.main().locator('.ui-error-summary');
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary).toBeFocused();
    const problems = summary.getByRole('link');
    await expect(problems.first()).toBeVisible();
    const said = await problems.allTextContents();
    expect(said).toContain('The hero needs an introduction.');
    for (const message of said) expect(message, 'plain words, never the validator’s').not.toMatch(zodWording);
    expect((await page.request.get(address)).status()).toBe(404);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`incomplete-page-${width}.png`), fullPage: true });

    // Each link in the summary takes the focus to its field: the officer writes each one there.
    for (let round = 0; round < 2 && (await problems.count()) > 0; round += 1) {
      for (let i = 0; i < (await problems.count()); i += 1) {
        await problems.nth(i).click();
        await page.keyboard.type(`Written for the e2e check ${i + 1}.`);
      }
      await site.main().getByRole('button', { name: 'Publish now' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Page published.' }).or(summary)).toBeVisible();
    }
    await expect(page.getByRole('status').filter({ hasText: 'Page published.' })).toBeVisible();
    await expect.poll(async () => (await page.request.get(address)).status()).toBe(200);
    await page.context().close();
  });
}

test('an event whose first Publish is refused stores nothing; the corrected Publish makes one event', async ({ browser }) => {
  test.setTimeout(150_000);
  const { page, site } = await staffBrowser(browser, 1280, 'staff');
  const title = `Break clauses evening ${unique()}`;
  await page.goto('/staff/events/new');
  await site.main().getByLabel('Title').fill(title);
  await site.main().getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  // Refused beside its fields: still the new-event form, and no event of that title anywhere.
  await expect(site.main().locator('[aria-invalid="true"]').first()).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/events\/new$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  // Every event the desk holds, drafts included, page by page.
  const named = async () => {
    const found: Array<{ title: string; slug: string }> = [];
    for (let at = 1; at < 50; at += 1) {
      const list = (await (await page.request.get(`/api/staff/events?page=${at}`, { headers })).json()).payload as {
        items: Array<{ title: string; slug: string }>;
      };
      found.push(...list.items.filter((event) => event.title === title));
      if (list.items.length === 0) break;
    }
    return found;
  };
  expect(await named()).toEqual([]);

  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await site.main().getByLabel('Summary').fill('An evening on break clauses that fail, and how to avoid it.');
  await site.main().getByLabel('Starts').fill(`${day}T18:00`);
  await site.main().getByLabel('Ends').fill(`${day}T20:00`);
  await site.main().getByLabel('Places').fill('30');
  await site.main().getByLabel('Town or area').fill('Leeds');
  await site.main().getByLabel('Full address').fill('1 Park Row, Leeds LS1 5AB');
  await site.main().getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Bring your lease: our advisers read the break clause with you.');
  await site.main().getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” is published` })).toBeVisible();
  await expect.poll(async () => (await named()).length).toBe(1);
  const [event] = await named();
  expect(event.slug).not.toMatch(/-2$/);
  expect((await page.request.get(`/events/${event.slug}`)).status()).toBe(200);
  await page.context().close();
});
