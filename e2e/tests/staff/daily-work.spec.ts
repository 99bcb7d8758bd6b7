import { expect, test } from '@playwright/test';
import { staffWorkMessages } from '@tenants/shared/model';
import { mobile, openMenuLink, password, sendEnquiry, staffBrowser, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';

// The staff area for daily work, at a desk's width and a phone's: nothing typed is lost, live
// content changes only on purpose, one save for an enquiry, a member's whole record, a frame of its own,
// the contributor role and an invited colleague.

for (const width of [1280, 375]) {
  test(`at ${width} px: the staff frame, a title-only draft that autosaves and warns before leaving, unpublish asks first`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, site } = await staffBrowser(browser, width);
    // Its own frame: a visible Sign out, no public header or newsletter footer.
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(site.footer()).toHaveCount(0);
    await expect(page.getByText('Subscribe To')).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // A draft saved with a title alone.
    await openMenuLink(page, 'News');
    await site.main().getByRole('link', { name: 'New article' }).click();
    const title = `Draft on dilapidations ${unique()}`;
    await site.main().getByLabel('Title', { exact: true }).fill(title);
    await site.main().getByRole('button', { name: 'Save', exact: true }).click();
    // The article's own address (not /staff/news/new, which the pattern would match as well).
    await expect(page).toHaveURL(/\/staff\/news\/(?!new$)[^/]+$/);
    await expect(site.main().getByRole('heading', { name: `Edit: ${title}` })).toBeVisible();
    await expect(site.main().getByRole('alert')).toHaveCount(0);

    // Typing is saved by itself, and is there after a reload.
    const summary = site.main().getByLabel('Summary');
    await summary.fill('What a schedule of dilapidations may ask of a tenant at the end of a lease.');
    await expect(site.main().getByText(/Saved at \d/)).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(site.main().getByLabel('Summary')).toHaveValue('What a schedule of dilapidations may ask of a tenant at the end of a lease.');

    // Leaving with unsaved changes asks first; Stay keeps the page and what was typed.
    await site.main().getByLabel('Author (optional)').fill('Jo Writer');
    await openMenuLink(page, 'Enquiries');
    const leave = page.getByRole('dialog');
    await expect(leave).toContainText('You have unsaved changes. Leave this page?');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/staff\/news\/[^/]+$/);
    await expect(site.main().getByLabel('Author (optional)')).toHaveValue('Jo Writer');
    await expectNoAxeViolations(page);

    // Unpublishing a live article asks first and says what visitors will see; Cancel changes nothing.
    await page.goto('/staff/news?state=published');
    await site.main().getByRole('table').getByRole('link').first().click();
    await site.main().getByRole('button', { name: 'Unpublish' }).click();
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText('Visitors will no longer see');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(site.main().getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await page.context().close();
  });

  test(`at ${width} px: an enquiry's status and note are saved together, and a member's page links their enquiry`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, site } = await staffBrowser(browser, width);
    // A member who also sent an enquiry with the same address.
    const memberEmail = `tenant.${unique()}@example.com`;
    expect(
      (await page.request.post('/api/register', { data: { firstname: 'Pat', lastname: 'Tenant', email: memberEmail, phone: mobile(), password } })).status(),
    ).toBe(200);
    const visitor = await sendEnquiry(page, memberEmail);

    await page.goto(`/staff/members?q=${encodeURIComponent(memberEmail)}`);
    await site.main().getByRole('table').getByRole('link', { name: 'Pat Tenant' }).click();
    await expect(site.heading()).toContainText('Pat');
    const enquiries = site.main().getByRole('region', { name: /Enquiries/ });
    await enquiries.getByRole('link').first().click();
    await expect(site.heading()).toContainText(visitor);

    // Status and a note in one Save; after a reload both are there.
    await site.main().getByLabel('Status', { exact: true }).selectOption({ label: 'In progress' });
    await site.main().getByLabel('Note (optional, for staff only)').fill('Called back: sending the rent review guide.');
    await site.main().getByRole('button', { name: 'Save', exact: true }).click();
    await expect(site.main().getByLabel('Note (optional, for staff only)')).toBeFocused();
    await page.reload();
    await expect(site.main().getByLabel('Status', { exact: true })).toHaveValue('in_progress');
    await expect(site.main().getByText('Called back: sending the rent review guide.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}

test('a contributor writes drafts and cannot publish', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, site } = await staffBrowser(browser, 1280, 'contributor');
  await page.goto('/staff/news/new');
  await site.main().getByLabel('Title', { exact: true }).fill(`A contributor's draft ${unique()}`);
  await site.main().getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/news\/(?!new$)[^/]+$/);
  await expect(site.main().getByText('An editor publishes your drafts.')).toBeVisible();
  await expect(site.main().getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  // The API refuses it too, and keeps personal data away from the role.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const id = page.url().split('/').pop()!;
  const publish = await page.request.post(`/api/staff/articles/${id}/publish`, { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect({ status: publish.status(), message: (await publish.json()).message }).toEqual({ status: 403, message: staffWorkMessages.contributorOnlyDrafts });
  expect((await page.request.get('/api/staff/enquiries', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
  await page.context().close();
});

test('an admin invites a colleague, who joins from the mail and goes straight on to set up their second factor', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, site } = await staffBrowser(browser, 1280, 'admin');
  const colleague = `colleague.${unique()}@example.com`;
  await openMenuLink(page, 'Team');
  await site.main().getByLabel('E-mail address').fill(colleague);
  await site.main().getByLabel('Role').selectOption('staff');
  await site.main().getByRole('button', { name: 'Send invitation' }).click();
  await expect(site.main().getByText(staffWorkMessages.invitationSent)).toBeVisible();
  await expectNoAxeViolations(page);

  // The invitation mail, read as the colleague would.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await (await page.request.get(`/api/dev/outbox?format=json&to=${encodeURIComponent(colleague)}`)).json()) as {
        payload: Array<{ text_body: string }>;
      };
      link = mail.payload.map((m) => /https?:\/\/\S+\/staff\/invitation\?token=[\w.~-]+/.exec(m.text_body)?.[0]).find(Boolean);
      return Boolean(link);
    })
    .toBe(true);

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const invitee = await context.newPage();
  await invitee.goto(link!);
  const main = invitee.locator('main');
  await main.getByLabel('First name').fill('Sam');
  await main.getByLabel('Last name').fill('Colleague');
  // Staff are reached by e-mail: no phone number is asked.
  await expect(main.getByLabel('Phone number')).toHaveCount(0);
  // A common password is refused beside the field, not only in a banner.
  await main.getByLabel('Choose a password').fill('password123');
  await main.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(main.getByText('This password is too common and easy to guess. Please choose another.')).toBeVisible();
  await main.getByLabel('Choose a password').fill(password);
  await main.getByRole('button', { name: 'Accept the invitation' }).click();
  // Accepting signs them in and takes them straight to setting up their second factor: no separate log-in,
  // no wait for a mail. The enrolment code rides in the fragment, which the staff area takes out of the
  // address bar as soon as it has read it.
  await expect(invitee).toHaveURL(/\/staff$/);
  await expect(new Site(invitee).heading()).toHaveText('Set up your second factor');
  await expectNoAxeViolations(invitee);
  await context.close();
  await page.context().close();
});
