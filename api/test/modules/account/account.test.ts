import { randomBytes } from 'node:crypto';
import {
  accountMessages,
  forgotPasswordPath,
  loginPath,
  logoutPath,
  messages,
  profilePath,
  registerPath,
  resetPasswordPath,
  serverMessages,
  tokenCheckPath,
  tokenResponseSchema,
} from '@tenants/shared/model';
import { captureLogs, describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';
import { uniqueEmail } from '../../fakes/people';
import { expectError, newMember, post, register, resetTokenFromMail } from './fixtures';
import { limitDefaults } from '../../../src/config';

// Every sign-up and login costs an scrypt hash at OWASP's cost (a few hundred ms on a small machine).
jest.setTimeout(60_000);

const logs = captureLogs();
// The suite's clock: tests move it forward to expire reset links.
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

const profile = (suite: DatabaseSuite, authorization?: string) =>
  suite.app.inject({ method: 'GET', url: profilePath, headers: authorization ? { authorization } : {}, remoteAddress: visitorIp() });

describeEachDatabase(
  'accounts',
  (suite) => {
    afterEach(() => {
      clockOffsetMs = 0;
    });

    describe('POST /api/register', () => {
      it('creates a member and answers a token that opens the profile', async () => {
        const member = await register(suite);
        expect(member.token.length).toBeGreaterThanOrEqual(43);
        const res = await profile(suite, `Bearer ${member.token}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, payload: { firstname: 'Priya', lastname: 'Shah', email: member.email, phone: member.phone } });
      });

      it('refuses a registered e-mail, whatever its case, with "Email Existed"', async () => {
        const first = await register(suite);
        expectError(await post(suite, registerPath, { ...newMember(), email: first.email.toUpperCase() }), 409, serverMessages.emailExisted);
      });

      it('refuses a registered phone number, however it is written, with "Phone Existed"', async () => {
        const first = await register(suite);
        const spaced = `${first.phone.slice(0, 5)} ${first.phone.slice(5)}`;
        expectError(await post(suite, registerPath, { ...newMember(), phone: spaced }), 409, serverMessages.phoneExisted);
      });

      it('refuses a password under 8 characters with the server wording the client maps', async () => {
        expectError(await post(suite, registerPath, { ...newMember(), password: 'short77' }), 400, serverMessages.passwordTooShort);
      });

      it.each([
        [{ firstname: '' }, messages.firstNameRequired],
        [{ lastname: ' ' }, messages.lastNameRequired],
        [{ email: '' }, messages.emailRequired],
        [{ email: 'jo@' }, messages.emailInvalid],
        [{ email: 'jo@nullmx.example' }, messages.emailInvalid],
        [{ phone: '' }, messages.phoneRequired],
        [{ phone: '07700900123' }, messages.phoneInvalid],
      ])('refuses %p with the spec message, storing nothing', async (change, message) => {
        const member = { ...newMember(), ...change };
        expectError(await post(suite, registerPath, member), 400, message);
        const rows = await suite.database.db.selectFrom('members').select('id').where('email', '=', member.email.toLowerCase()).execute();
        expect(rows).toEqual([]);
      });

      it('keeps one account when the same sign-up arrives twice at once', async () => {
        const member = newMember();
        const answers = await Promise.all([post(suite, registerPath, member), post(suite, registerPath, member)]);
        expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
        const rows = await suite.database.db.selectFrom('members').select('id').where('email', '=', member.email).execute();
        expect(rows).toHaveLength(1);
      });
    });

    describe('POST /api/login', () => {
      it('answers a new token for the right password (any case of e-mail)', async () => {
        const member = await register(suite);
        const res = await post(suite, loginPath, { email: member.email.toUpperCase(), password: member.password });
        expect(res.statusCode).toBe(200);
        const { token } = tokenResponseSchema.parse(res.json());
        expect(token).not.toBe(member.token);
        expect((await profile(suite, `Bearer ${token}`)).statusCode).toBe(200);
      });

      it('gives one message for a wrong password and an unknown e-mail', async () => {
        const member = await register(suite);
        expectError(await post(suite, loginPath, { email: member.email, password: `${member.password}x` }), 401, accountMessages.loginFailed);
        expectError(await post(suite, loginPath, { email: uniqueEmail(), password: member.password }), 401, accountMessages.loginFailed);
      });

      it('asks for the password when it is empty', async () => {
        expectError(await post(suite, loginPath, { email: uniqueEmail(), password: '' }), 400, messages.passwordRequired);
      });

      it(`answers 429 to login number ${limitDefaults.login + 1} from one address within a minute`, async () => {
        const ip = visitorIp();
        const statuses: number[] = [];
        for (let i = 0; i <= limitDefaults.login; i += 1) {
          statuses.push((await post(suite, loginPath, { email: uniqueEmail(), password: 'wrong-password' }, {}, ip)).statusCode);
        }
        expect(statuses).toEqual([...Array(limitDefaults.login).fill(401), 429]);
        // Another address is still served.
        expect((await post(suite, loginPath, { email: uniqueEmail(), password: 'wrong-password' })).statusCode).toBe(401);
      });
    });

    describe('GET /api/profile, POST /api/token/check and POST /api/logout', () => {
      it('accepts the token as a bearer token or bare', async () => {
        const { token } = await register(suite);
        expect((await profile(suite, `Bearer ${token}`)).statusCode).toBe(200);
        expect((await profile(suite, `bearer   ${token}`)).statusCode).toBe(200);
        expect((await profile(suite, token)).statusCode).toBe(200);
        expect((await post(suite, tokenCheckPath, { token })).json()).toEqual({ success: true });
      });

      it('refuses a missing, invalid or forged token', async () => {
        const { token } = await register(suite);
        expectError(await profile(suite), 401, accountMessages.sessionInvalid);
        expectError(await profile(suite, 'Bearer not-a-token'), 401, accountMessages.sessionInvalid);
        expectError(await profile(suite, `Bearer ${token.slice(0, -2)}xx`), 401, accountMessages.sessionInvalid);
        expectError(await post(suite, tokenCheckPath, { token: 'not-a-token' }), 401, accountMessages.sessionInvalid);
      });

      it('revokes the token on logout, leaving the member’s other sessions open', async () => {
        const member = await register(suite);
        const other = tokenResponseSchema.parse((await post(suite, loginPath, { email: member.email, password: member.password })).json()).token;
        const res = await post(suite, logoutPath, {}, { authorization: `Bearer ${member.token}` });
        expect(res.json()).toEqual({ success: true, message: messages.loggedOut });
        expectError(await profile(suite, `Bearer ${member.token}`), 401, accountMessages.sessionInvalid);
        expectError(await post(suite, tokenCheckPath, { token: member.token }), 401, accountMessages.sessionInvalid);
        expect((await profile(suite, `Bearer ${other}`)).statusCode).toBe(200);
        // Logging out twice, or with no session, is still a success.
        expect((await post(suite, logoutPath, {}, { authorization: `Bearer ${member.token}` })).statusCode).toBe(200);
        expect((await post(suite, logoutPath, {})).statusCode).toBe(200);
      });

      it('refuses a token after its 30 days', async () => {
        const { token } = await register(suite);
        clockOffsetMs = 30 * 24 * 60 * 60 * 1000 + 1000;
        expectError(await profile(suite, `Bearer ${token}`), 401, accountMessages.sessionInvalid);
      });
    });

    describe('forgotten password', () => {
      it('answers "User does not exist" for an address without an account, sending nothing', async () => {
        const email = uniqueEmail();
        expectError(await post(suite, forgotPasswordPath, { email }), 404, serverMessages.userDoesNotExist);
        const mail = await suite.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();
        expect(mail).toEqual([]);
      });

      it('refuses a malformed address with the valid-email message', async () => {
        expectError(await post(suite, forgotPasswordPath, { email: '' }), 400, messages.emailInvalid);
        expectError(await post(suite, forgotPasswordPath, { email: 'jo@' }), 400, messages.emailInvalid);
      });

      it('e-mails a reset link; the new password works, the old one and the old sessions do not', async () => {
        const member = await register(suite);
        const sent = await post(suite, forgotPasswordPath, { email: `  ${member.email.toUpperCase()} ` });
        expect(sent.json()).toEqual({ success: true, message: messages.resetSent });
        const mail = await suite.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', member.email).executeTakeFirstOrThrow();
        expect(mail.text_body).toMatch(/^Dear Priya,/);
        expect(mail.text_body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}/);

        const token = await resetTokenFromMail(suite, member.email);
        const res = await post(suite, resetPasswordPath, { token, new_password: 'a-new-password', confirm_password: 'a-new-password' });
        expect(res.json()).toEqual({ success: true, message: accountMessages.passwordChanged });

        expect((await post(suite, loginPath, { email: member.email, password: 'a-new-password' })).statusCode).toBe(200);
        expectError(await post(suite, loginPath, { email: member.email, password: member.password }), 401, accountMessages.loginFailed);
        expectError(await profile(suite, `Bearer ${member.token}`), 401, accountMessages.sessionInvalid);
      });

      it('refuses a reset link used twice', async () => {
        const member = await register(suite);
        await post(suite, forgotPasswordPath, { email: member.email });
        const token = await resetTokenFromMail(suite, member.email);
        const body = { token, new_password: 'first-new-password', confirm_password: 'first-new-password' };
        expect((await post(suite, resetPasswordPath, body)).statusCode).toBe(200);
        expectError(
          await post(suite, resetPasswordPath, { ...body, new_password: 'second-password', confirm_password: 'second-password' }),
          400,
          accountMessages.resetLinkInvalid,
        );
        expect((await post(suite, loginPath, { email: member.email, password: 'first-new-password' })).statusCode).toBe(200);
      });

      it('refuses a reset link after its hour', async () => {
        const member = await register(suite);
        await post(suite, forgotPasswordPath, { email: member.email });
        const token = await resetTokenFromMail(suite, member.email);
        clockOffsetMs = 60 * 60 * 1000 + 1000;
        expectError(
          await post(suite, resetPasswordPath, { token, new_password: 'too-late-pass', confirm_password: 'too-late-pass' }),
          400,
          accountMessages.resetLinkInvalid,
        );
        clockOffsetMs = 0;
        expect((await post(suite, loginPath, { email: member.email, password: member.password })).statusCode).toBe(200);
      });

      it('refuses a forged reset token', async () => {
        const member = await register(suite);
        await post(suite, forgotPasswordPath, { email: member.email });
        const token = await resetTokenFromMail(suite, member.email);
        const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
        for (const candidate of [forged, randomBytes(32).toString('base64url')]) {
          expectError(
            await post(suite, resetPasswordPath, { token: candidate, new_password: 'forged-pass', confirm_password: 'forged-pass' }),
            400,
            accountMessages.resetLinkInvalid,
          );
        }
      });

      it('checks the new passwords before using up the link', async () => {
        const member = await register(suite);
        await post(suite, forgotPasswordPath, { email: member.email });
        const token = await resetTokenFromMail(suite, member.email);
        expectError(await post(suite, resetPasswordPath, { token, new_password: '', confirm_password: '' }), 400, messages.newPasswordRequired);
        expectError(await post(suite, resetPasswordPath, { token, new_password: 'abcdefgh', confirm_password: 'abcdefgi' }), 400, messages.passwordMismatch);
        expectError(await post(suite, resetPasswordPath, { token, new_password: 'short', confirm_password: 'short' }), 400, messages.passwordTooShort);
        expect((await post(suite, resetPasswordPath, { token, new_password: 'long-enough', confirm_password: 'long-enough' })).statusCode).toBe(200);
      });
    });

    describe('secrets at rest and in the logs', () => {
      it('never stores or logs a password or a session token in clear', async () => {
        const member = await register(suite);
        const login = tokenResponseSchema.parse((await post(suite, loginPath, { email: member.email, password: member.password })).json()).token;
        await profile(suite, `Bearer ${login}`);
        await post(suite, tokenCheckPath, { token: login });
        await post(suite, forgotPasswordPath, { email: member.email });
        const resetToken = await resetTokenFromMail(suite, member.email);
        await post(suite, resetPasswordPath, { token: resetToken, new_password: 'replacement-pw', confirm_password: 'replacement-pw' });
        await post(suite, logoutPath, {}, { authorization: `Bearer ${login}` });

        const { db } = suite.database;
        const tables = {
          members: await db.selectFrom('members').selectAll().execute(),
          member_sessions: await db.selectFrom('member_sessions').selectAll().execute(),
          password_resets: await db.selectFrom('password_resets').selectAll().execute(),
        };
        const stored = JSON.stringify(tables);
        for (const secret of [member.password, 'replacement-pw', member.token, login, resetToken]) {
          expect(stored).not.toContain(secret);
          expect(logs.text).not.toContain(secret);
        }
        const row = tables.members.find((m) => m.email === member.email)!;
        // At the suites' configured cost (helper.ts); security/password.test.ts holds production's.
        expect(row.password_hash).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
        // The logs did record the requests, so the check above looked at something.
        expect(logs.text).toContain(resetPasswordPath);
      });

      it('salts every password: two members with one password get different hashes', async () => {
        const password = 'the-same-password';
        const a = await register(suite, { ...newMember(), password });
        const b = await register(suite, { ...newMember(), password });
        const rows = await suite.database.db.selectFrom('members').select('password_hash').where('email', 'in', [a.email, b.email]).execute();
        expect(new Set(rows.map((r) => r.password_hash)).size).toBe(2);
      });
    });
  },
  { env: { LOG_LEVEL: 'info' }, options: { resolver: fakeDns(testZones).resolver, logStream: logs.stream, now } },
);
