import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formResultCookie, formResultElementId, htmlFormAction, messages, newsletterMessages, registerPath, type FormResult } from '@tenants/shared/model';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../helper';
import { fakeDns, testZones } from '../fakes/dns';
import { uniqueMobile } from '../fakes/people';
import { crossSiteMessage } from '../../src/site/forms/html-form-route';

// The public pages' forms as a browser without JavaScript sends them (docs/decisions/0010).

const base = mkdtempSync(path.join(tmpdir(), 'tenants-forms-'));
const deploy = path.join(base, 'deploy');
mkdirSync(path.join(deploy, 'shell'), { recursive: true });
writeFileSync(path.join(deploy, 'shell/index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
writeFileSync(path.join(deploy, 'remotes.json'), '{}');
afterAll(() => rmSync(base, { recursive: true, force: true }));

const uniqueEmail = (domain = 'example.com') => `visitor.${randomBytes(4).toString('hex')}@${domain}`;

const post = (suite: DatabaseSuite, form: string, fields: Record<string, string>, ip = visitorIp()) =>
  suite.app.inject({
    method: 'POST',
    url: form.startsWith('/') ? form : htmlFormAction(form as 'newsletter'),
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });

/** The result the 303 carries to the page, as the browser would send it back. */
function resultOf(response: { headers: Record<string, unknown> }): { cookie: string; result: FormResult } {
  const header = String(response.headers['set-cookie']);
  const cookie = header.split(';')[0];
  const [value] = cookie.slice(formResultCookie.length + 1).split('.');
  return { cookie, result: JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as FormResult };
}

describeEachDatabase(
  'forms posted without JavaScript',
  (suite) => {
    it('subscribes to the newsletter and answers 303 back to the page, with the thank-you in a short-lived cookie', async () => {
      const email = uniqueEmail();
      const res = await post(suite, 'newsletter', { email, return: '/about' });

      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/about#form-newsletter');
      expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=60; HttpOnly; SameSite=Lax/);
      expect(resultOf(res).result).toEqual({ form: 'newsletter', ok: true, message: newsletterMessages.newsletterThanks, values: {}, errors: {} });
      const rows = await suite.database.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].source).toBe('/about');
    });

    it('keeps what was typed and puts the message beside the field when the address is refused', async () => {
      const res = await post(suite, 'newsletter', { email: 'not-an-address', return: '/news' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/news#form-newsletter');
      expect(resultOf(res).result).toEqual({
        form: 'newsletter',
        ok: false,
        message: '',
        values: { email: 'not-an-address' },
        errors: { email: messages.newsletterInvalid },
      });
    });

    it("refuses an address whose domain takes no mail, as the browser's check does", async () => {
      const res = await post(suite, 'community-email', { email: uniqueEmail('nullmx.example'), return: '/community' });
      expect(resultOf(res).result.errors).toEqual({ email: messages.emailInvalid });
    });

    it('joins the community e-mail and WhatsApp lists with their own thank-yous', async () => {
      const email = await post(suite, 'community-email', { email: uniqueEmail(), return: '/community' });
      expect(email.headers.location).toBe('/community#form-community-email');
      expect(resultOf(email).result).toMatchObject({ ok: true, message: newsletterMessages.broadcastThanks });

      const empty = await post(suite, 'community-whatsapp', { phone: '', return: '/community' });
      expect(resultOf(empty).result.errors).toEqual({ phone: messages.phoneRequired });
      const phone = await post(suite, 'community-whatsapp', { phone: '07400 123456', return: '/community' });
      expect(resultOf(phone).result).toMatchObject({ ok: true, message: newsletterMessages.whatsappThanks });
    });

    it('sends a reset link, or says beside the field that no account has the address', async () => {
      const email = uniqueEmail();
      const unknown = await post(suite, 'forgot-password', { email, return: '/forgot-password' });
      expect(resultOf(unknown).result).toMatchObject({ ok: false, errors: { email: messages.noSuchAccount }, values: { email } });

      const registered = await suite.app.inject({
        method: 'POST',
        url: registerPath,
        payload: { email, password: 'correct horse battery', firstname: 'Ada', lastname: 'Lovelace', phone: '07400123456' },
        remoteAddress: visitorIp(),
      });
      expect(registered.statusCode).toBe(200);
      const sent = await post(suite, 'forgot-password', { email, return: '/forgot-password' });
      expect(resultOf(sent).result).toEqual({ form: 'forgot-password', ok: true, message: messages.resetSent, values: { email }, errors: {} });
    });

    it("sends the link again from Password Reset Sent's Resend Email (the same form, the address hidden), and answers alike", async () => {
      const email = uniqueEmail();
      const registered = await suite.app.inject({
        method: 'POST',
        url: registerPath,
        payload: {
          email,
          password: 'correct horse battery',
          firstname: 'Ada',
          lastname: 'Lovelace',
          phone: uniqueMobile(),
        },
        remoteAddress: visitorIp(),
      });
      expect(registered.statusCode).toBe(200);
      const fields = { email, return: '/forgot-password' };
      const first = await post(suite, 'forgot-password', fields);
      const again = await post(suite, 'forgot-password', fields);
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe('/forgot-password#form-forgot-password');
      expect(resultOf(again).result).toEqual(resultOf(first).result);
      expect(resultOf(again).result).toEqual({ form: 'forgot-password', ok: true, message: messages.resetSent, values: { email }, errors: {} });
      const mails = await suite.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();
      expect(mails).toHaveLength(2);
    });

    it('goes back only to a path of this site', async () => {
      for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '']) {
        const res = await post(suite, 'newsletter', { email: 'x', return: back });
        expect(res.headers.location).toBe('/#form-newsletter');
      }
      const res = await post(suite, 'newsletter', { email: 'x', return: '/news?category=2#top' });
      expect(res.headers.location).toBe('/news#form-newsletter');
    });

    it("answers 404 for a form that does not exist, and an API path stays the API's", async () => {
      expect((await post(suite, '/forms/delete-everything', { email: 'x' })).statusCode).toBe(404);
      const api = await post(suite, '/api/no-such-route', { email: 'x' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ success: false });
    });

    it('sends a form that needs script, posted without it, back to its page (which says so), never a 404', async () => {
      const res = await post(suite, '/login', { email: 'a@b.co', password: 'secret words' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/login');
      expect(res.headers['set-cookie']).toBeUndefined();
    });

    it("counts against the visitor's own rate limit, not one shared by every form post", async () => {
      const ip = visitorIp();
      const answers = [];
      for (let i = 0; i < 11; i += 1) answers.push(resultOf(await post(suite, 'newsletter', { email: uniqueEmail(), return: '/' }, ip)).result);
      expect(answers.slice(0, 10).every((result) => result.ok)).toBe(true);
      expect(answers[10]).toMatchObject({ ok: false, errors: {} });
      expect(answers[10].message).toMatch(/^Too many requests/);
      // Another visitor is not held back by the first one's posts.
      expect(resultOf(await post(suite, 'newsletter', { email: uniqueEmail(), return: '/' })).result.ok).toBe(true);
    });

    it('draws the page once with the result written in for the browser, then forgets it', async () => {
      const { cookie, result } = resultOf(await post(suite, 'newsletter', { email: 'nope', return: '/about' }));
      const page = await suite.app.inject({ method: 'GET', url: '/about', headers: { cookie } });

      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(String(page.headers['set-cookie'])).toMatch(new RegExp(`^${formResultCookie}=; Path=/; Max-Age=0`));
      const json = page.body.match(new RegExp(`<script type="application/json" id="${formResultElementId}">(.*?)</script>`))?.[1];
      expect(JSON.parse(json ?? 'null')).toEqual(result);

      const again = await suite.app.inject({ method: 'GET', url: '/about' });
      expect(again.body).not.toContain(`id="${formResultElementId}"`);
    });

    /**
     * A visitor without JavaScript on the enquiry: each step is a post answered by a 303, followed by a GET of
     * the address it names, with the cookies the browser keeps (the draft's token, the result's flash).
     */
    function enquiryVisitor(ip = visitorIp()) {
      const jar = new Map<string, string>();
      const keep = (res: { headers: Record<string, unknown> }) => {
        for (const header of [res.headers['set-cookie']].flat().filter(Boolean).map(String)) {
          const [pair] = header.split(';');
          const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      };
      const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      return {
        jar,
        async post(fields: Record<string, string>) {
          const res = await suite.app.inject({
            method: 'POST',
            url: htmlFormAction('enquiry'),
            payload: new URLSearchParams(fields).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded', ...(jar.size && { cookie: cookie() }) },
            remoteAddress: ip,
          });
          keep(res);
          return res;
        },
        /** The page at `address` (its fragment is the browser's own), with the step's state the page carries. */
        async open(address: string) {
          const page = await suite.app.inject({ method: 'GET', url: address.split('#')[0], headers: jar.size ? { cookie: cookie() } : {}, remoteAddress: ip });
          keep(page);
          const json = page.body.match(new RegExp(`<script type="application/json" id="${formResultElementId}">(.*?)</script>`))?.[1];
          return { page, result: json ? (JSON.parse(json) as FormResult) : undefined, title: page.body.match(/<title>(.*?)<\/title>/)?.[1] };
        },
        /** Posts a step and follows its 303. */
        async step(fields: Record<string, string>) {
          const res = await this.post(fields);
          expect(res.statusCode).toBe(303);
          expect(res.headers['cache-control']).toBe('no-store');
          return { location: String(res.headers.location), ...(await this.open(String(res.headers.location))) };
        },
      };
    }

    it('walks the enquiry without JavaScript: a 303 to each step’s own address, Back and reload, the messages summed up, a check of every answer, then sent', async () => {
      const visitor = enquiryVisitor();
      const empty = await visitor.step({ step: '1' });
      expect(empty.location).toBe('/enquiry?step=1#error-summary');
      expect(empty.page.headers['cache-control']).toBe('no-store');
      expect(empty.result).toMatchObject({ form: 'enquiry', values: { step: '1' }, errors: { type: 'Please choose a service.' } });
      expect(empty.title).toMatch(/^Error: /);
      // A reload shows the step as it stands: the messages were shown once.
      const reloaded = await visitor.open(empty.location);
      expect(reloaded.result).toMatchObject({ values: { step: '1' }, errors: {} });
      expect(reloaded.title).not.toMatch(/^Error: /);

      let answers: Record<string, string> = {};
      const steps: Array<[number, Record<string, string>]> = [
        [1, { type: 'Corporate' }],
        [2, { annual_rent: '£10,001 - £20,000' }],
        [3, { isLeaseHeld: '0' }],
        [4, { city: 'Bristol' }],
        [5, { comments: 'Our service charge doubled.' }],
      ];
      for (const [step, given] of steps) {
        answers = { ...answers, ...given };
        // Only the step's own answers are posted: the others wait in the draft.
        const next = await visitor.step({ ...given, step: String(step) });
        expect(next.location).toBe(`/enquiry?step=${step + 1}#enquiry-question`);
        expect(next.result).toMatchObject({ errors: {}, values: { ...answers, step: String(step + 1) } });
      }
      const noName = await visitor.step({ step: '6', firstname: '', lastname: 'Lovelace' });
      expect(noName.location).toBe('/enquiry?step=6#error-summary');
      expect(noName.result).toMatchObject({ errors: { firstname: messages.firstNameRequired }, values: { step: '6', lastname: 'Lovelace' } });
      expect((await visitor.step({ step: '6', firstname: 'Ada', lastname: 'Lovelace' })).location).toBe('/enquiry?step=7#enquiry-question');

      // Back is a post that keeps what the step holds; the browser's own Back and Forward are GETs of each address.
      const back = await visitor.step({ step: '7', nav: 'back', email: 'ada@example.com', phone: '' });
      expect(back.location).toBe('/enquiry?step=6#enquiry-question');
      expect(back.result).toMatchObject({ errors: {}, values: { step: '6', firstname: 'Ada', email: 'ada@example.com' } });
      expect((await visitor.open('/enquiry?step=3')).result?.values).toMatchObject({ step: '3', isLeaseHeld: '0' });
      expect((await visitor.open('/enquiry?step=7')).result?.values.step).toBe('7');

      const badContact = await visitor.step({ step: '7', email: 'ada@', phone: '12' });
      expect(badContact.location).toBe('/enquiry?step=7#error-summary');
      expect(badContact.result?.errors).toEqual({ email: messages.emailInvalid, phone: messages.phoneInvalid });
      expect(badContact.title).toMatch(/^Error: /);

      const email = uniqueEmail();
      const check = await visitor.step({ step: '7', email, phone: '07400 123456', isSubscribe: '1' });
      expect(check.location).toBe('/enquiry?step=check#enquiry-question');
      expect(check.result).toMatchObject({ errors: {}, values: { step: '8', email, phone: '07400 123456', isSubscribe: '1', city: 'Bristol' } });
      // Nothing is sent before the answers are confirmed.
      expect(await suite.database.db.selectFrom('enquiries').selectAll().where('email', '=', email).execute()).toHaveLength(0);

      const draftCookie = `enquiry-draft=${visitor.jar.get('enquiry-draft')}`;
      const sent = await visitor.post({ step: '8' });
      expect(sent.statusCode).toBe(303);
      expect(sent.headers.location).toBe('/enquiry/thankyou');
      expect(
        resultOf({ headers: { 'set-cookie': [sent.headers['set-cookie']].flat().find((c) => String(c).startsWith(formResultCookie)) } }).result,
      ).toMatchObject({
        form: 'enquiry',
        ok: true,
      });
      const stored = await suite.database.db.selectFrom('enquiries').selectAll().where('email', '=', email).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ type: 'Corporate', city: 'Bristol', firstname: 'Ada', phone: '07400123456' });
      // The draft is gone with the cookie: the visitor's details are not kept once sent, and a replayed
      // Send finds no answers (nothing sent twice).
      expect(visitor.jar.has('enquiry-draft')).toBe(false);
      const replay = await suite.app.inject({
        method: 'POST',
        url: htmlFormAction('enquiry'),
        payload: 'step=8',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: draftCookie },
      });
      expect(replay.headers.location).toBe('/enquiry?step=1#error-summary');
      expect(await suite.database.db.selectFrom('enquiries').selectAll().where('email', '=', email).execute()).toHaveLength(1);
    });

    it('never skips a step: a later step asked for, by post or by address, opens the first one unanswered', async () => {
      const visitor = enquiryVisitor();
      const first = await visitor.step({ step: '7', type: 'Corporate', email: uniqueEmail(), phone: '07400123456' });
      expect(first.location).toBe('/enquiry?step=2#enquiry-question');
      expect((await visitor.open('/enquiry?step=check')).result?.values.step).toBe('2');
      expect((await visitor.step({ step: '5', comments: 'x' })).result).toMatchObject({
        values: { step: '2' },
        errors: { annual_rent: 'Please choose your annual rent.' },
      });
    });

    it('keeps the answers under a token only the visitor’s cookie holds: HttpOnly, an hour, the table storing its hash', async () => {
      const visitor = enquiryVisitor();
      const res = await visitor.post({ step: '1', type: 'Property' });
      const header = [res.headers['set-cookie']]
        .flat()
        .map(String)
        .find((c) => c.startsWith('enquiry-draft='));
      expect(header).toMatch(/^enquiry-draft=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=3600; HttpOnly; SameSite=Lax$/);
      const token = visitor.jar.get('enquiry-draft')!;
      const rows = await suite.database.db.selectFrom('enquiry_drafts').selectAll().execute();
      expect(rows.some((row) => row.id === token)).toBe(false);
      expect(rows.some((row) => row.id === createHash('sha256').update(token).digest('hex') && JSON.parse(row.answers).type === 'Property')).toBe(true);
      // Someone else's guess at a token opens nothing.
      const other = await suite.app.inject({ method: 'GET', url: '/enquiry?step=2', headers: { cookie: `enquiry-draft=${'A'.repeat(43)}` } });
      expect(other.body).not.toContain(`id="${formResultElementId}"`);
    });

    it('ignores a result cookie that is not one this server signed (a browser may send anything)', async () => {
      const forged = Buffer.from(JSON.stringify({ form: 'newsletter', ok: true, message: '<script>', values: 'x', errors: {} })).toString('base64url');
      // A well-formed result with a message of someone else's choosing, and a real one's signature.
      const { cookie } = resultOf(await post(suite, 'newsletter', { email: uniqueEmail(), return: '/about' }));
      const signature = cookie.split('.')[1];
      const tampered = Buffer.from(JSON.stringify({ form: 'newsletter', ok: true, message: 'Call 0900 000 000 to confirm.', values: {}, errors: {} })).toString(
        'base64url',
      );
      for (const value of [forged, `${tampered}.${signature}`, tampered, 'not base64 json', '']) {
        const page = await suite.app.inject({ method: 'GET', url: '/about', headers: { cookie: `${formResultCookie}=${value}` } });
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toContain(`id="${formResultElementId}"`);
      }
    });

    it('refuses a post made by another site’s page with 403 and a clear message, storing and sending nothing', async () => {
      const email = uniqueEmail();
      const crossSite = [
        { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
        { 'sec-fetch-site': 'same-site', origin: 'https://shop.tenants.example' },
        // A browser without Sec-Fetch-Site still names the page's origin.
        { origin: 'https://evil.example' },
        { origin: 'null' },
      ];
      for (const headers of crossSite) {
        const res = await suite.app.inject({
          method: 'POST',
          url: htmlFormAction('newsletter'),
          payload: new URLSearchParams({ email, return: '/about' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          remoteAddress: visitorIp(),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, message: crossSiteMessage, errors: [{ message: crossSiteMessage }] });
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect(await suite.database.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute()).toEqual([]);
      expect(await suite.database.db.selectFrom('mail_queue').selectAll().where('to_address', '=', email).execute()).toEqual([]);
      // Its own pages' posts, and an old browser's that says nothing, go through.
      const own = [
        { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
        { origin: 'http://localhost:3000' },
        { origin: 'http://localhost' },
        { 'sec-fetch-site': 'none' },
        {},
      ];
      for (const headers of own) {
        const res = await suite.app.inject({
          method: 'POST',
          url: htmlFormAction('newsletter'),
          payload: new URLSearchParams({ email: uniqueEmail(), return: '/about' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          remoteAddress: visitorIp(),
        });
        expect(res.statusCode).toBe(303);
      }
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deploy }, options: { resolver: fakeDns(testZones).resolver } },
);
