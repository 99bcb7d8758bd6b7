import {
  accountMessages,
  profilePath,
  staffAuditPath,
  staffAuthMessages,
  staffIdleLimitMs,
  staffMaxSessionMs,
  staffMePath,
  staffMeResponseSchema,
  staffMessages,
  staffTeamPath,
  staffTeamResponseSchema,
  tokenCheckPath,
} from '@tenants/shared/model';
import { runCommand } from '../../../src/commands';
import { describeEachDatabase } from '../../helper';
import { uniqueEmail } from '../../fakes/people';
import { auditRows, call, clock, enrolTotp, expectError, login, person } from './fixtures';

jest.setTimeout(60_000);

const id = '00000000-0000-4000-8000-000000000000';
/** Every staff endpoint, with a body where it takes one (the guard answers before the body is read). */
const endpoints: Array<[method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: object]> = [
  ['GET', '/api/staff/me'],
  ['GET', '/api/staff/team'],
  ['GET', '/api/staff/enquiries'],
  ['GET', '/api/staff/enquiries/export'],
  ['GET', `/api/staff/enquiries/${id}`],
  ['PATCH', `/api/staff/enquiries/${id}`, { status: 'closed' }],
  ['POST', `/api/staff/enquiries/${id}/notes`, { text: 'x' }],
  ['GET', '/api/staff/articles'],
  ['POST', '/api/staff/articles', {}],
  ['POST', '/api/staff/articles/preview', {}],
  ['GET', `/api/staff/articles/${id}`],
  ['PUT', `/api/staff/articles/${id}`, {}],
  ['POST', `/api/staff/articles/${id}/publish`, {}],
  ['POST', `/api/staff/articles/${id}/unpublish`],
  ['POST', '/api/staff/media'],
  ['GET', '/api/staff/members'],
  ['GET', `/api/staff/members/${id}`],
  ['POST', `/api/staff/members/${id}/deactivate`],
  ['POST', `/api/staff/members/${id}/reactivate`],
  ['POST', `/api/staff/members/${id}/erase`, { confirm: 'x' }],
  ['GET', '/api/staff/lists'],
  ['GET', '/api/staff/lists/newsletter'],
  ['DELETE', `/api/staff/lists/newsletter/${id}`],
  ['GET', '/api/staff/lists/newsletter/export'],
  ['GET', '/api/staff/donations'],
  ['GET', '/api/staff/donations/monthly'],
  ['GET', '/api/staff/donations/export'],
  ['GET', '/api/staff/audit'],
  // Passkeys and "confirm it's you" need a session confirmed with a second factor too.
  ['GET', '/api/staff/second-factor/passkeys'],
  ['POST', '/api/staff/second-factor/passkeys/registration-options'],
  ['POST', '/api/staff/second-factor/passkeys', {}],
  ['DELETE', '/api/staff/second-factor/passkeys/abc'],
  ['POST', '/api/staff/reauth', { password: 'x' }],
];
// Three values a row: jest hands a test with more parameters than its row has a `done` callback.
const rows = endpoints.map(([method, url, body]) => [method, url, body ?? null] as const);

