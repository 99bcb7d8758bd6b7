import { expect, test, type Page } from '@playwright/test';
import { addStaff, enrolByApi, register, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';

// The staff side of "the body writes its own site": the pages desk, the site settings and the guides
// library, driven as staff drive them, at a desktop's and a phone's width. The visitor's side is read
// through the public pages API (GET /api/pages?address=…): the shell draws pages from the records only once
// its own change lands. Every test puts back what it changed.

const address = '/property/lease-renewals';
const contributorRefusal = 'Contributors write drafts; an editor publishes them.';

/** A member of staff with a second factor, signed in by the token in the page (as the staff specs do), and the token. */
async function signedIn(page: Page, ...flags: string[]): Promise<{ site: Site; token: string; auth: { authorization: string } }> {
  const email = `pages.${unique()}@example.com`;
  const token = await register(page, email);
  await enrolByApi(page, token, addStaff(email, ...flags));
  const site = new Site(page);
  await site.open('/about');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return { site, token, auth: { authorization: `Bearer ${token}` } };
}

interface StaffPageRecord {
  id: string;
  card: unknown;
  published: { title: string; blocks: Array<Record<string, unknown>> } | null;
  draft: { title: string; blocks: Array<Record<string, unknown>> };
}

async function leaseRenewals(page: Page, auth: { authorization: string }): Promise<StaffPageRecord> {
  const list = await page.request.get('/api/staff/pages', { headers: auth });
  expect(list.status()).toBe(200);
  const sections = (await list.json()).payload.sections as Array<{ pages: Array<{ id: string; address: string }> }>;
  const id = sections.flatMap((section) => section.pages).find((one) => one.address === address)!.id;
  const detail = await page.request.get(`/api/staff/pages/${id}`, { headers: auth });
  return (await detail.json()).payload as StaffPageRecord;
}

/** The page as it was: its live words published again, and the draft the same. */
async function putBack(page: Page, auth: { authorization: string }, before: StaffPageRecord) {
  const live = before.published!;
  expect(
    (await page.request.put(`/api/staff/pages/${before.id}`, { headers: auth, data: { title: live.title, blocks: live.blocks, card: before.card } })).status(),
  ).toBe(200);
  expect((await page.request.post(`/api/staff/pages/${before.id}/publish`, { headers: auth, data: {} })).status()).toBe(200);
}

/** The guide's signed download link from the members' guides list, its address without the signature, and the file it gives. */
async function memberDownload(page: Page, auth: { authorization: string }, slug: string): Promise<{ address: string; body: Buffer }> {
  const list = (await (await page.request.get('/api/guides', { headers: auth })).json()).payload as { guides: Array<{ slug: string; file: string | null }> };
  const link = list.guides.find((guide) => guide.slug === slug)?.file;
  expect(link, `${slug} in the members' guides list with a download link`).toBeTruthy();
  const response = await page.request.get(link!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  return { address: new URL(link!, 'http://site.invalid').pathname, body: await response.body() };
}

const heroIntro = (site: Site) => site.main().getByRole('region', { name: '1. Hero' }).getByLabel('Introduction');

async function checkScreen(page: Page, width: number, name: string) {
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

for (const width of [1280, 375]) {
  test(`at ${width} px an editor changes a sentence of ${address}, publishes it, and visitors get it`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const { site, auth } = await signedIn(page);
    const before = await leaseRenewals(page, auth);
    try {
      await site.open('/staff/pages');
      await expect(site.heading()).toHaveText('Pages');
      await checkScreen(page, width, 'pages-list');
      await site.main().getByRole('link', { name: 'New page' }).click();
      await expect(site.heading()).toHaveText('New page');
      await checkScreen(page, width, 'new-page');
      await site.main().getByRole('link', { name: 'All pages' }).click();
      await site.main().getByRole('table', { name: 'Property' }).getByRole('link', { name: 'Lease Renewals' }).click();
      await expect(site.heading()).toHaveText('Edit: Lease Renewals');
      const sentence = `Start planning your renewal two years ahead (${unique()}).`;
      await heroIntro(site).fill(sentence);
      await checkScreen(page, width, 'page-editor');
      await site.main().getByRole('button', { name: 'Publish now' }).click();
      const ask = page.getByRole('dialog', { name: 'Publish “Lease Renewals” now?' });
      await ask.getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByText('Page published.')).toBeVisible();
      await expect(site.main().getByRole('link', { name: 'View live page' })).toHaveAttribute('href', address);
      // A visitor's next request: the published record (the shell renders it from there once its change lands).
      const visitor = await page.request.get(`/api/pages?address=${encodeURIComponent(address)}`);
      expect(visitor.status()).toBe(200);
      expect(((await visitor.json()).payload.blocks[0] as { intro: string }).intro).toBe(sentence);
    } finally {
      await putBack(page, auth, before);
      await context.close();
    }
  });
}

test('a contributor saves a draft but cannot publish it: no button, and the API says why', async ({ page }) => {
  test.setTimeout(120_000);
  const editor = await signedIn(page);
  const before = await leaseRenewals(page, editor.auth);
  const { site, auth } = await signedIn(page, '--contributor');
  try {
    await site.open(`/staff/pages/${before.id}`);
    await expect(site.heading()).toHaveText('Edit: Lease Renewals');
    await heroIntro(site).fill(`A contributor's sentence (${unique()}).`);
    await site.main().getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await expect(site.main().getByRole('button', { name: 'Publish now' })).toHaveCount(0);
    await expect(site.main().getByText('An editor publishes your drafts.')).toBeVisible();
    const refused = await page.request.post(`/api/staff/pages/${before.id}/publish`, { headers: auth, data: {} });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(contributorRefusal);
  } finally {
    await putBack(page, editor.auth, before);
  }
});

test('version history restores an earlier text as the draft', async ({ page }) => {
  test.setTimeout(120_000);
  const { site, auth } = await signedIn(page);
  const before = await leaseRenewals(page, auth);
  try {
    await site.open(`/staff/pages/${before.id}`);
    const title = site.main().getByLabel('Page title', { exact: true });
    const first = `Lease Renewals ${unique()}`;
    await title.fill(first);
    await heroIntro(site).fill('The earlier sentence.');
    await site.main().getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await title.fill(`Lease Renewals ${unique()}`);
    await heroIntro(site).fill('The later sentence.');
    await site.main().getByRole('button', { name: 'Save draft' }).click();
    await expect(heroIntro(site)).toHaveValue('The later sentence.');
    await site.main().getByRole('button', { name: 'History' }).click();
    const earlier = site.main().getByRole('listitem').filter({ hasText: first }).first();
    await earlier.getByRole('button', { name: /^Restore the version of/ }).click();
    await expect(page.getByText('Version restored as the draft. Publish it to put it on the site.')).toBeVisible();
    await expect(heroIntro(site)).toHaveValue('The earlier sentence.');
    await expect(title).toHaveValue(first);
  } finally {
    await putBack(page, auth, before);
  }
});

test('staff upload a guide, replace its file and see it in the list with its count', async ({ page }) => {
  test.setTimeout(120_000);
  const { site, auth } = await signedIn(page);
  const slug = `e2e-guide-${Date.now()}`;
  const pdf = (text: string) => ({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`) });
  try {
    await site.open('/staff/guides');
    await expect(site.heading()).toHaveText('Guides');
    await checkScreen(page, 1280, 'guides');
    await page.setViewportSize({ width: 375, height: 900 });
    await checkScreen(page, 375, 'guides');
    await page.setViewportSize({ width: 1280, height: 900 });
    await site.main().getByLabel('The guide (PDF)').setInputFiles(pdf('first'));
    await site.main().getByLabel('Name in its address').fill(slug);
    await site.main().getByLabel('Title', { exact: true }).fill('An e2e guide');
    await site.main().getByRole('button', { name: 'Upload guide' }).click();
    await expect(page.getByText('“An e2e guide” uploaded: members can download it now.')).toBeVisible();
    // A member (staff are members too) finds it in the guides list and downloads the file uploaded.
    const first = await memberDownload(page, auth, slug);
    expect(first.body).toEqual(pdf('first').buffer);
    const row = site.main().getByRole('table', { name: 'Guides' }).getByRole('row').filter({ hasText: 'An e2e guide' });
    await expect(row).toContainText('0');
    await row.getByRole('button', { name: 'Edit An e2e guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit “An e2e guide”' });
    await dialog.getByLabel('Replace the file (optional)').setInputFiles(pdf('second'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('“An e2e guide” saved with its new file.')).toBeVisible();
    await expect(row).toContainText('Uploaded');
    const list = (await (await page.request.get('/api/staff/guides', { headers: auth })).json()).payload as Array<{
      slug: string;
      downloads: number;
      fileBytes: number;
    }>;
    const mine = list.find((guide) => guide.slug === slug)!;
    // The member's download above, counted once.
    expect(mine.downloads).toBe(1);
    expect(mine.fileBytes).toBe(pdf('second').buffer.length);
    // The same download address gives the new file.
    const second = await memberDownload(page, auth, slug);
    expect(second.address).toBe(first.address);
    expect(second.body).toEqual(pdf('second').buffer);
    // Not a PDF by its bytes: the library's message beside the field.
    await site
      .main()
      .getByLabel('The guide (PDF)')
      .setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a') });
    await site.main().getByLabel('Name in its address').fill(`${slug}-b`);
    await site.main().getByLabel('Title', { exact: true }).fill('Not a PDF');
    await site.main().getByRole('button', { name: 'Upload guide' }).click();
    await expect(site.main().getByText('A guide must be a PDF file.')).toBeVisible();
  } finally {
    // Put back: the guide taken off the list (the library keeps a retired guide with its file).
    await page.request.post(`/api/staff/guides/${slug}/retire`, { headers: auth, data: {} });
  }
});

test('an admin changes the footer’s contact e-mail in Settings and the site settings say it', async ({ page }) => {
  test.setTimeout(120_000);
  const { site, auth } = await signedIn(page, '--admin');
  const before = (await (await page.request.get('/api/site-settings')).json()).payload as { contactEmail: string };
  const email = `hello.${Date.now()}@tenants.example`;
  try {
    await site.open('/staff/settings');
    await expect(site.heading()).toHaveText('Site settings');
    await checkScreen(page, 1280, 'settings');
    await page.setViewportSize({ width: 375, height: 900 });
    await checkScreen(page, 375, 'settings');
    await site.main().getByLabel('Contact e-mail').fill(email);
    await site.main().getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved. Visitors still see the published settings.')).toBeVisible();
    // Saved as a draft, not live yet.
    const drafted = (await (await page.request.get('/api/site-settings')).json()).payload as { contactEmail: string };
    expect(drafted.contactEmail).toBe(before.contactEmail);
    await site.main().getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('dialog', { name: 'Publish the settings?' }).getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Settings published. Visitors see them from the next page they open.')).toBeVisible();
    await checkScreen(page, 375, 'settings-published');
    const after = (await (await page.request.get('/api/site-settings')).json()).payload as { contactEmail: string };
    expect(after.contactEmail).toBe(email);
  } finally {
    await page.request.put('/api/staff/site-settings', { headers: auth, data: { contactEmail: before.contactEmail } });
    await page.request.post('/api/staff/site-settings/publish', { headers: auth, data: {} });
  }
});
