import { expect, test, type Page } from '@playwright/test';
import { addStaff, enrolByApi, logIn, register, totp, unique } from '../../fixtures/staff';
import { Site } from '../../pages/site';

// The browser's Back and Forward in the news desk's article editor: with unsaved text they ask first (the
// staff area's "Leave this page?"), and Stay keeps the page and what was typed; with nothing unsaved they
// just go.

async function signedInStaff(page: Page): Promise<Site> {
  const email = `editor.${unique()}@example.com`;
  const token = await register(page, email);
  const secret = await enrolByApi(page, token, addStaff(email));
  await logIn(page, email, '/staff');
  const site = new Site(page);
  await expect(site.heading()).toHaveText("Confirm it's you");
  await site
    .main()
    .getByLabel('Code from your authenticator app, or a recovery code')
    .fill(await totp(secret, 30));
  await site.main().getByRole('button', { name: 'Confirm' }).click();
  await expect(site.heading()).toHaveText('Staff area');
  return site;
}

test('Back and Forward with unsaved text in the article editor ask first; with nothing unsaved they just go', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const site = await signedInStaff(page);
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
