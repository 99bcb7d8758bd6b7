import { createHmac, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import {
  broadcastPath,
  newsletterLinkPath,
  newsletterMessages,
  newsletterPath,
  newslettersPath,
  palette,
  preferencesPath,
  staffMessages,
  staffNewsletterPreviewPath,
  staffNewsletterPreviewResponseSchema,
  staffNewsletterResponseSchema,
  staffNewslettersPath,
  staffReauthPath,
  subscriptionConfirmPath,
  unsubscribePath,
} from '@tenants/shared/model';
import { runCommand } from '../../../src/commands';
import { queueNewsletterCopies } from '../../../src/mail/queue.repository';
import { sentSlugs } from '../../../src/modules/newsletters/newsletters.service';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { uniqueEmail } from '../../fakes/people';
import { call, clock, expectError, person, totpCode, type Person } from '../staff/fixtures';
import { confirmTokenIn, headerOf, post, smtpSink } from './sink';

const sink = smtpSink();
const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
beforeAll(() => sink.start());
afterAll(() => sink.stop());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Queues what is due and delivers it now. The worker may have claimed some copies itself (a send kicks it),
 * so this waits until nothing is left waiting or being sent.
 */
async function deliver(suite: DatabaseSuite) {
  await suite.app.newsletters.runDue();
  for (let i = 0; i < 50; i += 1) {
    await suite.app.mailQueue.runDue();
    if ((await suite.app.mailQueue.depth()).pending === 0) return;
    await wait(100);
  }
}
const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>;

/** A confirmed subscriber of the newsletter list, through the real form and link. */
async function confirmedReader(suite: DatabaseSuite, list: 'newsletter' | 'broadcast' = 'newsletter') {
  const email = uniqueEmail();
  await post(suite, list === 'newsletter' ? newsletterPath : broadcastPath, { email, source: '/about' });
  await suite.app.mailQueue.runDue();
  const token = confirmTokenIn(sink.to(email).at(-1)!.raw)!;
  expect((await suite.app.inject({ method: 'POST', url: subscriptionConfirmPath, payload: { token }, remoteAddress: visitorIp() })).statusCode).toBe(200);
  return email;
}

async function sentNewsletter(suite: DatabaseSuite, staff: Person, html = '<p>Rent reviews this month.</p>') {
  const created = staffNewsletterResponseSchema.parse(
    json(await call(suite, 'POST', staffNewslettersPath, staff.token, { subject: 'Spring news', html, list: 'newsletter' })),
  ).payload;
  const sent = await call(suite, 'POST', `${staffNewslettersPath}/${created.id}/send`, staff.token, {});
  expect(sent.statusCode).toBe(200);
  await deliver(suite);
  return created;
}

describeEachDatabase(
  'newsletters with consent',
  (suite) => {
    let staff: Person;
    beforeAll(async () => {
      staff = await person(suite, 'staff');
    });
    beforeEach(() => {
      clock.offsetMs = 0;
    });

    it('double opt-in: every address gets the same one sentence (no one learns who is subscribed), and only new or waiting ones get a link', async () => {
      const email = uniqueEmail();
      const first = await post(suite, newsletterPath, { email, source: '/news' });
      expect(json(first as LightMyRequestResponse)).toEqual({ success: true, message: newsletterMessages.newsletterThanks });
      await suite.app.mailQueue.runDue();
      expect(sink.to(email)).toHaveLength(1);
      // Again within minutes: still waiting on the first link, no second mail.
      expect(json((await post(suite, newsletterPath, { email })) as LightMyRequestResponse)).toEqual({
        success: true,
        message: newsletterMessages.newsletterThanks,
      });
      await suite.app.mailQueue.runDue();
      expect(sink.to(email)).toHaveLength(1);
      const row = await suite.database.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'unconfirmed', source: '/news', wording: expect.stringContaining('newsletter'), confirmed_at: null });
      // Only the token's hash is kept.
      expect(row.confirm_token_hash).not.toBe(confirmTokenIn(sink.to(email)[0].raw));

      const token = confirmTokenIn(sink.to(email)[0].raw)!;
      // Opening the link (a mail scanner's GET) confirms nothing.
      expect((await suite.app.inject({ method: 'GET', url: `${subscriptionConfirmPath}?token=${token}` })).statusCode).toBe(404);
      const waiting = await suite.database.db.selectFrom('newsletter_subscriptions').select(['status', 'confirmed_at']).where('email', '=', email).execute();
      expect(waiting).toEqual([{ status: 'unconfirmed', confirmed_at: null }]);
      // The page's button; pressed twice, still a success.
      for (let i = 0; i < 2; i += 1) {
        const res = await suite.app.inject({ method: 'POST', url: subscriptionConfirmPath, payload: { token }, remoteAddress: visitorIp() });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, message: newsletterMessages.confirmed, payload: { list: 'newsletter' } });
      }
      // Confirmed: the spec's words, and no mail.
      expect(json((await post(suite, newsletterPath, { email })) as LightMyRequestResponse)).toEqual({
        success: true,
        message: 'Thank you, you are now subscribed!',
      });
      await suite.app.mailQueue.runDue();
      expect(sink.to(email)).toHaveLength(1);
    });

    it('confirms from the page’s button without scripts: a form post, answered 303 back to the page', async () => {
      const email = uniqueEmail();
      await post(suite, newsletterPath, { email, source: '/news' });
      await suite.app.mailQueue.runDue();
      const token = confirmTokenIn(sink.to(email)[0].raw)!;
      const asBrowser = (value: string) =>
        suite.app.inject({
          method: 'POST',
          url: subscriptionConfirmPath,
          payload: new URLSearchParams({ token: value }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
          remoteAddress: visitorIp(),
        });
      const done = await asBrowser(token);
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`/newsletters/confirm?token=${token}&done=1`);
      const row = await suite.database.db.selectFrom('newsletter_subscriptions').select('status').where('email', '=', email).executeTakeFirstOrThrow();
      expect(row.status).toBe('confirmed');
      const refused = await asBrowser('not-a-token');
      expect(refused.statusCode).toBe(303);
      expect(refused.headers.location).toBe('/newsletters/confirm?token=not-a-token&invalid=1');
    });

    it('a confirmation link expires after 7 days; an unknown one is refused', async () => {
      const email = uniqueEmail();
      await post(suite, broadcastPath, { email });
      await suite.app.mailQueue.runDue();
      const token = confirmTokenIn(sink.to(email)[0].raw)!;
      clock.offsetMs = 7 * 24 * 60 * 60 * 1000 + 60_000;
      const late = await suite.app.inject({ method: 'POST', url: subscriptionConfirmPath, payload: { token } });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ success: false, message: newsletterMessages.confirmInvalid });
      clock.offsetMs = 0;
      const unknown = await suite.app.inject({ method: 'POST', url: subscriptionConfirmPath, payload: { token: 'not-a-token' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ success: false, message: newsletterMessages.confirmInvalid });
    });

    it('sending needs a fresh second factor; the HTML is sanitised on save', async () => {
      const created = staffNewsletterResponseSchema.parse(
        json(
          await call(suite, 'POST', staffNewslettersPath, staff.token, {
            subject: 'Safe?',
            html: '<p onclick="x()">Hi</p><script>alert(1)</script>',
            list: 'newsletter',
          }),
        ),
      ).payload;
      expect(created.html).not.toMatch(/script|onclick/);
      expect(created.status).toBe('draft');
      expect(created.slug).toMatch(/^safe-\d{4}-\d{2}-\d{2}$/);
      clock.offsetMs = 6 * 60 * 1000;
      expectError(await call(suite, 'POST', `${staffNewslettersPath}/${created.id}/send`, staff.token, {}), 403, staffMessages.freshFactorRequired);
      // A password is not a second factor.
      expect((await call(suite, 'POST', staffReauthPath, staff.token, { password: staff.password })).statusCode).toBe(200);
      expectError(await call(suite, 'POST', `${staffNewslettersPath}/${created.id}/send`, staff.token, {}), 403, staffMessages.freshFactorRequired);
      expect((await call(suite, 'POST', staffReauthPath, staff.token, { code: await totpCode(staff.totpSecret!) })).statusCode).toBe(200);
      const past = await call(suite, 'POST', `${staffNewslettersPath}/${created.id}/send`, staff.token, {
        sendAt: new Date(Date.now() - 60_000).toISOString(),
      });
      expectError(past, 400, newsletterMessages.sendAtInvalid);
      const scheduled = await call(suite, 'POST', `${staffNewslettersPath}/${created.id}/send`, staff.token, {
        sendAt: new Date(clock.now().getTime() + 3_600_000).toISOString(),
      });
      expect(scheduled.json()).toMatchObject({ success: true, message: newsletterMessages.scheduled, payload: { status: 'scheduled' } });
      const back = await call(suite, 'POST', `${staffNewslettersPath}/${created.id}/unschedule`, staff.token);
      expect(back.json()).toMatchObject({ success: true, payload: { status: 'draft', sendAt: null } });
    });

    it('previews the e-mail as readers get it (the house frame, the web-version and unsubscribe links) and sends nothing', async () => {
      const created = staffNewsletterResponseSchema.parse(
        json(
          await call(suite, 'POST', staffNewslettersPath, staff.token, {
            subject: 'Autumn news',
            html: '<p>Service charges this month.</p>',
            list: 'newsletter',
          }),
        ),
      ).payload;
      const before = (await suite.app.mailQueue.depth()).pending;
      const preview = await call(suite, 'POST', staffNewsletterPreviewPath(created.id), staff.token, {});
      expect(preview.statusCode).toBe(200);
      const { html, text, subject } = staffNewsletterPreviewResponseSchema.parse(preview.json()).payload;
      expect(subject).toBe('Autumn news');
      // The brand's bar, the staff's words, the links every copy carries.
      expect(html).toMatch(new RegExp(`background:${palette.navy};color:${palette.white}[^>]*>[^<]+</div>`));
      expect(html).toContain('<p>Service charges this month.</p>');
      expect(html).toContain('Read this on the web');
      expect(html).toMatch(/Unsubscribe or change your preferences/);
      expect(text).toContain('Service charges this month.');
      expect((await suite.app.mailQueue.depth()).pending).toBe(before);
      expectError(await call(suite, 'POST', staffNewsletterPreviewPath(randomUUID()), staff.token, {}), 404, newsletterMessages.notFound);
      expect((await suite.app.inject({ method: 'POST', url: staffNewsletterPreviewPath(created.id), payload: {} })).statusCode).toBe(401);
    });

    it('mails confirmed readers only, with one-click headers, a signed unsubscribe link, a text part and DKIM; counts them', async () => {
      const reader = await confirmedReader(suite);
      const waiting = uniqueEmail();
      await post(suite, newsletterPath, { email: waiting });
      await suite.app.mailQueue.runDue();
      const created = await sentNewsletter(suite, staff);

      expect(sink.to(waiting)).toHaveLength(1); // the confirmation only
      const copy = sink.to(reader).find((m) => /Subject: Spring news/.test(m.raw))!;
      expect(copy).toBeDefined();
      expect(headerOf(copy.raw, 'List-Unsubscribe')).toMatch(
        new RegExp(`^<http://localhost:3000${unsubscribePath}\\?token=[^>]+>, <mailto:[^>]+\\?subject=unsubscribe>$`),
      );
      expect(headerOf(copy.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(headerOf(copy.raw, 'List-Id')).toBe('Newsletter <newsletter.localhost>');
      const dkim = headerOf(copy.raw, 'DKIM-Signature')!;
      expect(dkim).toMatch(/d=tenants\.example/);
      expect(dkim.toLowerCase()).toMatch(/h=[^;]*list-unsubscribe-post/);
      expect(copy.raw).toMatch(/Content-Type: text\/plain/);
      expect(copy.raw).toContain(`/newsletters/${created.slug}`);
      // No tracking pixel.
      expect(copy.raw).not.toMatch(/<img[^>]+(width="1"|height="1")/);

      const after = staffNewsletterResponseSchema.parse(json(await call(suite, 'GET', `${staffNewslettersPath}/${created.id}`, staff.token))).payload;
      expect(after).toMatchObject({ status: 'sent', recipients: expect.any(Number), bounced: 0 });
      expect(after.sent).toBe(after.recipients);
      const archive = await suite.app.inject({ method: 'GET', url: newslettersPath });
      expect(archive.json().payload.items.map((i: { slug: string }) => i.slug)).toContain(created.slug);
      expect((await suite.app.inject({ method: 'GET', url: `${newslettersPath}/${created.slug}` })).json()).toMatchObject({
        success: true,
        payload: { subject: 'Spring news' },
      });
      // The sitemap lists each sent one (site/index.ts reads this).
      expect((await sentSlugs(suite.database.db)).map((n) => n.slug)).toContain(created.slug);
    });

    it('counts link clicks per letter and link, with no reader recorded, and redirects only to the letter’s own link', async () => {
      const reader = await confirmedReader(suite);
      const html =
        '<p><a href="https://example.org/rent?a=1&amp;b=2">Rent</a> <a href="mailto:help@tenants.example">Write</a> ' +
        '<a href="/advice">Advice</a> <a href="http://example.net/leases">Leases</a></p>';
      const created = await sentNewsletter(suite, staff, html);
      const raw = sink.to(reader).find((m) => /Subject: Spring news/.test(m.raw))!.raw;
      const first = `http://localhost:3000${newsletterLinkPath(created.id, 0)}`;
      const second = `http://localhost:3000${newsletterLinkPath(created.id, 1)}`;
      // The copy's http(s) links point at the counter, in order; mailto and the site-relative link are left alone.
      expect(raw).toContain(`href="${first}"`);
      expect(raw).toContain(`href="${second}"`);
      expect(raw).toContain('href="mailto:help@tenants.example"');
      expect(raw).not.toContain('href="https://example.org/rent');
      // The web version keeps the plain links.
      const web = (await suite.app.inject({ method: 'GET', url: `${newslettersPath}/${created.slug}` })).json();
      expect(web.payload.html).toContain('href="https://example.org/rent?a=1&amp;b=2"');

      const follow = (url: string, method: 'GET' | 'HEAD' = 'GET') => suite.app.inject({ method, url, remoteAddress: visitorIp() });
      for (let i = 0; i < 2; i += 1) {
        const res = await follow(newsletterLinkPath(created.id, 0));
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('https://example.org/rent?a=1&b=2');
      }
      const leases = await follow(`${newsletterLinkPath(created.id, 1)}?to=https://evil.example`);
      expect(leases.statusCode).toBe(302);
      // The target is the letter's, whatever the request adds.
      expect(leases.headers.location).toBe('http://example.net/leases');
      // A link checker's HEAD is answered, not counted.
      expect((await follow(newsletterLinkPath(created.id, 1), 'HEAD')).statusCode).toBe(302);

      // Unknown letter, a place past the last link, a place that is no number, a letter not sent: 404.
      const draft = staffNewsletterResponseSchema.parse(
        json(await call(suite, 'POST', staffNewslettersPath, staff.token, { subject: 'Draft', html, list: 'newsletter' })),
      ).payload;
      for (const url of [
        newsletterLinkPath(randomUUID(), 0),
        newsletterLinkPath(created.id, 2),
        `${newslettersPath}/${created.id}/l/https%3A%2F%2Fevil.example`,
        `${newslettersPath}/${created.id}/l/-1`,
        newsletterLinkPath(draft.id, 0),
      ]) {
        expectError(await follow(url), 404, newsletterMessages.notFound);
      }

      const rows = await suite.database.db
        .selectFrom('newsletter_link_clicks')
        .selectAll()
        .where('newsletter_id', '=', created.id)
        .orderBy('link_index')
        .execute();
      // Counts only: no column could hold who clicked.
      expect(rows.map((row) => ({ ...row, link_index: Number(row.link_index), clicks: Number(row.clicks) }))).toEqual([
        { newsletter_id: created.id, link_index: 0, clicks: 2 },
        { newsletter_id: created.id, link_index: 1, clicks: 1 },
      ]);
      const page = staffNewsletterResponseSchema.parse(json(await call(suite, 'GET', `${staffNewslettersPath}/${created.id}`, staff.token))).payload;
      expect(page.links).toEqual([
        { href: 'https://example.org/rent?a=1&b=2', clicks: 2 },
        { href: 'http://example.net/leases', clicks: 1 },
      ]);
      expect(page.clicks).toBe(3);
      const list = json(await call(suite, 'GET', staffNewslettersPath, staff.token)) as { payload: { items: Array<{ id: string; clicks: number }> } };
      expect(list.payload.items.find((item) => item.id === created.id)?.clicks).toBe(3);
      expect(list.payload.items.find((item) => item.id === draft.id)?.clicks).toBe(0);
    });

    it('puts no address in the unsubscribe link, which works for two years; an old link naming the address works until 2027-11-27', async () => {
      const reader = await confirmedReader(suite);
      await sentNewsletter(suite, staff);
      const raw = sink.to(reader).find((m) => /Spring news/.test(m.raw))!.raw;
      const link = /<([^>]+)>/.exec(headerOf(raw, 'List-Unsubscribe')!)![1];
      const token = new URL(link).searchParams.get('token')!;
      // Neither the token nor anything it decodes to holds the address (or its local part).
      const decoded = token
        .split('.')
        .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
        .join(' ');
      for (const text of [token, decoded, decodeURIComponent(token)]) {
        expect(text.toLowerCase()).not.toContain(reader.toLowerCase());
        expect(text.toLowerCase()).not.toContain(reader.split('@')[0].toLowerCase());
      }
      const preferences = (at: number, value = token) => {
        clock.offsetMs = at;
        return suite.app.inject({ method: 'GET', url: `${preferencesPath}?token=${encodeURIComponent(value)}`, remoteAddress: visitorIp() });
      };
      const day = 24 * 60 * 60 * 1000;
      expect((await preferences(729 * day)).statusCode).toBe(200);
      const late = await preferences(731 * day);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ success: false, message: newsletterMessages.unsubscribeInvalid });

      // A link made before (the address in it, readable, signed with the same key) still works for now, not after.
      const key = await suite.app.newsletters.unsubscribeKey();
      const payload = Buffer.from(JSON.stringify([reader, 'newsletter', null])).toString('base64url');
      const legacy = `${payload}.${createHmac('sha256', key).update(`unsubscribe.v1\n${payload}`).digest('base64url')}`;
      const untilMs = Date.UTC(2027, 10, 27);
      expect((await preferences(0, legacy)).statusCode).toBe(200);
      expect((await preferences(untilMs - Date.now() + day, legacy)).statusCode).toBe(400);
      clock.offsetMs = 0;
    });

    it('unsubscribes in one click (RFC 8058), sends a browser on with 303, never on GET; counts it; holds mid-send', async () => {
      const reader = await confirmedReader(suite);
      const created = await sentNewsletter(suite, staff);
      const link = /<([^>]+)>/.exec(headerOf(sink.to(reader).find((m) => /Spring news/.test(m.raw))!.raw, 'List-Unsubscribe')!)![1];
      const url = link.replace('http://localhost:3000', '');
      const token = new URL(link).searchParams.get('token')!;

      const get = await suite.app.inject({ method: 'GET', url });
      expect(get.statusCode).toBe(303);
      expect(get.headers.location).toBe(`/newsletters/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(
        (await suite.database.db.selectFrom('newsletter_subscriptions').select('status').where('email', '=', reader).executeTakeFirstOrThrow()).status,
      ).toBe('confirmed');

      const oneClick = await suite.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.json()).toEqual({ success: true, message: newsletterMessages.unsubscribed });
      const row = await suite.database.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', reader).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'unsubscribed', withdrawn_via: 'one-click', withdrawn_newsletter_id: created.id });
      const counted = staffNewsletterResponseSchema.parse(json(await call(suite, 'GET', `${staffNewslettersPath}/${created.id}`, staff.token))).payload;
      expect(counted.unsubscribed).toBe(1);

      const browser = await suite.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
        payload: '',
      });
      expect(browser.statusCode).toBe(303);
      expect(browser.headers.location).toBe(`/newsletters/unsubscribe?token=${encodeURIComponent(token)}&done=1`);
      const bad = await suite.app.inject({ method: 'POST', url: unsubscribePath, payload: { token: `${token}x` } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, message: newsletterMessages.unsubscribeInvalid });
      const badBrowser = await suite.app.inject({
        method: 'POST',
        url: `${unsubscribePath}?token=nope`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: '',
      });
      expect(badBrowser.headers.location).toBe('/newsletters/unsubscribe?token=nope&invalid=1');

      // A copy queued while the address was confirmed, which unsubscribed before delivery: dropped unsent.
      const late = await confirmedReader(suite);
      await suite.database.db.updateTable('newsletter_subscriptions').set({ status: 'unsubscribed' }).where('email', '=', late).execute();
      await queueNewsletterCopies(
        suite.database.db,
        [{ id: randomUUID(), to: late, subject: 'Spring news', newsletterId: created.id, list: 'newsletter' }],
        new Date(),
      );
      await deliver(suite);
      expect(sink.to(late).filter((m) => /Spring news/.test(m.raw))).toHaveLength(0);
      expect(await suite.database.db.selectFrom('mail_queue').select('id').where('to_address', '=', late).execute()).toEqual([]);
      // Joining again needs a new confirmation.
      await post(suite, newsletterPath, { email: reader });
      expect(
        (await suite.database.db.selectFrom('newsletter_subscriptions').select('status').where('email', '=', reader).executeTakeFirstOrThrow()).status,
      ).toBe('unconfirmed');
    });

    it('a hard bounce marks the address bounced on every list and stops its mail', async () => {
      const reader = await confirmedReader(suite);
      await post(suite, broadcastPath, { email: reader });
      sink.reject.add(reader);
      const created = await sentNewsletter(suite, staff);
      sink.reject.delete(reader);
      const statuses = await Promise.all(
        (['newsletter_subscriptions', 'broadcast_subscriptions'] as const).map((t) =>
          suite.database.db.selectFrom(t).select('status').where('email', '=', reader).executeTakeFirst(),
        ),
      );
      expect(statuses.map((s) => s?.status)).toEqual(['bounced', 'bounced']);
      const stats = staffNewsletterResponseSchema.parse(json(await call(suite, 'GET', `${staffNewslettersPath}/${created.id}`, staff.token))).payload;
      expect(stats.bounced).toBe(1);
      expect(await suite.database.db.selectFrom('mail_queue').select('id').where('newsletter_id', '=', created.id).execute()).toEqual([]);
      await sentNewsletter(suite, staff);
      expect(sink.to(reader).filter((m) => /Spring news/.test(m.raw))).toHaveLength(0);
    });

    it('the archive answers 404 for an unknown or unsent newsletter', async () => {
      const draft = staffNewsletterResponseSchema.parse(
        json(await call(suite, 'POST', staffNewslettersPath, staff.token, { subject: 'Not yet', html: '<p>x</p>', list: 'newsletter' })),
      ).payload;
      for (const slug of ['no-such-newsletter', draft.slug]) {
        const res = await suite.app.inject({ method: 'GET', url: `${newslettersPath}/${slug}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: newsletterMessages.notFound });
      }
    });

    it('the CLI sends a newsletter from a file and says how many were queued; bad arguments fail clearly', async () => {
      await confirmedReader(suite);
      const dir = mkdtempSync(path.join(tmpdir(), 'newsletter-'));
      const file = path.join(dir, 'issue.html');
      writeFileSync(file, '<h2>From the CLI</h2><p>Hello</p>');
      const lines: string[] = [];
      await runCommand(['newsletter', 'send', '--subject', 'CLI news', '--html', file], { env: suite.env, print: (line) => lines.push(line) });
      const confirmed = await suite.database.db.selectFrom('newsletter_subscriptions').select('email').where('status', '=', 'confirmed').execute();
      expect(lines.at(-1)).toMatch(new RegExp(`: ${confirmed.length} cop(y|ies) queued`));
      await expect(runCommand(['newsletter', 'send', '--html', file], { env: suite.env, print: () => undefined })).rejects.toThrow(
        newsletterMessages.subjectRequired,
      );
      await expect(
        runCommand(['newsletter', 'send', '--subject', 'x', '--html', file, '--list', 'sms'], { env: suite.env, print: () => undefined }),
      ).rejects.toThrow('--list must be newsletter or broadcast');
      await expect(runCommand(['newsletter', 'send', '--subject', 'x'], { env: suite.env, print: () => undefined })).rejects.toThrow('--html FILE');
      await wait(0);
    });
  },
  {
    env: {
      SMTP_URL: sink.url,
      MAIL_QUEUE_POLL_MS: '600000',
      DKIM_DOMAIN: 'tenants.example',
      DKIM_SELECTOR: 'test',
      DKIM_PRIVATE_KEY: privateKey,
      VALIDATION_DNS: '0',
    },
    options: { now: clock.now },
  },
);
