import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { staffAuthMessages, staffMessages } from '@tenants/shared/model';
import { canaryOfRemote, historyOf, newsVariant, registry, releaseRemote, removeFromRegistry, versionOf } from '../../fixtures/deploy';
import { e2eDeployDir, e2eRoot } from '../../fixtures/env';
import { addStaff, cli, enrolByApi, enrolmentCodeIn, logIn, register, sendEnquiry, totp, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';

// The staff area (docs/product/staff.md): a fifth remote, joined by its first release, where staff close
// enquiries and publish news; members are refused by the API and the page alike.

// A 1 × 1 PNG: the upload checks the bytes, not the name.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M/wHwAEBgIApD5fRAAAAABJRU5ErkJggg==', 'base64');

test.describe.configure({ mode: 'serial' });

test('the staff remote joins the running site with its first release: no shell rebuild, no restart', async ({ page, request }) => {
  test.setTimeout(240_000);
  // The site as it was before the staff team's first release: no staff entry in the registry.
  removeFromRegistry('staff');
  expect(Object.keys(registry())).not.toContain('staff');
  expect((await request.get('/staff')).status()).toBe(404);
  const shellFiles = readdirSync(path.join(e2eDeployDir, 'shell')).sort();
  const serverPid = () => Number(readFileSync(path.join(e2eRoot, 'server.pid'), 'utf8'));
  const pid = serverPid();

  const started = Date.now();
  releaseRemote('staff', `e2e-staff-${Date.now()}`);
  test.info().annotations.push({ type: 'staff first release', description: `${Date.now() - started} ms` });
  expect(registry().staff).toMatch(/^\/remotes\/staff\/[^/]+\/mf-manifest\.json$/);

  // The next request knows the new routes; the shell and the server process are the ones from before.
  expect((await request.get('/staff')).status()).toBe(200);
  expect((await request.get('/staff/enquiries/some-id')).status()).toBe(200);
  expect(readdirSync(path.join(e2eDeployDir, 'shell')).sort()).toEqual(shellFiles);
  expect(serverPid()).toBe(pid);
  expect(() => process.kill(pid, 0)).not.toThrow();

  const site = new Site(page);
  await site.open('/staff');
  await expect(site.heading()).toHaveText('Please log in');
  await expect(site.main().getByText(staffMessages.notSignedIn)).toBeVisible();
  // The staff area's own frame: no public header or footer (no newsletter box) around its pages.
  await expect(site.header()).toHaveCount(0);
  await expect(site.footer()).toHaveCount(0);
  // Not linked from the public header.
  await site.open('/');
  await expect(site.header().getByRole('link', { name: /staff/i })).toHaveCount(0);
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /staff');
});

test('a member gets 403 from the staff API and a "not allowed" screen at /staff', async ({ page }) => {
  const email = `member.${unique()}@example.com`;
  const token = await register(page, email);
  const api = await page.request.get('/api/staff/enquiries', { headers: { authorization: `Bearer ${token}` } });
  expect(api.status()).toBe(403);
  expect(await api.json()).toMatchObject({ success: false, message: staffMessages.notAllowed });
  expect((await page.request.get('/api/staff/enquiries')).status()).toBe(401);

  await logIn(page, email, '/staff');
  const site = new Site(page);
  await expect(site.heading()).toHaveText('Not allowed');
  await expect(site.main().getByText(staffMessages.notAllowed)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('staff close an enquiry with a note, and publish an article with a picture that visitors see at once', async ({ page, browser }) => {
  // A whole morning's work in one test (an enquiry closed, an article written, pictured, previewed, published
  // and read by a visitor): 72 s on an idle machine, and over 120 s once beside the API tests on a busy one.
  test.setTimeout(240_000);
  const email = `staff.${unique()}@example.com`;
  await register(page, email);
  expect(cli('staff', 'add', email)).toContain(email);

  // A visitor's enquiry.
  const visitor = await sendEnquiry(page);

  // Someone who has the password, and nothing else, signs in first: the staff area only tells them to check
  // the account's e-mail, and the staff API refuses them, enrolment included.
  const thief = await browser.newContext();
  const thiefPage = await thief.newPage();
  await logIn(thiefPage, email, '/staff/enquiries');
  const thiefSite = new Site(thiefPage);
  await expect(thiefSite.heading()).toHaveText('Check your e-mail');
  await expect(thiefSite.main().getByRole('button', { name: 'Send me a new link' })).toBeVisible();
  await expect(thiefSite.main().getByRole('img', { name: 'QR code for your authenticator app' })).toHaveCount(0);
  await expect(thiefPage.getByRole('navigation', { name: 'Staff' })).toHaveCount(0);
  await expectNoAxeViolations(thiefPage);
  const passwordOnly = { authorization: `Bearer ${await thiefPage.evaluate(() => localStorage.getItem('token'))}` };
  const refused = await thiefPage.request.get('/api/staff/enquiries', { headers: passwordOnly });
  const enrolRefused = await thiefPage.request.post('/api/staff/second-factor/totp', { headers: passwordOnly });
  for (const answer of [refused, enrolRefused]) {
    expect({ status: answer.status(), body: await answer.json() }).toMatchObject({ status: 403, body: { message: staffAuthMessages.enrolmentCodeRequired } });
  }

  // The owner opens the link from the mail sent to their own address, signs in, and enrols there.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await (await page.request.get(`/api/dev/outbox?format=json&to=${encodeURIComponent(email)}`)).json()) as {
        payload: Array<{ subject: string; text_body: string }>;
      };
      link = mail.payload.find((m) => /Set up your second factor/.test(m.subject))?.text_body.match(/https?:\/\/\S+#enrol=[\w-]+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  enrolmentCodeIn(link!);
  await page.goto(link!);
  const site = new Site(page);
  await expect(site.heading()).toHaveText('Please log in');
  await logIn(page, email, '/staff');
  await expect(site.heading()).toHaveText('Set up your second factor');
  await expect(page).not.toHaveURL(/enrol=/);
  await expect(site.main().getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = (await site.main().getByTestId('totp-secret').textContent())!.trim();
  await site
    .main()
    .getByLabel('6-digit code from the app')
    .fill('000000' === (await totp(secret)) ? '111111' : '000000');
  await site.main().getByRole('button', { name: 'Confirm' }).click();
  await expect(site.main().getByText('That code is not right. Please try again.')).toBeVisible();
  await site
    .main()
    .getByLabel('6-digit code from the app')
    .fill(await totp(secret));
  await site.main().getByRole('button', { name: 'Confirm' }).click();
  await expect(site.heading()).toHaveText('Save your recovery codes');
  await expect(site.main().getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  const recovery = (await site.main().getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().textContent())!.trim();
  await expectNoAxeViolations(page);
  await site.main().getByLabel('I have saved them').check();
  await site.main().getByRole('button', { name: 'Continue to the staff area' }).click();
  await expect(site.heading()).toHaveText('Staff area');
  // The factor's change ended every other session: the password thief's is gone.
  expect((await thiefPage.request.get('/api/staff/enquiries', { headers: passwordOnly })).status()).toBe(401);
  await thief.close();
  await site.open('/staff/enquiries');
  await expect(site.heading()).toHaveText('Enquiries');

  // Another sign-in (a new browser): the password, then a code from the app.
  const later = await browser.newContext();
  const laterPage = await later.newPage();
  await logIn(laterPage, email, '/staff');
  const laterSite = new Site(laterPage);
  await expect(laterSite.heading()).toHaveText("Confirm it's you");
  // The code just used is not taken twice; the app's next one is.
  await laterSite
    .main()
    .getByLabel('Code from your authenticator app, or a recovery code')
    .fill(await totp(secret, 30));
  await laterSite.main().getByRole('button', { name: 'Confirm' }).click();
  await expect(laterSite.heading()).toHaveText('Staff area');
  await later.close();
  // And with a recovery code, which then works no more.
  for (const expected of ['Staff area', "Confirm it's you"]) {
    const context = await browser.newContext();
    const recoveryPage = await context.newPage();
    await logIn(recoveryPage, email, '/staff');
    const recoverySite = new Site(recoveryPage);
    await recoverySite.main().getByLabel('Code from your authenticator app, or a recovery code').fill(recovery);
    await recoverySite.main().getByRole('button', { name: 'Confirm' }).click();
    if (expected === 'Staff area') await expect(recoverySite.heading()).toHaveText('Staff area');
    else await expect(recoverySite.main().getByText('That code is not right. Please try again.')).toBeVisible();
    await context.close();
  }

  await site.main().getByRole('searchbox').fill(visitor);
  await site.main().getByRole('searchbox').press('Enter');
  await site
    .main()
    .getByRole('link', { name: new RegExp(visitor) })
    .click();
  await expect(site.main().getByText('Our landlord wants a rent review.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Status and note go in one Save.
  await site.main().getByLabel('Status', { exact: true }).selectOption('closed');
  await site.main().getByLabel('Note (optional, for staff only)').fill('Called back; the review clause is upward-only. Closed.');
  await site.main().getByRole('button', { name: 'Save', exact: true }).click();
  await expect(site.main().getByText('Called back; the review clause is upward-only. Closed.')).toBeVisible();
  // It stays so after a reload.
  await page.reload();
  await expect(site.main().getByLabel('Status', { exact: true })).toHaveValue('closed');
  await expect(site.main().getByText('Called back; the review clause is upward-only. Closed.')).toBeVisible();

  // The news desk: a new article with a picture, published now.
  const title = `Service charge caps ${unique()}`;
  await site.open('/staff/news/new');
  await site.main().getByLabel('Title').fill(title);
  await site.main().getByLabel('Summary').fill('What the new service charge cap means for tenants of shopping centres.');
  await site.main().getByLabel('Category').selectOption({ label: 'Insights' });
  await site.main().getByLabel('Upload a picture').setInputFiles({ name: 'service-charges.png', mimeType: 'image/png', buffer: png });
  await expect(site.main().locator('.staff-picture img')).toBeVisible();
  await site.main().getByLabel('Describe the picture (alt text)').fill('A shopping centre atrium');
  const body = site.main().getByRole('textbox', { name: 'Article' });
  await body.click();
  await page.keyboard.type('Caps on service charges arrive next spring.');
  // The preview is the public article page itself, drawn by the deployed news version from the draft.
  await site.main().getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.frameLocator(`iframe[title="Preview of the article page: ${title}"]`);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText('Caps on service charges arrive next spring.')).toBeVisible();
  await expect(preview.getByRole('banner')).toBeVisible();
  // Nothing is public yet.
  expect((await page.request.get('/sitemap.xml')).ok()).toBe(true);
  expect(await (await page.request.get(`/api/article/list?categoryId=3&keyword=${encodeURIComponent(title)}`)).json()).toMatchObject({
    payload: { articles: [] },
  });
  await site.main().getByRole('button', { name: 'Publish now' }).click();
  // A live change asks first, saying what visitors will see.
  await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();
  const publicLink = site.main().getByRole('link', { name: /^\/insights\// });
  await expect(publicLink).toBeVisible();
  const address = (await publicLink.getAttribute('href'))!;
  await expectNoAxeViolations(page);

  // A visitor sees it at once: in the listing, on its page, and in the HTML with JavaScript off.
  const visitorPage = await browser.newPage();
  const visitorSite = new Site(visitorPage);
  await visitorSite.open('/news');
  await visitorSite.main().getByRole('tab', { name: 'Insights' }).click();
  await expect(visitorSite.main().getByRole('heading', { name: title })).toBeVisible();
  await visitorSite.open(address);
  await expect(visitorSite.heading()).toHaveText(title);
  await expect(visitorSite.main().getByText('Caps on service charges arrive next spring.')).toBeVisible();
  const picture = visitorSite.main().getByRole('img', { name: 'A shopping centre atrium' });
  await expect(picture).toBeVisible();
  // Re-encoded on upload (no metadata, no payload): served as WebP, with AVIF and WebP sizes in srcset.
  expect((await visitorPage.request.get((await picture.getAttribute('src'))!)).headers()['content-type']).toBe('image/webp');
  await visitorPage.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const html = await (await noScript.newPage()).goto(address);
  expect(html!.status()).toBe(200);
  const text = await html!.text();
  expect(text).toContain(title);
  expect(text).toContain('Caps on service charges arrive next spring.');
  await noScript.close();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(address);
});

for (const width of [375, 1280]) {
  test(`at ${width} px every staff page is axe-clean and fits the screen`, async ({ page }) => {
    // Every staff page with an axe run each: 39 s in CI beside the API room; room for a slower machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const email = `admin.${unique()}@example.com`;
    const token = await register(page, email);
    await enrolByApi(page, token, addStaff(email, '--admin'));
    await sendEnquiry(page);
    // A list entry with a long unbroken source (a footer form on an article page): its table must scroll
    // inside its own region, never widen the page.
    const subscribed = await page.request.post('/api/subscribe/newsletter', {
      data: { email: `reader.${unique()}@example.com`, source: '/insights/upward-only-rent-reviews-where-the-reform-stands' },
    });
    expect(subscribed.status()).toBe(200);
    const enquiries = await page.request.get('/api/staff/enquiries', { headers: { authorization: `Bearer ${token}` } });
    const firstEnquiry = (await enquiries.json()).payload.items[0].id;
    const site = new Site(page);
    await site.open('/about');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    const pages: [string, string][] = [
      ['/staff', 'Staff area'],
      ['/staff/enquiries', 'Enquiries'],
      [`/staff/enquiries/${firstEnquiry}`, 'Enquiry from'],
      ['/staff/news', 'News'],
      ['/staff/news/new', 'New article'],
      ['/staff/members', 'Members'],
      ['/staff/lists?list=newsletter', 'Lists'],
      ['/staff/donations', 'Donations'],
      ['/staff/audit', 'Audit log'],
      ['/staff/releases', 'Releases'],
      ['/staff/security', 'Security'],
    ];
    for (const [address, heading] of pages) {
      await site.open(address);
      await expect(site.heading(), address).toContainText(heading);
      await expect(site.main().getByText('Loading…')).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(width);
    }
  });
}

test('an admin starts a canary of news on the releases page and ends it, each step confirmed and recorded', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `admin.${unique()}@example.com`;
  const token = await register(page, email);
  // Releases need a second factor from the last 5 minutes: the enrolment is followed by a recovery code.
  await enrolByApi(page, token, addStaff(email, '--admin'), { fresh: true });
  // A second deployed version of news to put beside the stable one.
  const stable = versionOf(registry().news);
  const candidate = newsVariant(stable, 'candidate', (_file, text) => text);
  const site = new Site(page);
  await site.open('/about');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await site.open('/staff/releases');
  await expect(site.heading()).toHaveText('Releases');
  const news = site.main().getByRole('region', { name: 'news', exact: true });
  await expect(news.getByText(stable).first()).toBeVisible();
  await expect(news.getByText('no canary running', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  const start = news.getByRole('form', { name: 'Start a canary of news' });
  await start.getByLabel('Version', { exact: true }).selectOption(candidate);
  await start.getByLabel('Share of page loads (%)').fill('10');
  await start.getByRole('button', { name: 'Start a canary…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Start the canary' }).click();
  await expect(news.getByText(`canary ${candidate} for 10 % of page loads`, { exact: false }).first()).toBeVisible();
  expect(canaryOfRemote('news')).toMatchObject({ version: candidate, percent: 10 });
  expect(historyOf('news').at(-1)).toMatchObject({ actor: email, action: 'canary', version: candidate, percent: 10 });

  await news.getByRole('button', { name: 'End the canary' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End the canary' }).click();
  await expect(news.getByText('no canary running', { exact: false })).toBeVisible();
  expect(canaryOfRemote('news')).toBeUndefined();
  expect(historyOf('news').at(-1)).toMatchObject({ actor: email, action: 'rollback', version: candidate });
});
