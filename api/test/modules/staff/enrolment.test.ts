import {
  staffAuthMessages,
  staffEnrolmentLifetimeMs,
  staffFreshAuthMs,
  staffMessages,
  staffNewsletterSendPath,
  staffNewslettersPath,
  staffPasskeyOptionsResponseSchema,
  staffSecondFactorStatusResponseSchema,
} from '@tenants/shared/model';
import { migrations } from '../../../migrations';
import { runCommand } from '../../../src/commands';
import { createSecretBox, loadTotpKeys } from '../../../src/security/secret-box';
import { rotateTotpSecrets } from '../../../src/modules/staff';
import { captureLogs, describeEachDatabase, type DatabaseSuite } from '../../helper';
import { uniqueEmail } from '../../fakes/people';
import { softAuthenticator } from './soft-authenticator';
import { call, clock, enrolmentCode, enrolTotp, expectError, login, mailTo, person, totpCode, type Person } from './fixtures';

// Every sign-in costs an scrypt hash.
jest.setTimeout(60_000);

const step = 30_000;
const logs = captureLogs();
const enrolSubject = 'Set up your second factor for the Commercial Tenants Alliance staff area';
const changedSubject = 'Your Commercial Tenants Alliance staff sign-in has changed';

/** The code in the last enrolment mail to an address (the link's fragment: `/staff#enrol=<code>`). */
async function mailedCode(suite: DatabaseSuite, email: string): Promise<string> {
  const mails = (await mailTo(suite, email)).filter((m) => m.subject === enrolSubject);
  const code = /\/staff#enrol=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text_body ?? '')?.[1];
  if (!code) throw new Error(`no enrolment mail to ${email}`);
  return code;
}

const subjectsTo = async (suite: DatabaseSuite, email: string) => {
  await suite.app.mailQueue.runDue();
  return (await mailTo(suite, email)).map((m) => m.subject);
};

const status = async (suite: DatabaseSuite, token: string) =>
  staffSecondFactorStatusResponseSchema.parse((await call(suite, 'GET', '/api/staff/second-factor', token)).json()).payload;

/** A member made staff with the CLI, as an operator does: the lines it printed. */
async function staffAdd(suite: DatabaseSuite, who: Person): Promise<string[]> {
  const lines: string[] = [];
  await runCommand(['staff', 'add', who.email], { env: suite.env, print: (line) => void lines.push(line) });
  await suite.app.mailQueue.runDue();
  return lines;
}

