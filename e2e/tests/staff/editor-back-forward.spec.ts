import { expect, test } from '@playwright/test';
import { signInStaff, unique } from '../../fixtures/staff';

// The browser's Back and Forward in the news desk's article editor: with unsaved text they ask first (the
// staff area's "Leave this page?"), and Stay keeps the page and what was typed; with nothing unsaved they
// just go.

test('Back and Forward with unsaved text in the article editor ask first; with nothing unsaved they just go', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { site } = await signInStaff(page);
  const staffNav = page.getByRole('navigation', { name: 'Staff' });
  const leave = page.getByRole('dialog');
  const title = site.main().getByLabel('Title', { exact: true });

  await staffNav.getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/news$/);
  await site.main().getByRole('link', { name: 'New article' }).click();
  await expect(title).toBeVisible();
  const editorUrl = page.url();

  // Nothing typed: Back goes at once, and Forward returns.
  await page.goBack();
  await expect(page).toHaveURL(/\/staff\/news$/);
  await expect(leave).toHaveCount(0);
  await page.goForward();
  await expect(page).toHaveURL(editorUrl);
  await expect(title).toBeVisible();

  // An entry ahead of the editor: another staff page, then Back to the editor.
  await staffNav.getByRole('link', { name: 'Enquiries', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/enquiries/);
  await page.goBack();
  await expect(page).toHaveURL(editorUrl);
  const typed = `A draft on service charges ${unique()}`;
  await title.fill(typed);

  // Back with unsaved text asks; Stay keeps the editor and the text.
  await page.goBack();
  await expect(leave).toContainText('You have unsaved changes. Leave this page?');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(editorUrl);
  await expect(title).toHaveValue(typed);

  // Forward likewise.
  await page.goForward();
  await expect(leave).toContainText('You have unsaved changes. Leave this page?');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(editorUrl);
  await expect(title).toHaveValue(typed);

  // Stay left the history as it was: Back asks again, and Leave goes back to the list.
  await page.goBack();
  await expect(leave).toContainText('You have unsaved changes. Leave this page?');
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/staff\/news$/);
  await expect(site.main().getByRole('link', { name: 'New article' })).toBeVisible();
  await context.close();
});
