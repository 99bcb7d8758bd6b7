import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { eventMessages } from '@tenants/shared/model';
import { addStaff, enrolByApi, logIn, mobile, password, register, totp, unique } from '../../fixtures/staff';
import { expectNoAxeViolations } from '../../pages/axe';
import { Site } from '../../pages/site';

// Member events (docs/product/events.md): a member books and gets a calendar invitation a calendar can read,
// gives the place back and the first in line is offered it; a visitor is sent to sign in and comes back;
// staff check attendees in on a phone. Events are made through the staff API as the staff area makes them.

interface Outboxed {
  subject: string;
  text_body: string;
  attachments: string | null;
}

/** The mail to an address whose subject starts so, as a person reading it would find it (the outbox viewer). */
async function mailTo(request: APIRequestContext, email: string, subject: string): Promise<Outboxed> {
  let found: Outboxed | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?format=json&to=${encodeURIComponent(email)}`);
      const { payload } = (await res.json()) as { payload: Outboxed[] };
      found = payload.find((mail) => mail.subject.startsWith(subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** An .ics file's properties with folded lines joined (RFC 5545 §3.1), as a calendar reads them. */
function icsFields(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')).split(';')[0], line.slice(line.indexOf(':') + 1)]),
  );
}

/**
 * A member of staff's API token, second factor confirmed (the staff area's own calls). One for the file's
 * tests: sign-ups are limited to 10 a minute from one address, and every test here signs members up too.
 */
let staff: Promise<string> | undefined;
function staffToken(request: APIRequestContext): Promise<string> {
  staff ??= (async () => {
    const email = `events.staff.${unique()}@example.com`;
    const token = await register({ request }, email);
    await enrolByApi({ request }, token, addStaff(email));
    return token;
  })();
  return staff;
}

/** A published event, one or two places, starting in ten days. */
async function publishedEvent(request: APIRequestContext, capacity: number): Promise<{ id: string; slug: string; title: string }> {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const title = `Rent review clinic ${unique()}`;
  const start = new Date(Date.now() + 10 * 24 * 3600_000);
  start.setUTCHours(18, 0, 0, 0);
  const created = await request.post('/api/staff/events', {
    headers,
    data: {
      title,
      summary: 'An evening on rent reviews.',
      descriptionHtml: '<p>Bring your lease.</p>',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * 3600_000).toISOString(),
      online: false,
      area: 'Leeds',
      place: '1 High Street, Leeds LS1 1AA',
      capacity,
      audience: 'members',
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()).payload as { id: string; slug: string };
  expect((await request.post(`/api/staff/events/${event.id}/publish`, { headers })).status()).toBe(200);
  return { ...event, title };
}

/** A new member signed in on the login page, in a browser of its own. */
async function memberBrowser(browser: Browser, next: string): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext()).newPage();
  const email = `member.${unique()}@example.com`;
  await register(page, email);
  await logIn(page, email, next);
  return { page, email };
}

test('a member books in one step and gets the mail with an .ics whose fields a calendar reads', async ({ browser, request }) => {
  const event = await publishedEvent(request, 5);
  const { page, email } = await memberBrowser(browser, `/events/${event.slug}`);
  const site = new Site(page);
  await expect(site.heading()).toHaveText(event.title);
  await expect(
    site
      .main()
      .getByText(/\d{2}:\d{2} to \d{2}:\d{2} (GMT|BST)/)
      .first(),
  ).toBeVisible();
  await site.main().getByRole('button', { name: 'Book a place' }).click();
  await expect(site.main().getByRole('status')).toHaveText(eventMessages.booked);
  // Booked, the panel gives the member the address (the page's own Where line names it too).
  await expect(site.main().getByRole('complementary', { name: 'You have a place' }).getByText('Where: 1 High Street, Leeds LS1 1AA')).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await mailTo(request, email, `Your place is booked: ${event.title}`);
  const [file] = JSON.parse(mail.attachments ?? '[]') as Array<{
    filename: string;
    contentType: string;
    content: string;
  }>;
  expect(file.filename).toBe('event.ics');
  expect(file.contentType).toContain('text/calendar');
  const fields = icsFields(file.content);
  expect(fields).toMatchObject({
    VERSION: '2.0',
    METHOD: 'REQUEST',
    SUMMARY: event.title,
    STATUS: 'CONFIRMED',
  });
  expect(fields.DTSTART).toMatch(/^\d{8}T180000Z$/);
  expect(fields.DTEND).toMatch(/^\d{8}T200000Z$/);
  expect(fields.LOCATION).toBe('1 High Street\\, Leeds LS1 1AA');
  expect(fields.UID).toMatch(/^event-.+@/);
});

test('a member gives their place back and the first on the waiting list is offered it', async ({ browser, request }) => {
  // Three people sign up and sign in (a password hash each, a few seconds on a busy machine).
  test.slow();
  const event = await publishedEvent(request, 1);
  const first = await memberBrowser(browser, `/events/${event.slug}`);
  await first.page.getByRole('button', { name: 'Book a place' }).click();
  await expect(first.page.locator('main').getByRole('status')).toHaveText(eventMessages.booked);

  const second = await memberBrowser(browser, `/events/${event.slug}`);
  await second.page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(second.page.locator('main').getByRole('status')).toHaveText(eventMessages.waiting);
  await expect(second.page.getByText('You are number 1 in line.', { exact: false })).toBeVisible();

  // Asked first: the question takes the focus, and only its Yes gives the place back.
  await first.page.getByRole('button', { name: 'Give back my place' }).click();
  const ask = first.page.getByRole('region', { name: /Give back your place\?/ });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Yes, give back my place' }).click();
  await expect(first.page.locator('main').getByRole('status')).toHaveText(eventMessages.cancelled);
  const cancelled = await mailTo(request, first.email, `Your place is cancelled: ${event.title}`);
  expect(icsFields(JSON.parse(cancelled.attachments!)[0].content).METHOD).toBe('CANCEL');

  const offered = await mailTo(request, second.email, `A place has come free for you: ${event.title}`);
  expect(offered.text_body).toContain('it is now yours');
  await second.page.reload();
  await expect(second.page.getByRole('heading', { name: 'You have a place' })).toBeVisible();
});

test('a visitor is sent to sign in and comes back to the event', async ({ page }) => {
  const event = await publishedEvent(page.request, 5);
  const email = `visitor.${unique()}@example.com`;
  await register(page, email);
  const site = new Site(page);
  await site.open(`/events/${event.slug}`);
  await site.main().getByRole('link', { name: 'Sign in to book' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fevents%2F${event.slug}$`));
  await site.main().getByLabel('Email', { exact: true }).fill(email);
  await site.main().getByLabel('Password', { exact: true }).fill(password);
  await site.main().getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
  await expect(site.main().getByRole('button', { name: 'Book a place' })).toBeVisible();
});