describeEachDatabase(
  'staff access',
  (suite) => {
    afterEach(() => {
      clock.offsetMs = 0;
    });

    describe('the guard', () => {
      it.each(rows)('%s %s: 401 without a session, 401 with a dead token', async (method, url, body) => {
        expectError(await call(suite, method, url, undefined, body ?? undefined), 401, staffMessages.notSignedIn);
        expectError(await call(suite, method, url, 'not-a-live-token', body ?? undefined), 401, staffMessages.notSignedIn);
      });

      it.each(rows)('%s %s: 403 for a member who is not staff', async (method, url, body) => {
        const member = await person(suite, 'member');
        expectError(await call(suite, method, url, member.token, body ?? undefined), 403, staffMessages.notAllowed);
      });

      it.each(rows)('%s %s: 403 for a staff session made by password alone (no second factor yet)', async (method, url, body) => {
        const staff = await person(suite, 'admin', { secondFactor: false });
        expectError(await call(suite, method, url, staff.token, body ?? undefined), 403, staffAuthMessages.enrolmentCodeRequired);
      });

      it('guards every route under /api/staff, whichever module and folder its file is in (the staff folders’ autohooks)', async () => {
        const doc = (await suite.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
        const staffRoutes = Object.entries(doc.paths)
          .filter(([url]) => url.startsWith('/api/staff/'))
          .flatMap(([url, operations]) => Object.keys(operations).map((method) => [method.toUpperCase() as 'GET', url.replace(/\{[^}]+\}/g, id)] as const));
        // Every module's staff folder at least: the inbox, the desk, members, lists, donations, guides, pages, newsletters, releases, the team.
        expect(staffRoutes.length).toBeGreaterThanOrEqual(endpoints.length);
        for (const [method, url] of staffRoutes) {
          const res = await call(suite, method, url);
          expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
        }
      });

      it('lets staff in, and the audit log only to admins', async () => {
        const staff = await person(suite, 'staff', { firstname: 'Stella' });
        const admin = await person(suite, 'admin', { firstname: 'Ada' });
        const me = staffMeResponseSchema.parse((await call(suite, 'GET', staffMePath, staff.token)).json()).payload;
        expect(me).toEqual({ id: staff.id, firstname: 'Stella', lastname: staff.lastname, email: staff.email, role: 'staff' });
        expectError(await call(suite, 'GET', staffAuditPath, staff.token), 403, staffMessages.adminOnly);
        expect((await call(suite, 'GET', staffAuditPath, admin.token)).statusCode).toBe(200);
        const res = await call(suite, 'GET', staffTeamPath, staff.token);
        expect(res.headers['cache-control']).toBe('no-store');
        const teamIds = staffTeamResponseSchema.parse(res.json()).payload.map((m) => m.id);
        expect(teamIds).toEqual(expect.arrayContaining([staff.id, admin.id]));
      });

      it('a logged-out staff session is a 401', async () => {
        const staff = await person(suite, 'staff');
        await call(suite, 'POST', '/api/logout', staff.token);
        expectError(await call(suite, 'GET', staffMePath, staff.token), 401, staffMessages.notSignedIn);
      });
    });

    describe('the idle limit', () => {
      it('ends a staff session after 8 hours without a call, on staff calls and on the profile', async () => {
        const staff = await person(suite, 'staff');
        clock.offsetMs = staffIdleLimitMs - 60_000;
        expect((await call(suite, 'GET', staffMePath, staff.token)).statusCode).toBe(200);
        // Each call restarts the clock: 10 h 59 from sign-in, 3 h after the last call.
        clock.offsetMs += 3 * 60 * 60 * 1000;
        expect((await call(suite, 'GET', profilePath, staff.token)).statusCode).toBe(200);
        clock.offsetMs = 0;
        const idle = await person(suite, 'staff');
        clock.offsetMs = staffIdleLimitMs + 1000;
        expectError(await call(suite, 'GET', profilePath, idle.token), 401, staffMessages.sessionIdle);
        // Ended for good: it does not come back as a live session.
        expectError(await call(suite, 'GET', staffMePath, idle.token), 401, staffMessages.notSignedIn);

        const other = await person(suite, 'admin');
        clock.offsetMs += staffIdleLimitMs + 1000;
        expectError(await call(suite, 'GET', staffMePath, other.token), 401, staffMessages.sessionIdle);
        const again = await person(suite, 'staff');
        clock.offsetMs += staffIdleLimitMs + 1000;
        expectError(await call(suite, 'POST', tokenCheckPath, undefined, { token: again.token }), 401, staffMessages.sessionIdle);
      });

      it('ends a staff session 12 hours after sign-in however active it was; a member keeps theirs', async () => {
        const staff = await person(suite, 'staff');
        const member = await person(suite, 'member');
        for (let hour = 2; hour <= 12; hour += 2) {
          clock.offsetMs = hour * 60 * 60 * 1000 - 60_000;
          expect((await call(suite, 'GET', staffMePath, staff.token)).statusCode).toBe(200);
        }
        clock.offsetMs = staffMaxSessionMs + 1000;
        expectError(await call(suite, 'GET', staffMePath, staff.token), 401, staffMessages.sessionMaxAge);
        // Ended for good, on the site too.
        expectError(await call(suite, 'GET', profilePath, staff.token), 401, accountMessages.sessionInvalid);
        expect((await call(suite, 'GET', profilePath, member.token)).statusCode).toBe(200);
      });

      it('writes the last call at most once a minute', async () => {
        const staff = await person(suite, 'staff');
        const seen = async () =>
          (await suite.database.db.selectFrom('member_sessions').select('last_seen_at').where('member_id', '=', staff.id).executeTakeFirstOrThrow())
            .last_seen_at;
        const first = await seen();
        clock.offsetMs = 30_000;
        await call(suite, 'GET', staffMePath, staff.token);
        expect(await seen()).toBe(first);
        clock.offsetMs = 90_000;
        await call(suite, 'GET', staffMePath, staff.token);
        expect(await seen()).not.toBe(first);
      });

      it('leaves a member session alone (members have the 30-day session)', async () => {
        const member = await person(suite, 'member');
        clock.offsetMs = staffIdleLimitMs * 3;
        expect((await call(suite, 'GET', profilePath, member.token)).statusCode).toBe(200);
      });
    });

    describe('deactivation', () => {
      it('ends the sessions, refuses the login with its own message (403), and reactivation lets it in again', async () => {
        const staff = await person(suite, 'staff');
        const member = await person(suite, 'member');
        const res = await call(suite, 'POST', `/api/staff/members/${member.id}/deactivate`, staff.token);
        expect(res.statusCode).toBe(200);
        expect(res.json().payload).toMatchObject({ id: member.id, openSessions: 0, deactivatedAt: expect.any(String) });
        expectError(await call(suite, 'GET', profilePath, member.token), 401, accountMessages.sessionInvalid);
        expectError(
          await call(suite, 'POST', '/api/login', undefined, { email: member.email, password: member.password }),
          403,
          staffMessages.accountDeactivated,
        );
        // The wrong password still gets the usual answer: the message is only for whoever knows the password.
        expectError(
          await call(suite, 'POST', '/api/login', undefined, { email: member.email, password: 'wrong-password-1' }),
          401,
          accountMessages.loginFailed,
        );
        expect((await call(suite, 'POST', `/api/staff/members/${member.id}/reactivate`, staff.token)).statusCode).toBe(200);
        await login(suite, member.email, member.password);
        expect((await auditRows(suite, `member:${member.id}`)).map((r) => [r.action, r.actor_email])).toEqual([
          ['member.deactivate', staff.email],
          ['member.reactivate', staff.email],
        ]);
      });

      it('staff cannot deactivate an admin or themselves; an admin can deactivate an admin', async () => {
        const staff = await person(suite, 'staff');
        const admin = await person(suite, 'admin');
        const otherAdmin = await person(suite, 'admin');
        expectError(await call(suite, 'POST', `/api/staff/members/${admin.id}/deactivate`, staff.token), 403, staffMessages.staffAccountAdminOnly);
        expectError(await call(suite, 'POST', `/api/staff/members/${staff.id}/deactivate`, staff.token), 403, staffMessages.notYourself);
        expectError(
          await call(suite, 'POST', `/api/staff/members/${admin.id}/erase`, staff.token, { confirm: admin.email }),
          403,
          staffMessages.staffAccountAdminOnly,
        );
        expectError(await call(suite, 'POST', `/api/staff/members/${admin.id}/erase`, admin.token, { confirm: admin.email }), 403, staffMessages.notYourself);
        expect((await call(suite, 'POST', `/api/staff/members/${otherAdmin.id}/deactivate`, admin.token)).statusCode).toBe(200);
        // A deactivated staff account is no longer in the team, and its session is gone.
        expectError(await call(suite, 'GET', staffMePath, otherAdmin.token), 401, staffMessages.notSignedIn);
      });
    });

    describe('the CLI', () => {
      it('staff add, list and remove, each in the audit log as the CLI', async () => {
        const member = await person(suite, 'member', { firstname: 'Cleo' });
        const lines: string[] = [];
        const print = (line: string) => void lines.push(line);
        await expect(runCommand(['staff', 'add', uniqueEmail()], { env: suite.env, print })).rejects.toThrow(/No account uses .*sign up on the site first/);
        await expect(runCommand(['staff', 'add'], { env: suite.env, print })).rejects.toThrow(/Usage/);
        await expect(runCommand(['staff', 'remove', member.email, '--admin'], { env: suite.env, print })).rejects.toThrow(
          /--admin and --contributor go with staff add/,
        );
        await expect(runCommand(['staff', 'add', member.email, '--admin', '--contributor'], { env: suite.env, print })).rejects.toThrow(
          /--admin or --contributor, not both/,
        );

        await runCommand(['staff', 'add', member.email.toUpperCase()], { env: suite.env, print });
        expect(lines.at(-2)).toBe(`${member.email} is now staff.`);
        // The new role's session was made by password alone: it sets up a second factor first, with the link printed (and mailed).
        expectError(await call(suite, 'GET', staffMePath, member.token), 403, staffAuthMessages.enrolmentCodeRequired);
        await enrolTotp(suite, member.token, lines.at(-1)!.split('#enrol=')[1]);
        expect((await call(suite, 'GET', staffMePath, member.token)).json().payload.role).toBe('staff');
        await runCommand(['staff', 'add', member.email, '--admin'], { env: suite.env, print });
        // Enrolled already: no link this time.
        expect(lines.at(-1)).toBe(`${member.email} is now an admin.`);
        expect((await call(suite, 'GET', staffAuditPath, member.token)).statusCode).toBe(200);
        await runCommand(['staff', 'list'], { env: suite.env, print });
        expect(lines.some((line) => line.includes(member.email) && line.startsWith('admin'))).toBe(true);
        await runCommand(['staff', 'remove', member.email], { env: suite.env, print });
        expect(lines.at(-1)).toBe(`${member.email} is a member again (no staff role).`);
        expectError(await call(suite, 'GET', staffMePath, member.token), 403, staffMessages.notAllowed);

        const rows = await auditRows(suite, `member:${member.id}`);
        expect(rows.map((r) => [r.action, r.actor_id, r.actor_email, JSON.parse(r.data)])).toEqual([
          ['staff.add', null, 'cli', { from: 'member', to: 'staff' }],
          ['staff.second-factor.enrol', member.id, member.email, { method: 'totp' }],
          ['staff.add', null, 'cli', { from: 'staff', to: 'admin' }],
          ['staff.remove', null, 'cli', { from: 'admin', to: 'member', unassigned: 0 }],
        ]);
      });

      it('staff add --contributor gives the news desk only', async () => {
        const member = await person(suite, 'member', { firstname: 'Cody' });
        const lines: string[] = [];
        await runCommand(['staff', 'add', member.email, '--contributor'], { env: suite.env, print: (line) => void lines.push(line) });
        expect(lines.at(-2)).toBe(`${member.email} is now a contributor (news drafts only).`);
        await enrolTotp(suite, member.token);
        expect((await call(suite, 'GET', staffMePath, member.token)).json().payload.role).toBe('contributor');
        await runCommand(['staff', 'list'], { env: suite.env, print: (line) => void lines.push(line) });
        expect(lines.some((line) => line.includes(member.email) && line.startsWith('contributor'))).toBe(true);
        const [row] = await auditRows(suite, `member:${member.id}`);
        expect([row.action, JSON.parse(row.data)]).toEqual(['staff.add', { from: 'member', to: 'contributor' }]);
      });
    });
  },
  { options: { now: clock.now } },
);
