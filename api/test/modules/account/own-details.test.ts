import {
  accountDetailsMessages,
  accountDetailsPath,
  accountEmailConfirmPath,
  accountEmailPath,
  accountPasswordPath,
  loginPath,
  messages,
  profilePath,
  profileResponseSchema,
  staffMemberResponseSchema,
  tokenResponseSchema,
} from '@tenants/shared/model';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';
import { uniqueEmail, uniqueMobile } from '../../fakes/people';
import { auditRows, call, person } from '../staff/fixtures';
import { expectError, newMember, register } from './fixtures';

jest.setTimeout(60_000);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const send = (suite: DatabaseSuite, method: 'PUT' | 'POST', url: string, payload: object, token?: string) =>
  suite.app.inject({ method, url, payload, headers: token ? bearer(token) : {}, remoteAddress: visitorIp() });
const profile = async (suite: DatabaseSuite, token: string) =>
  suite.app.inject({ method: 'GET', url: profilePath, headers: bearer(token), remoteAddress: visitorIp() });
const login = (suite: DatabaseSuite, email: string, password: string) => send(suite, 'POST', loginPath, { email, password });

/** The mails an address has been sent (the outbox), each delivered first. */
async function mailsTo(suite: DatabaseSuite, email: string) {
  await suite.app.mailQueue.runDue();
  return suite.database.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('created_at').execute();
}

describeEachDatabase(
  'members keep their own details',
  (suite) => {
    it('changes name and phone; refuses a bad or taken phone beside the field’s message', async () => {
      const me = await register(suite);
      const other = await register(suite);
      const phone = uniqueMobile();
      const res = await send(suite, 'PUT', accountDetailsPath, { firstname: ' Priya ', lastname: 'Patel', phone }, me.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: accountDetailsMessages.detailsSaved, payload: { firstname: 'Priya', lastname: 'Patel', phone } });
      expect(profileResponseSchema.parse((await profile(suite, me.token)).json()).payload).toEqual({
        firstname: 'Priya',
        lastname: 'Patel',
        email: me.email,
        phone,
      });
      expectError(await send(suite, 'PUT', accountDetailsPath, { firstname: 'P', lastname: 'P', phone: '12' }, me.token), 400, messages.phoneInvalid);
      expectError(await send(suite, 'PUT', accountDetailsPath, { firstname: 'P', lastname: 'P', phone: other.phone }, me.token), 409, messages.phoneExisted);
      expectError(
        await send(suite, 'PUT', accountDetailsPath, { firstname: 'P', lastname: 'P', phone }),
        401,
        'Your session has expired. Please log in again.',
      );
    });

    it('changes the e-mail only through the link sent to the new address, telling the old one; then signs in with it', async () => {
      const me = await register(suite);
      const next = uniqueEmail();
      expectError(
        await send(suite, 'POST', accountEmailPath, { email: next, password: 'wrong-password' }, me.token),
        400,
        accountDetailsMessages.passwordWrong,
      );
      expectError(await send(suite, 'POST', accountEmailPath, { email: me.email, password: me.password }, me.token), 400, accountDetailsMessages.emailSame);
      const taken = await register(suite);
      expectError(await send(suite, 'POST', accountEmailPath, { email: taken.email, password: me.password }, me.token), 409, messages.emailExisted);

      const asked = await send(suite, 'POST', accountEmailPath, { email: next.toUpperCase(), password: me.password }, me.token);
      expect(asked.json()).toEqual({ success: true, message: accountDetailsMessages.emailLinkSent(next) });
      // Nothing changes yet.
      expect(profileResponseSchema.parse((await profile(suite, me.token)).json()).payload.email).toBe(me.email);
      const notice = (await mailsTo(suite, me.email)).at(-1)!;
      expect(notice.text_body).toContain(`asked to change its e-mail address to ${next}`);
      const link = (await mailsTo(suite, next)).at(-1)!;
      const token = /\/account\/email\?token=([A-Za-z0-9_-]+)/.exec(link.text_body)![1];

      expectError(await send(suite, 'POST', accountEmailConfirmPath, { token: 'nope' }), 400, accountDetailsMessages.emailLinkInvalid);
      const confirmed = await send(suite, 'POST', accountEmailConfirmPath, { token });
      expect(confirmed.json()).toEqual({ success: true, message: accountDetailsMessages.emailChanged });
      expectError(await send(suite, 'POST', accountEmailConfirmPath, { token }), 400, accountDetailsMessages.emailLinkInvalid);
      expect((await login(suite, me.email, me.password)).statusCode).toBe(401);
      const signedIn = await login(suite, next, me.password);
      expect(signedIn.statusCode).toBe(200);
      expect(profileResponseSchema.parse((await profile(suite, tokenResponseSchema.parse(signedIn.json()).token)).json()).payload.email).toBe(next);
    });

    it('changes the password with the current one, ends the other sessions and keeps this one', async () => {
      const member = newMember();
      const me = await register(suite, member);
      const elsewhere = tokenResponseSchema.parse((await login(suite, member.email, member.password)).json()).token;
      expectError(
        await send(suite, 'POST', accountPasswordPath, { current_password: 'not-it-at-all', new_password: 'a-new-long-passphrase' }, me.token),
        400,
        accountDetailsMessages.passwordWrong,
      );
      expectError(
        await send(suite, 'POST', accountPasswordPath, { current_password: member.password, new_password: 'short' }, me.token),
        400,
        messages.passwordTooShort,
      );
      expectError(
        await send(suite, 'POST', accountPasswordPath, { current_password: member.password, new_password: 'password123' }, me.token),
        400,
        messages.passwordTooCommon,
      );
      const res = await send(suite, 'POST', accountPasswordPath, { current_password: member.password, new_password: 'a-new-long-passphrase' }, me.token);
      expect(res.json()).toEqual({ success: true, message: accountDetailsMessages.passwordChanged });
      expect((await profile(suite, me.token)).statusCode).toBe(200);
      expect((await profile(suite, elsewhere)).statusCode).toBe(401);
      expect((await login(suite, member.email, member.password)).statusCode).toBe(401);
      expect((await login(suite, member.email, 'a-new-long-passphrase')).statusCode).toBe(200);
    });

    it('lets staff correct a member’s name and phone, audited', async () => {
      const staff = await person(suite, 'staff');
      const me = await register(suite);
      const id = (await suite.database.db.selectFrom('members').select('id').where('email', '=', me.email).executeTakeFirstOrThrow()).id;
      const phone = uniqueMobile();
      const res = await call(suite, 'PUT', `/api/staff/members/${id}/details`, staff.token, { firstname: 'Priya', lastname: 'Shah-Patel', phone });
      expect(res.statusCode).toBe(200);
      expect(staffMemberResponseSchema.parse(res.json()).payload).toMatchObject({ firstname: 'Priya', lastname: 'Shah-Patel', phone });
      expect((await auditRows(suite, `member:${id}`)).map((r) => r.action)).toContain('member.update');
      expect((await call(suite, 'PUT', `/api/staff/members/${id}/details`, staff.token, { firstname: 'P', lastname: 'P', phone: '1' })).statusCode).toBe(400);
    });
  },
  { options: { resolver: fakeDns(testZones).resolver } },
);