test('a visitor joins for free and comes back to the event to book', async ({ page }) => {
  const event = await publishedEvent(page.request, 5);
  const site = new Site(page);
  await site.open(`/events/${event.slug}`);
  await site.main().getByRole('link', { name: 'Join For Free' }).click();
  await expect(site.heading()).toHaveText('Create Account');
  await site.main().getByLabel('First name').fill('Jo');
  await site.main().getByLabel('Last name').fill('Joiner');
  await site.main().getByLabel('Email', { exact: true }).fill(`joiner.${unique()}@example.com`);
  await site.main().getByLabel('Phone').fill(mobile());
  await site.main().getByLabel('Password', { exact: true }).fill(password);
  await site.main().getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
  await site.main().getByRole('button', { name: 'Book a place' }).click();
  await expect(site.main().getByRole('status')).toHaveText(eventMessages.booked);
});

test('staff check attendees in on a phone (375 px)', async ({ browser, request }) => {
  // Three people sign up and sign in (a password hash each, a few seconds on a busy machine).
  test.slow();
  const event = await publishedEvent(request, 5);
  for (let n = 0; n < 2; n += 1) {
    const member = await memberBrowser(browser, `/events/${event.slug}`);
    await member.page.getByRole('button', { name: 'Book a place' }).click();
    await expect(member.page.locator('main').getByRole('status')).toHaveText(eventMessages.booked);
  }
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  const email = `door.${unique()}@example.com`;
  const token = await register(page, email);
  const secret = await enrolByApi(page, token, addStaff(email));
  await logIn(page, email, `/staff/events/${event.id}/check-in`);
  const site = new Site(page);
  await site
    .main()
    .getByLabel('Code from your authenticator app, or a recovery code')
    .fill(await totp(secret, 30));
  await site.main().getByRole('button', { name: 'Confirm' }).click();
  await expect(site.heading()).toHaveText(`Check in: ${event.title}`);
  await expect(site.main().getByText('0 of 2 checked in')).toBeVisible();
  await site
    .main()
    .getByRole('button', { name: /present/ })
    .first()
    .click();
  await expect(site.main().getByText('1 of 2 checked in')).toBeVisible();
  await expect(site.main().getByRole('button', { pressed: true })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/events and an event page read, and a booking completes', async ({ page }) => {
    const event = await publishedEvent(page.request, 5);
    const email = `noscript.${unique()}@example.com`;
    await register(page, email);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
    await page.locator('main').getByRole('link', { name: event.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    // Event JSON-LD for search engines, with no address in it.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = jsonLd
      .map(
        (text) =>
          JSON.parse(text) as {
            '@type'?: string;
            location?: { name?: string };
          },
      )
      .find((item) => item['@type'] === 'Event');
    expect(data?.location?.name).toBe('Leeds');
    expect(jsonLd.join('')).not.toContain('High Street');

    const form = page.locator('main form#form-event-booking');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Book a place' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.slug}#form-event-booking$`));
    await expect(page.locator('main').getByText(eventMessages.booked)).toBeVisible();
    await mailTo(page.request, email, `Your place is booked: ${event.title}`);
  });
});
