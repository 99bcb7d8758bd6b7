import { apiErrorSchema, broadcastAliasPath, broadcastPath, messages, newsletterMessages, whatsappPath } from '@tenants/shared/model';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';
import { uniqueEmail, uniqueMobile } from '../../fakes/people';

const post = (suite: DatabaseSuite, url: string, payload: object) => suite.app.inject({ method: 'POST', url, payload, remoteAddress: visitorIp() });

const broadcastRows = (suite: DatabaseSuite, email: string) =>
  suite.database.db.selectFrom('broadcast_subscriptions').selectAll().where('email', '=', email).execute();
const whatsappRows = (suite: DatabaseSuite, phone: string) =>
  suite.database.db.selectFrom('whatsapp_subscriptions').selectAll().where('phone', '=', phone).execute();

const expectError = (res: { statusCode: number; json(): unknown }, message: string) => {
  expect(res.statusCode).toBe(400);
  expect(apiErrorSchema.parse(res.json())).toEqual({ success: false, message, errors: [{ message }] });
};

/** The broadcast list is double opt-in (its answer asks to confirm); WhatsApp keeps its single opt-in answer. */
const joined = { success: true, message: newsletterMessages.broadcastThanks };
const subscribed = { success: true, message: messages.newsletterThanks };

describeEachDatabase(
  'community subscriptions',
  (suite) => {
    describe('POST /api/subscribe/boardcast (and /broadcast)', () => {
      it('stores a trimmed, lower-cased address with its consent time and source page', async () => {
        const email = uniqueEmail();
        const before = Date.now();
        const res = await post(suite, broadcastPath, { email: `  ${email.toUpperCase()} `, source: '/community' });

        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(joined);
        const rows = await broadcastRows(suite, email);
        expect(rows).toHaveLength(1);
        expect(rows[0].source).toBe('/community');
        expect(Date.parse(rows[0].consented_at)).toBeGreaterThanOrEqual(before - 1000);
        expect(Date.parse(rows[0].consented_at)).toBeLessThanOrEqual(Date.now() + 1000);
      });

      it('answers success to a repeat, on either spelling, and keeps the first row', async () => {
        const email = uniqueEmail();
        const answers = [
          await post(suite, broadcastPath, { email, source: '/community' }),
          await post(suite, broadcastAliasPath, { email, source: '/about' }),
          ...(await Promise.all(Array.from({ length: 4 }, () => post(suite, broadcastAliasPath, { email })))),
        ];
        expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        expect(answers.map((res) => res.json())).toEqual(Array(6).fill(joined));
        const rows = await broadcastRows(suite, email);
        expect(rows).toHaveLength(1);
        expect(rows[0].source).toBe('/community');
      });

      it('keeps the newsletter and the broadcast list apart', async () => {
        const email = uniqueEmail();
        await post(suite, broadcastPath, { email });
        const newsletter = await suite.database.db.selectFrom('newsletter_subscriptions').select('email').where('email', '=', email).execute();
        expect(newsletter).toEqual([]);
      });

      it.each([
        [{}, messages.emailRequired],
        [{ email: '   ' }, messages.emailRequired],
        [{ email: 'not-an-email' }, messages.emailInvalid],
      ])('refuses %p with the spec message', async (payload, message) => {
        expectError(await post(suite, broadcastPath, payload), message);
      });

      it('refuses an address whose domain takes no mail (the validation service says Invalid), storing nothing', async () => {
        for (const domain of ['nullmx.example', 'no-such-domain.example']) {
          const email = uniqueEmail(domain);
          expectError(await post(suite, broadcastAliasPath, { email }), 'Please provide a valid email address.');
          expect(await broadcastRows(suite, email)).toEqual([]);
        }
      });

      it('accepts an address whose DNS check fails (a failed check counts as valid)', async () => {
        const email = uniqueEmail('servfail.example');
        expect((await post(suite, broadcastPath, { email })).statusCode).toBe(200);
        expect(await broadcastRows(suite, email)).toHaveLength(1);
      });
    });

    describe('POST /api/subscribe/whatsapp', () => {
      it('stores the number as digits with its consent time and source page, once', async () => {
        const phone = uniqueMobile();
        const spaced = `${phone.slice(0, 5)} ${phone.slice(5)}`;
        const answers = [
          await post(suite, whatsappPath, { phone: spaced, source: '/community' }),
          await post(suite, whatsappPath, { phone: `(${phone.slice(0, 5)})-${phone.slice(5)}`, source: '/' }),
          await post(suite, whatsappPath, { phone }),
        ];
        expect(answers.map((res) => res.json())).toEqual([subscribed, subscribed, subscribed]);
        const rows = await whatsappRows(suite, phone);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ phone, source: '/community' });
        expect(Number.isNaN(Date.parse(rows[0].consented_at))).toBe(false);
      });

      it('keeps one row when the same number arrives several times at once', async () => {
        const phone = uniqueMobile();
        const answers = await Promise.all(Array.from({ length: 5 }, () => post(suite, whatsappPath, { phone })));
        expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
        expect(await whatsappRows(suite, phone)).toHaveLength(1);
      });

      it.each([
        [{}, messages.phoneRequired],
        [{ phone: 'call me' }, messages.phoneRequired],
        [{ phone: '123' }, messages.phoneInvalid],
      ])('refuses %p with the spec message', async (payload, message) => {
        expectError(await post(suite, whatsappPath, payload), message);
      });

      it('refuses a number that is not in use (the validation service says Invalid), storing nothing', async () => {
        for (const phone of ['07700900123', '09011234567']) {
          expectError(await post(suite, whatsappPath, { phone }), 'Please provide a valid phone number.');
          expect(await whatsappRows(suite, phone)).toEqual([]);
        }
      });
    });
  },
  { options: { resolver: fakeDns(testZones).resolver } },
);
