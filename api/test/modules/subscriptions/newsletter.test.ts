import { randomBytes } from 'node:crypto';
import { apiErrorSchema, messages, newsletterMessages, newsletterPath } from '@tenants/shared/model';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';

const uniqueEmail = (local = 'reader', domain = 'example.com') => `${local}.${randomBytes(4).toString('hex')}@${domain}`;

const subscribe = (suite: DatabaseSuite, payload: unknown) =>
  suite.app.inject({ method: 'POST', url: newsletterPath, payload: payload as object, remoteAddress: visitorIp() });

const rowsFor = (suite: DatabaseSuite, email: string) =>
  suite.database.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute();

describeEachDatabase(
  'POST /api/subscribe/newsletter',
  (suite) => {
    it('stores a valid address once, with the page it came from and the consent time', async () => {
      const email = uniqueEmail();
      const before = Date.now();
      const res = await subscribe(suite, { email: `  ${email}  `, source: '/about' });

      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: newsletterMessages.newsletterThanks });
      const rows = await rowsFor(suite, email);
      expect(rows).toHaveLength(1);
      expect(rows[0].source).toBe('/about');
      const consentedAt = Date.parse(rows[0].consented_at);
      expect(consentedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(consentedAt).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('answers success to a second subscription and still keeps one row', async () => {
      const email = uniqueEmail();
      const first = await subscribe(suite, { email, source: '/' });
      const second = await subscribe(suite, { email, source: '/news' });

      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ success: true, message: newsletterMessages.newsletterThanks });
      const rows = await rowsFor(suite, email);
      expect(rows).toHaveLength(1);
      expect(rows[0].source).toBe('/');
    });

    it('keeps one row when the same address arrives several times at once', async () => {
      const email = uniqueEmail();
      const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe(suite, { email })));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await rowsFor(suite, email)).toHaveLength(1);
    });

    it('treats upper and lower case as the same address', async () => {
      const email = uniqueEmail('Mixed.Case');
      await subscribe(suite, { email: email.toUpperCase() });
      const res = await subscribe(suite, { email: email.toLowerCase() });

      expect(res.statusCode).toBe(200);
      expect(await rowsFor(suite, email.toLowerCase())).toHaveLength(1);
      const all = await suite.database.db
        .selectFrom('newsletter_subscriptions')
        .select('email')
        .where('email', 'in', [email, email.toUpperCase(), email.toLowerCase()])
        .execute();
      expect(all).toEqual([{ email: email.toLowerCase() }]);
    });

    it('stores no source when the form sends none', async () => {
      const email = uniqueEmail();
      await subscribe(suite, { email });
      expect((await rowsFor(suite, email))[0].source).toBeNull();
    });

    it.each([['not-an-email'], [''], ['   '], ['a@b']])('refuses %p with 400 and the spec message', async (email) => {
      const res = await subscribe(suite, { email });

      expect(res.statusCode).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.message).toBe('*Please enter a valid email address');
      expect(body.errors).toEqual([{ message: '*Please enter a valid email address' }]);
      expect(await rowsFor(suite, email.trim())).toHaveLength(0);
    });

    it('refuses a missing email with the same message', async () => {
      const res = await subscribe(suite, { source: '/about' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: messages.newsletterInvalid, errors: [{ message: messages.newsletterInvalid }] });
    });

    it('refuses an address whose domain takes no mail (null MX) with the same message, storing nothing', async () => {
      const email = uniqueEmail('reader', 'nullmx.example');
      const res = await subscribe(suite, { email });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        message: '*Please enter a valid email address',
        errors: [{ message: '*Please enter a valid email address' }],
      });
      expect(await rowsFor(suite, email)).toHaveLength(0);
    });

    it('accepts an address whose DNS check fails (a failed check counts as valid)', async () => {
      const email = uniqueEmail('reader', 'servfail.example');
      expect((await subscribe(suite, { email })).statusCode).toBe(200);
      expect(await rowsFor(suite, email)).toHaveLength(1);
    });
  },
  { options: { resolver: fakeDns(testZones).resolver } },
);
