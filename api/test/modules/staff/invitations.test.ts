import {
  accountMessages,
  invitationAcceptResponseSchema,
  invitationLookupResponseSchema,
  messages,
  staffAuthMessages,
  staffInvitationListResponseSchema,
  staffInvitationResponseSchema,
  staffMeResponseSchema,
  staffMessages,
  staffWorkMessages,
} from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { uniqueEmail, uniqueMobile } from '../../fakes/people';
import { auditRows, call, clock, enrolTotp, expectError, login, mailTo, person, type Person } from './fixtures';

jest.setTimeout(60_000);

/** The token in the invitation mail's link. */
async function invitationToken(suite: DatabaseSuite, email: string, nth = 0): Promise<string> {
  const mails = await mailTo(suite, email);
  const match = /\/staff\/invitation\?token=([A-Za-z0-9_%-]+)/.exec(mails[nth]?.text_body ?? '');
  if (!match) throw new Error('no invitation link');
  return decodeURIComponent(match[1]);
}

describeEachDatabase(
  'staff invitations',
  (suite) => {
    let admin: Person;
    let staff: Person;
    beforeAll(async () => {
      admin = await person(suite, 'admin', { firstname: 'Ada' });
      staff = await person(suite, 'staff', { firstname: 'Stella' });
    });
    afterEach(() => {
      clock.offsetMs = 0;
    });

    const invite = (email: string, role: string, who: Person = admin) => call(suite, 'POST', '/api/staff/invitations', who.token, { email, role });

    it('is for admins with a fresh confirmation', async () => {
      expectError(await invite(uniqueEmail(), 'staff', staff), 403, staffMessages.adminOnly);
      expectError(await call(suite, 'GET', '/api/staff/invitations', staff.token), 403, staffMessages.adminOnly);
      const late = await person(suite, 'admin');
      // A password given just now is not enough: invitations need a second factor from the last 5 minutes.
      await suite.database.db.updateTable('member_sessions').set({ fresh_factor_at: '2020-01-01T00:00:00.000Z' }).where('member_id', '=', late.id).execute();
      expectError(await invite(uniqueEmail(), 'staff', late), 403, staffMessages.freshFactorRequired);
      expectError(await invite('not-an-email', 'staff'), 400, 'Please provide a valid email address.');
      expectError(await invite(uniqueEmail(), 'owner'), 400, 'Please choose a role.');
      expectError(await invite(staff.email, 'admin'), 409, staffWorkMessages.invitationEmailTaken);
    });

    it('lets a new person set up an account with the role, once, then log in and enrol', async () => {
      const email = uniqueEmail();
      const res = await invite(email.toUpperCase(), 'contributor');
      expect(res.statusCode).toBe(200);
      const { message, payload } = staffInvitationResponseSchema.parse(res.json());
      expect(message).toBe(staffWorkMessages.invitationSent);
      expect(payload).toMatchObject({ email, role: 'contributor', acceptedAt: null, invitedBy: { id: admin.id, firstname: 'Ada' } });
      expect(Date.parse(payload.expiresAt) - Date.parse(payload.createdAt)).toBe(7 * 24 * 60 * 60 * 1000);
      const [mail] = await mailTo(suite, email);
      expect(mail.text_body).toContain('Ada has invited you');
      const token = await invitationToken(suite, email);
      expect(mail.text_body).toContain(`${suite.app.siteUrl}/staff/invitation?token=`);
      // Only the token's hash is stored.
      expect(JSON.stringify(await suite.database.db.selectFrom('staff_invitations').selectAll().execute())).not.toContain(token);

      const lookup = await call(suite, 'GET', `/api/invitations/lookup?token=${encodeURIComponent(token)}`);
      expect(invitationLookupResponseSchema.parse(lookup.json()).payload).toEqual({ email, role: 'contributor', hasAccount: false });

      const password = 'a long enough password 42';
      expectError(await call(suite, 'POST', '/api/invitations/accept', undefined, { token, password }), 400, messages.firstNameRequired);
      // No phone is asked: staff are reached by e-mail.
      const accepted = await call(suite, 'POST', '/api/invitations/accept', undefined, { token, password, firstname: 'Nia', lastname: 'New' });
      // Signed in at once, and sent straight on to set up the second factor with the link also mailed.
      const signedIn = invitationAcceptResponseSchema.parse(accepted.json());
      expect(signedIn.message).toBe(staffWorkMessages.invitationAccepted);
      expect(signedIn.payload.next).toMatch(/^\/staff#enrol=[A-Za-z0-9_-]{43}$/);
      expect((await call(suite, 'GET', '/api/profile', signedIn.payload.token)).json()).toMatchObject({ payload: { email, phone: '' } });
      const stored = await suite.database.db.selectFrom('members').select('phone').where('email', '=', email).executeTakeFirstOrThrow();
      expect(stored.phone).toBeNull();
      expect((await mailTo(suite, email)).map((m) => m.text_body).join('\n')).toContain(signedIn.payload.next);
      expectError(
        await call(suite, 'POST', '/api/invitations/accept', undefined, { token, password, firstname: 'Nia', lastname: 'New' }),
        400,
        staffWorkMessages.invitationInvalid,
      );
      expectError(await call(suite, 'GET', `/api/invitations/lookup?token=${encodeURIComponent(token)}`), 400, staffWorkMessages.invitationInvalid);

      const session = await login(suite, email, password);
      expectError(await call(suite, 'GET', '/api/staff/me', session), 403, staffAuthMessages.enrolmentCodeRequired);
      await enrolTotp(suite, session);
      const me = staffMeResponseSchema.parse((await call(suite, 'GET', '/api/staff/me', session)).json()).payload;
      expect(me).toMatchObject({ email, role: 'contributor', firstname: 'Nia' });
      const [row] = await auditRows(suite, `member:${me.id}`);
      expect([row.action, JSON.parse(row.data)]).toEqual(['staff.add', { from: 'none', to: 'contributor' }]);
    });

    it('lets any number of colleagues join without a phone, and a member add one later', async () => {
      const password = 'a long enough password 42';
      const joined: string[] = [];
      for (const firstname of ['Ola', 'Pia']) {
        const email = uniqueEmail();
        await invite(email, 'staff');
        const token = await invitationToken(suite, email);
        const accepted = await call(suite, 'POST', '/api/invitations/accept', undefined, { token, password, firstname, lastname: 'Joiner' });
        expect(accepted.statusCode).toBe(200);
        joined.push(invitationAcceptResponseSchema.parse(accepted.json()).payload.token);
      }
      // Their own details page takes a phone as any member's does.
      const phone = uniqueMobile();
      const saved = await call(suite, 'PUT', '/api/account/details', joined[0], { firstname: 'Ola', lastname: 'Joiner', phone });
      expect(saved.statusCode).toBe(200);
      expect((await call(suite, 'GET', '/api/profile', joined[0])).json()).toMatchObject({ payload: { phone } });
      expect((await call(suite, 'GET', '/api/profile', joined[1])).json()).toMatchObject({ payload: { phone: '' } });
    });

    it("gives an existing member the role with their own password, and refuses a wrong one with the login's words", async () => {
      const member = await person(suite, 'member');
      await invite(member.email, 'staff');
      const token = await invitationToken(suite, member.email);
      expect(invitationLookupResponseSchema.parse((await call(suite, 'GET', `/api/invitations/lookup?token=${token}`)).json()).payload.hasAccount).toBe(true);
      expectError(await call(suite, 'POST', '/api/invitations/accept', undefined, { token, password: 'not it' }), 400, accountMessages.loginFailed);
      expect((await call(suite, 'POST', '/api/invitations/accept', undefined, { token, password: member.password })).statusCode).toBe(200);
      const role = await suite.database.db.selectFrom('members').select('role').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(role.role).toBe('staff');
    });

    it('replaces a pending invitation, lists and withdraws them, and refuses expired or unknown links', async () => {
      const email = uniqueEmail();
      await invite(email, 'staff');
      const first = await invitationToken(suite, email, 0);
      await invite(email, 'admin');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const mails = await mailTo(suite, email);
      const second = await invitationToken(suite, email, mails.length - 1);
      expectError(await call(suite, 'GET', `/api/invitations/lookup?token=${first}`), 400, staffWorkMessages.invitationInvalid);
      expect(invitationLookupResponseSchema.parse((await call(suite, 'GET', `/api/invitations/lookup?token=${second}`)).json()).payload.role).toBe('admin');

      const list = staffInvitationListResponseSchema.parse((await call(suite, 'GET', '/api/staff/invitations', admin.token)).json()).payload;
      const mine = list.filter((i) => i.email === email);
      expect(mine).toHaveLength(1);

      clock.offsetMs = 7 * 24 * 60 * 60 * 1000 + 1000;
      expectError(await call(suite, 'GET', `/api/invitations/lookup?token=${second}`), 400, staffWorkMessages.invitationInvalid);
      clock.offsetMs = 0;

      expect((await call(suite, 'DELETE', `/api/staff/invitations/${mine[0].id}`, admin.token)).statusCode).toBe(200);
      expectError(await call(suite, 'GET', `/api/invitations/lookup?token=${second}`), 400, staffWorkMessages.invitationInvalid);
      expectError(await call(suite, 'DELETE', `/api/staff/invitations/${mine[0].id}`, admin.token), 404, staffMessages.notFound);
      expectError(await call(suite, 'GET', '/api/invitations/lookup?token=nonsense'), 400, staffWorkMessages.invitationInvalid);
      expectError(await call(suite, 'GET', '/api/invitations/lookup'), 400, staffWorkMessages.invitationInvalid);
    });
  },
  { options: { now: clock.now } },
);
