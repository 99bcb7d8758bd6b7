import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  eventMessages,
  formResultCookie,
  htmlFormAction,
  staffEventPublishPath,
  staffEventResponseSchema,
  staffEventsPath,
  type FormResult,
} from '@tenants/shared/model';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';
import { call, clock, person, type Person } from '../staff/fixtures';

// The events pages' part of the site server: the booking form sent without JavaScript, and the sitemap.

jest.setTimeout(120_000);

const base = mkdtempSync(path.join(tmpdir(), 'tenants-events-site-'));
const deploy = path.join(base, 'deploy');
mkdirSync(path.join(deploy, 'shell'), { recursive: true });
writeFileSync(path.join(deploy, 'shell/index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
writeFileSync(path.join(deploy, 'remotes.json'), '{}');
afterAll(() => rmSync(base, { recursive: true, force: true }));

const post = (suite: DatabaseSuite, fields: Record<string, string>) =>
  suite.app.inject({
    method: 'POST',
    url: htmlFormAction('event-booking'),
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: visitorIp(),
  });

function resultOf(response: { headers: Record<string, unknown> }): FormResult {
  const cookie = String(response.headers['set-cookie']).split(';')[0];
  const [value] = cookie.slice(formResultCookie.length + 1).split('.');
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as FormResult;
}

describeEachDatabase(
  'the events pages on the site server',
  (suite) => {
    let editor: Person;
    let member: Person;
    let slug: string;
    beforeAll(async () => {
      [editor, member] = await Promise.all([person(suite, 'staff'), person(suite, 'member')]);
      const start = new Date(clock.now().getTime() + 5 * 24 * 3600_000);
      const created = await call(suite, 'POST', staffEventsPath, editor.token, {
        title: `Lease clinic ${randomBytes(3).toString('hex')}`,
        descriptionHtml: '<p>Questions answered.</p>',
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 3600_000).toISOString(),
        area: 'York',
        place: '2 Minster Yard, York',
        capacity: 10,
      });
      const event = staffEventResponseSchema.parse(created.json()).payload;
      slug = event.slug;
      expect((await call(suite, 'POST', staffEventPublishPath(event.id), editor.token)).statusCode).toBe(200);
    });

    const page = () => `/events/${slug}`;

    it('books with e-mail and password in one post, then comes back to the event with the answer (post/redirect/get)', async () => {
      const res = await post(suite, { email: member.email, password: member.password, slug, action: 'book', return: page() });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${page()}#form-event-booking`);
      const result = resultOf(res);
      expect(result).toMatchObject({ form: 'event-booking', ok: true, message: eventMessages.booked });
      // The password never rides back to the page.
      expect(JSON.stringify(result)).not.toContain(member.password);
      const booking = await suite.database.db.selectFrom('event_bookings').select('state').where('member_id', '=', member.id).executeTakeFirstOrThrow();
      expect(booking.state).toBe('booked');
      // The session the form opened is ended again: only the test's own login stays open.
      const open = await suite.database.db
        .selectFrom('member_sessions')
        .select('id')
        .where('member_id', '=', member.id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(open).toHaveLength(1);
    });

    it('gives the place back with the second button', async () => {
      const res = await post(suite, { email: member.email, password: member.password, slug, action: 'cancel', return: page() });
      expect(resultOf(res)).toMatchObject({ ok: true, message: eventMessages.cancelled });
    });

    it('puts a wrong password, or none, beside the password field and keeps the e-mail', async () => {
      const none = resultOf(await post(suite, { email: member.email, password: '', slug, action: 'book', return: page() }));
      expect(none).toMatchObject({ ok: false, errors: { password: eventMessages.passwordRequired }, values: { email: member.email } });
      const wrong = resultOf(await post(suite, { email: member.email, password: 'not-the-password', slug, action: 'book', return: page() }));
      expect(wrong.ok).toBe(false);
      expect(wrong.errors.password).toBeTruthy();
    });

    it('lists /events and each published event in the sitemap', async () => {
      const res = await suite.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('/events</loc>');
      expect(res.body).toContain(`/events/${slug}</loc>`);
    });
  },
  { env: { SERVE_SITE: '1', DEPLOY_DIR: deploy }, options: { resolver: fakeDns(testZones).resolver, now: clock.now } },
);