describeEachDatabase(
  'staff enrolment needs the e-mailed link',
  (suite) => {
    afterEach(() => {
      clock.offsetMs = 0;
    });

    it('the 4-request takeover with a password alone (login, start the app, confirm, export) is refused, and the owner enrols from the mail', async () => {
      const owner = await person(suite, 'member');
      const printed = await staffAdd(suite, owner);
      expect(printed.at(-1)).toMatch(
        new RegExp(`^Enrolment link \\(single use, 24 hours; also e-mailed to ${owner.email}\\): ${suite.app.siteUrl}/staff#enrol=[A-Za-z0-9_-]{43}$`),
      );

      // The attacker has the password and nothing else.
      const attacker = await login(suite, owner.email, owner.password);
      expectError(await call(suite, 'POST', '/api/staff/second-factor/totp', attacker), 403, staffAuthMessages.enrolmentCodeRequired);
      expectError(
        await call(suite, 'POST', '/api/staff/second-factor/totp', attacker, { enrolmentCode: 'A'.repeat(43) }),
        403,
        staffAuthMessages.enrolmentCodeRequired,
      );
      expectError(
        await call(suite, 'POST', '/api/staff/second-factor/totp/confirm', attacker, { code: '123456', enrolmentCode: 'A'.repeat(43) }),
        403,
        staffAuthMessages.enrolmentCodeRequired,
      );
      expectError(await call(suite, 'GET', '/api/staff/members/export', attacker), 403, staffAuthMessages.enrolmentCodeRequired);
      // Nor a passkey: registering one is for an enrolled, confirmed session.
      expectError(await call(suite, 'POST', '/api/staff/second-factor/passkeys/registration-options', attacker), 403, staffAuthMessages.enrolmentCodeRequired);
      expect(await status(suite, attacker)).toMatchObject({ enrolled: false, verified: false });

      // The owner opens the mailed link (the code is in its fragment; only its hash is stored), signs in and enrols.
      const code = await mailedCode(suite, owner.email);
      expect(printed.at(-1)).toContain(code);
      expect(JSON.stringify(await suite.database.db.selectFrom('staff_enrolment_codes').selectAll().execute())).not.toContain(code);
      const session = await login(suite, owner.email, owner.password);
      const { totpSecret } = await enrolTotp(suite, session, code);
      expect((await call(suite, 'GET', '/api/staff/me', session)).statusCode).toBe(200);
      // The attacker's session ended with the enrolment, and the owner is told.
      expectError(await call(suite, 'GET', '/api/staff/second-factor', attacker), 401, staffMessages.notSignedIn);
      expect(await subjectsTo(suite, owner.email)).toEqual([enrolSubject, changedSubject]);

      // The link worked once: another session (a stolen one included) cannot use it again.
      const later = await login(suite, owner.email, owner.password);
      expectError(await call(suite, 'POST', '/api/staff/second-factor/totp', later, { enrolmentCode: code }), 409, staffAuthMessages.alreadyEnrolled);
      expect(await suite.database.db.selectFrom('staff_enrolment_codes').select('used_at').where('member_id', '=', owner.id).execute()).toEqual([
        { used_at: expect.any(String) },
      ]);
      expect(totpSecret).toMatch(/^[A-Z2-7]+$/);
      // Neither the link's code nor the secret is in the logs, which name the account by its id.
      expect(logs.text).not.toContain(code);
      expect(logs.text).not.toContain(totpSecret);
      expect(logs.entries).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'auth.second-factor.enrol', accountId: owner.id })]));
    });

    it('a code is bound to its account, and lasts 24 hours', async () => {
      const one = await person(suite, 'staff', { secondFactor: false });
      const two = await person(suite, 'staff', { secondFactor: false });
      const code = await enrolmentCode(suite, one.id);
      expectError(await call(suite, 'POST', '/api/staff/second-factor/totp', two.token, { enrolmentCode: code }), 403, staffAuthMessages.enrolmentCodeRequired);
      clock.offsetMs = staffEnrolmentLifetimeMs + 1000;
      const late = await login(suite, one.email, one.password);
      expectError(await call(suite, 'POST', '/api/staff/second-factor/totp', late, { enrolmentCode: code }), 403, staffAuthMessages.enrolmentCodeRequired);
      clock.offsetMs = 0;
      expect((await call(suite, 'POST', '/api/staff/second-factor/totp', one.token, { enrolmentCode: code })).statusCode).toBe(200);
    });

    it('"send me a new link" mails the account\'s own address only, 3 an hour, and the newest link replaces the last', async () => {
      const staff = await person(suite, 'staff', { secondFactor: false });
      const first = await enrolmentCode(suite, staff.id);
      const sent = await call(suite, 'POST', '/api/staff/second-factor/enrolment-link', staff.token, { email: 'attacker@example.com' });
      expect(sent.json()).toEqual({ success: true, message: staffAuthMessages.enrolmentLinkSent });
      await suite.app.mailQueue.runDue();
      expect(await suite.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'attacker@example.com').execute()).toEqual([]);
      const code = await mailedCode(suite, staff.email);
      expectError(
        await call(suite, 'POST', '/api/staff/second-factor/totp', staff.token, { enrolmentCode: first }),
        403,
        staffAuthMessages.enrolmentCodeRequired,
      );
      expect((await call(suite, 'POST', '/api/staff/second-factor/enrolment-link', staff.token)).statusCode).toBe(200);
      expect((await call(suite, 'POST', '/api/staff/second-factor/enrolment-link', staff.token)).statusCode).toBe(200);
      expectError(await call(suite, 'POST', '/api/staff/second-factor/enrolment-link', staff.token), 429, staffAuthMessages.enrolmentLinkLimited);
      const newest = await mailedCode(suite, staff.email);
      expect(newest).not.toBe(code);
      await enrolTotp(suite, staff.token, newest);
      const enrolled = await login(suite, staff.email, staff.password);
      expectError(await call(suite, 'POST', '/api/staff/second-factor/enrolment-link', enrolled), 409, staffAuthMessages.alreadyEnrolled);
    });

    it('an accepted invitation mails the enrolment link', async () => {
      const admin = await person(suite, 'admin');
      const email = uniqueEmail();
      expect((await call(suite, 'POST', '/api/staff/invitations', admin.token, { email, role: 'staff' })).statusCode).toBe(200);
      const [invitation] = await mailTo(suite, email);
      const token = decodeURIComponent(/\/staff\/invitation\?token=([A-Za-z0-9_%-]+)/.exec(invitation.text_body)![1]);
      const password = 'a long enough password 42';
      const accepted = await call(suite, 'POST', '/api/invitations/accept', undefined, {
        token,
        password,
        firstname: 'Ivy',
        lastname: 'Vine',
      });
      expect(accepted.statusCode).toBe(200);
      const session = await login(suite, email, password);
      expectError(await call(suite, 'POST', '/api/staff/second-factor/totp', session), 403, staffAuthMessages.enrolmentCodeRequired);
      await enrolTotp(suite, session, await mailedCode(suite, email));
      expect((await call(suite, 'GET', '/api/staff/me', session)).statusCode).toBe(200);
    });

    describe('a fresh second factor, not a password or an enrolment', () => {
      it('invitations, newsletter sending and passkeys refuse a password-only confirmation and an enrolment; a code opens them', async () => {
        const admin = await person(suite, 'admin', { secondFactor: false });
        const { totpSecret } = await enrolTotp(suite, admin.token);
        const newsletter = (
          await call(suite, 'POST', staffNewslettersPath, admin.token, { subject: 'Rent reviews', html: '<p>Hi</p>', list: 'newsletter' })
        ).json() as {
          payload: { id: string };
        };
        const sensitive = [
          ['POST', '/api/staff/invitations', { email: uniqueEmail(), role: 'staff' }],
          ['POST', staffNewsletterSendPath(newsletter.payload.id), {}],
          ['POST', '/api/staff/second-factor/passkeys/registration-options', undefined],
        ] as const;
        // Just enrolled (and just logged in with the password): not enough.
        for (const [method, url, body] of sensitive) expectError(await call(suite, method, url, admin.token, body), 403, staffMessages.freshFactorRequired);
        expect((await call(suite, 'POST', '/api/staff/reauth', admin.token, { password: admin.password })).statusCode).toBe(200);
        for (const [method, url, body] of sensitive) expectError(await call(suite, method, url, admin.token, body), 403, staffMessages.freshFactorRequired);
        // A password still does for exports (the docs say "password or second factor" there).
        expect((await call(suite, 'GET', '/api/staff/members/export', admin.token)).statusCode).toBe(200);

        clock.offsetMs = step;
        expect((await call(suite, 'POST', '/api/staff/reauth', admin.token, { code: await totpCode(totpSecret) })).statusCode).toBe(200);
        for (const [method, url, body] of sensitive) expect((await call(suite, method, url, admin.token, body)).statusCode).toBe(200);
        clock.offsetMs = step + staffFreshAuthMs + 1000;
        expectError(
          await call(suite, 'POST', '/api/staff/invitations', admin.token, { email: uniqueEmail(), role: 'staff' }),
          403,
          staffMessages.freshFactorRequired,
        );
      });
    });

    describe('factor changes', () => {
      it('adding a passkey needs a fresh second factor, mails the account and ends its other sessions; the passkey then confirms it is you', async () => {
        const staff = await person(suite, 'staff');
        const other = await login(suite, staff.email, staff.password);
        const passkey = softAuthenticator(suite.app.siteUrl);
        const options = async () =>
          staffPasskeyOptionsResponseSchema.parse((await call(suite, 'POST', '/api/staff/second-factor/passkeys/registration-options', staff.token)).json())
            .payload;
        const registered = await call(suite, 'POST', '/api/staff/second-factor/passkeys', staff.token, {
          response: passkey.register(await options()),
          name: 'Laptop',
        });
        expect(registered.statusCode).toBe(200);
        expect(registered.json().payload).toEqual([expect.objectContaining({ id: passkey.id, name: 'Laptop' })]);
        expectError(await call(suite, 'GET', '/api/staff/second-factor', other), 401, staffMessages.notSignedIn);
        expect(await subjectsTo(suite, staff.email)).toEqual([changedSubject, changedSubject]);
        expect((await mailTo(suite, staff.email))[1].text_body).toContain('A passkey was added to your staff account');

        // Five minutes on, adding another needs the second factor again: the passkey gives it.
        clock.offsetMs = staffFreshAuthMs + 1000;
        expectError(await call(suite, 'POST', '/api/staff/second-factor/passkeys/registration-options', staff.token), 403, staffMessages.freshFactorRequired);
        const challenge = staffPasskeyOptionsResponseSchema.parse(
          (await call(suite, 'POST', '/api/staff/second-factor/passkeys/authentication-options', staff.token)).json(),
        ).payload;
        expect((await call(suite, 'POST', '/api/staff/reauth', staff.token, { passkey: passkey.authenticate(challenge) })).statusCode).toBe(200);
        expect((await call(suite, 'POST', '/api/staff/second-factor/passkeys/registration-options', staff.token)).statusCode).toBe(200);
      });

      it('removing a passkey mails the account and ends its other sessions', async () => {
        const staff = await person(suite, 'staff');
        const other = await login(suite, staff.email, staff.password);
        const at = clock.now().toISOString();
        await suite.database.db
          .insertInto('staff_passkeys')
          .values({ id: 'cred-1', member_id: staff.id, public_key: 'AA', name: 'Laptop', created_at: at, last_used_at: null })
          .execute();
        expect((await call(suite, 'DELETE', '/api/staff/second-factor/passkeys/cred-1', staff.token)).statusCode).toBe(200);
        expectError(await call(suite, 'GET', '/api/staff/second-factor', other), 401, staffMessages.notSignedIn);
        expect((await call(suite, 'GET', '/api/staff/me', staff.token)).statusCode).toBe(200);
        // The first told of the enrolment (the fixture's), the second of the removal.
        expect(await subjectsTo(suite, staff.email)).toEqual([changedSubject, changedSubject]);
        const mails = await mailTo(suite, staff.email);
        expect(mails[0].text_body).toContain('An authenticator app was set up as the second factor of your staff account');
        expect(mails[1].text_body).toContain('A passkey was removed from your staff account');
      });

      it('a reset ends every session and mails the notice and a new link (the CLI test in second-factor.test.ts prints it)', async () => {
        const staff = await person(suite, 'staff');
        await runCommand(['staff', 'reset-2fa', staff.email], { env: suite.env, print: () => undefined });
        expectError(await call(suite, 'GET', '/api/staff/me', staff.token), 401, staffMessages.notSignedIn);
        // Both mails of the reset are queued in one transaction, in either order.
        expect((await subjectsTo(suite, staff.email)).sort()).toEqual([enrolSubject, changedSubject, changedSubject].sort());
        expect((await mailTo(suite, staff.email)).some((m) => m.text_body.includes('were removed by an administrator (a reset)'))).toBe(true);
      });
    });

    describe('TOTP secrets at rest', () => {
      it('the migration seals the secrets stored before it (once), and its down step gives them back', async () => {
        const staff = await person(suite, 'staff', { secondFactor: false });
        const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
        await suite.database.db
          .insertInto('staff_totp')
          .values({ member_id: staff.id, secret: plain, confirmed_at: clock.now().toISOString(), last_time_step: null, created_at: clock.now().toISOString() })
          .execute();
        const secretOf = async () =>
          (await suite.database.db.selectFrom('staff_totp').select('secret').where('member_id', '=', staff.id).executeTakeFirstOrThrow()).secret;
        const migration = migrations['2026_12_02_0910_totp_secret_encryption'];
        await migration.up(suite.database.db);
        const sealed = await secretOf();
        expect(sealed).toMatch(/^v1\./);
        expect(suite.app.totpSecrets.open(sealed, staff.id)).toBe(plain);
        await migration.up(suite.database.db);
        expect(await secretOf()).toBe(sealed);
        await migration.down!(suite.database.db);
        expect(await secretOf()).toBe(plain);
        await migration.up(suite.database.db);
      });

      it('are sealed (AES-256-GCM, bound to the account), never stored as they are, and survive a key rotation', async () => {
        const staff = await person(suite, 'staff');
        const row = await suite.database.db.selectFrom('staff_totp').select('secret').where('member_id', '=', staff.id).executeTakeFirstOrThrow();
        expect(row.secret).toMatch(/^v1\.[0-9a-f]{8}\./);
        expect(row.secret).not.toContain(staff.totpSecret);
        // Moved to another account's row, it opens for nobody.
        const development = loadTotpKeys({});
        expect(() => createSecretBox(development).open(row.secret, 'another-member')).toThrow();

        // Rotation: sealed again under a new key, the old one kept for reading; then back, as the suite's app reads the development key.
        const next = { current: Buffer.alloc(32, 7), previous: development.current };
        expect(await rotateTotpSecrets(suite.database.db, createSecretBox(next))).toMatchObject({ sealed: expect.any(Number) });
        const rotated = await suite.database.db.selectFrom('staff_totp').select('secret').where('member_id', '=', staff.id).executeTakeFirstOrThrow();
        expect(createSecretBox(next).isCurrent(rotated.secret)).toBe(true);
        expect(createSecretBox(next).open(rotated.secret, staff.id)).toBe(staff.totpSecret);
        await rotateTotpSecrets(suite.database.db, createSecretBox({ current: development.current, previous: next.current }));
        clock.offsetMs = step;
        const again = await login(suite, staff.email, staff.password);
        expect((await call(suite, 'POST', '/api/staff/second-factor/verify', again, { code: await totpCode(staff.totpSecret!) })).statusCode).toBe(200);
      });
    });
  },
  { env: { LOG_LEVEL: 'info' }, options: { now: clock.now, logStream: logs.stream } },
);
