import {
  staffAuditResponseSchema,
  staffAuthMessages,
  staffFreshAuthMs,
  staffMePath,
  staffMessages,
  staffPasskeyOptionsResponseSchema,
  staffRecoveryCodesResponseSchema,
  staffSecondFactorStatusResponseSchema,
  staffTotpEnrolResponseSchema,
} from '@tenants/shared/model';
import { runCommand } from '../../../src/commands';
import { captureLogs, describeEachDatabase, type DatabaseSuite } from '../../helper';
import {
  addDonation,
  addEnquiry,
  auditRows,
  call,
  clock,
  enrolmentCode,
  enrolTotp,
  expectError,
  login,
  mailTo,
  person,
  totpCode,
  type Person,
} from './fixtures';

// Every sign-in costs an scrypt hash.
jest.setTimeout(60_000);

const logs = captureLogs();
const step = 30_000;

const status = async (suite: DatabaseSuite, token: string) =>
  staffSecondFactorStatusResponseSchema.parse((await call(suite, 'GET', '/api/staff/second-factor', token)).json()).payload;
/** A second sign-in of an enrolled colleague: a session made by password alone. */
const signInAgain = (suite: DatabaseSuite, who: Person) => login(suite, who.email, who.password);
const dataOf = (row: { data: string }) => JSON.parse(row.data) as Record<string, unknown>;

describeEachDatabase(
  'staff second factor',
  (suite) => {
    afterEach(() => {
      clock.offsetMs = 0;
    });

    describe('enrolment at the first staff sign-in', () => {
      it('sets up an authenticator app with the e-mailed code and a real app code, then answers ten one-time recovery codes', async () => {
        const staff = await person(suite, 'staff', { secondFactor: false });
        const enrolment = await enrolmentCode(suite, staff.id);
        expect(await status(suite, staff.token)).toEqual({ enrolled: false, verified: false, totp: false, passkeys: 0, recoveryCodesLeft: 0 });
        expectError(await call(suite, 'GET', staffMePath, staff.token), 403, staffAuthMessages.enrolmentCodeRequired);
        expectError(
          await call(suite, 'POST', '/api/staff/second-factor/totp/confirm', staff.token, { code: '123456', enrolmentCode: enrolment }),
          400,
          staffAuthMessages.enrolmentNotStarted,
        );

        const started = staffTotpEnrolResponseSchema.parse(
          (await call(suite, 'POST', '/api/staff/second-factor/totp', staff.token, { enrolmentCode: enrolment })).json(),
        ).payload;
        expect(started.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(Buffer.from(started.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
        expect(started.otpauthUri).toMatch(new RegExp(`^otpauth://totp/.*secret=${started.secret}`));
        expect(started.secret).toMatch(/^[A-Z2-7]{16,}$/);

        expectError(
          await call(suite, 'POST', '/api/staff/second-factor/totp/confirm', staff.token, {
            code: '000000' === (await totpCode(started.secret)) ? '111111' : '000000',
            enrolmentCode: enrolment,
          }),
          400,
          staffAuthMessages.codeInvalid,
        );
        expectError(
          await call(suite, 'POST', '/api/staff/second-factor/totp/confirm', staff.token, { code: '', enrolmentCode: enrolment }),
          400,
          staffAuthMessages.codeRequired,
        );
        const confirmed = await call(suite, 'POST', '/api/staff/second-factor/totp/confirm', staff.token, {
          code: await totpCode(started.secret),
          enrolmentCode: enrolment,
        });
        const { recoveryCodes } = staffRecoveryCodesResponseSchema.parse(confirmed.json()).payload;
        expect(recoveryCodes).toHaveLength(10);
        expect(new Set(recoveryCodes).size).toBe(10);
        recoveryCodes.forEach((code) => expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/));
        // Only their hashes are stored.
        const stored = await suite.database.db.selectFrom('staff_recovery_codes').select('code_hash').where('member_id', '=', staff.id).execute();
        expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0].replace(/-/g, ''));

        expect((await call(suite, 'GET', staffMePath, staff.token)).statusCode).toBe(200);
        expect(await status(suite, staff.token)).toEqual({ enrolled: true, verified: true, totp: true, passkeys: 0, recoveryCodesLeft: 10 });
        // An enrolled account cannot be given another app (a stolen password must not add its own).
        expectError(
          await call(suite, 'POST', '/api/staff/second-factor/totp', staff.token, { enrolmentCode: enrolment }),
          409,
          staffAuthMessages.alreadyEnrolled,
        );
        const other = await signInAgain(suite, staff);
        expectError(await call(suite, 'POST', '/api/staff/second-factor/totp', other), 409, staffAuthMessages.alreadyEnrolled);
      });
    });

    describe('the second step at a later sign-in', () => {
      it('takes a TOTP code once (no replay in another session)', async () => {
        const staff = await person(suite, 'staff');
        const first = await signInAgain(suite, staff);
        expect(await status(suite, first)).toMatchObject({ enrolled: true, verified: false });
        expectError(await call(suite, 'GET', '/api/staff/enquiries', first), 403, staffMessages.secondFactorRequired);
        clock.offsetMs = step;
        const code = await totpCode(staff.totpSecret!);
        expect((await call(suite, 'POST', '/api/staff/second-factor/verify', first, { code: code.replace(/(\d{3})/, '$1 ') })).statusCode).toBe(200);
        expect((await call(suite, 'GET', '/api/staff/enquiries', first)).statusCode).toBe(200);
        const second = await signInAgain(suite, staff);
        expectError(await call(suite, 'POST', '/api/staff/second-factor/verify', second, { code }), 400, staffAuthMessages.codeInvalid);
      });

      it('takes each recovery code once', async () => {
        const staff = await person(suite, 'staff');
        const [code] = staff.recoveryCodes!;
        const first = await signInAgain(suite, staff);
        expect((await call(suite, 'POST', '/api/staff/second-factor/verify', first, { code: code.toUpperCase() })).statusCode).toBe(200);
        expect((await status(suite, first)).recoveryCodesLeft).toBe(9);
        const second = await signInAgain(suite, staff);
        expectError(await call(suite, 'POST', '/api/staff/second-factor/verify', second, { code }), 400, staffAuthMessages.codeInvalid);
        expectError(await call(suite, 'GET', staffMePath, second), 403, staffMessages.secondFactorRequired);
      });

      it('locks the account out after 5 wrong answers in 15 minutes, even for the right code', async () => {
        const staff = await person(suite, 'staff');
        const token = await signInAgain(suite, staff);
        const right = await totpCode(staff.totpSecret!, step);
        const wrong = right === '000000' ? '111111' : '000000';
        for (let i = 1; i < 5; i += 1)
          expectError(await call(suite, 'POST', '/api/staff/second-factor/verify', token, { code: wrong }), 400, staffAuthMessages.codeInvalid);
        const locked = await call(suite, 'POST', '/api/staff/second-factor/verify', token, { code: wrong });
        expect(locked.statusCode).toBe(429);
        expect(locked.json().message).toMatch(/^Too many wrong attempts\. Please wait .+ and try again\.$/);
        clock.offsetMs = step;
        expect((await call(suite, 'POST', '/api/staff/second-factor/verify', token, { code: right })).statusCode).toBe(429);
        expect(logs.entries).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'auth.second-factor.lockout', accountId: staff.id })]));
      });
    });

    describe('confirm it is you (freshness)', () => {
      it('erase, deactivate, reactivate and exports need a password or factor from the last 5 minutes; reauth gives it', async () => {
        const admin = await person(suite, 'admin');
        const member = await person(suite, 'member');
        clock.offsetMs = staffFreshAuthMs + 1000;
        for (const [method, url, body] of [
          ['POST', `/api/staff/members/${member.id}/deactivate`],
          ['POST', `/api/staff/members/${member.id}/reactivate`],
          ['POST', `/api/staff/members/${member.id}/erase`, { confirm: member.email }],
          ['GET', '/api/staff/enquiries/export'],
          ['GET', '/api/staff/donations/export'],
          ['GET', '/api/staff/lists/newsletter/export'],
        ] as const) {
          expectError(await call(suite, method, url, admin.token, body), 403, staffMessages.freshAuthRequired);
        }
        // Reading is not sensitive in this sense.
        expect((await call(suite, 'GET', `/api/staff/members/${member.id}`, admin.token)).statusCode).toBe(200);

        expectError(await call(suite, 'POST', '/api/staff/reauth', admin.token, { password: '' }), 400, staffAuthMessages.reauthRequired);
        expectError(await call(suite, 'POST', '/api/staff/reauth', admin.token, { password: 'not-it-at-all' }), 400, staffAuthMessages.passwordInvalid);
        const fresh = await call(suite, 'POST', '/api/staff/reauth', admin.token, { password: admin.password });
        expect(fresh.json()).toMatchObject({ success: true, message: staffAuthMessages.reauthenticated });
        expect((await call(suite, 'POST', `/api/staff/members/${member.id}/deactivate`, admin.token)).statusCode).toBe(200);
        expect((await call(suite, 'GET', '/api/staff/enquiries/export', admin.token)).statusCode).toBe(200);

        clock.offsetMs += staffFreshAuthMs + step;
        expectError(await call(suite, 'POST', `/api/staff/members/${member.id}/reactivate`, admin.token), 403, staffMessages.freshAuthRequired);
        expect((await call(suite, 'POST', '/api/staff/reauth', admin.token, { code: await totpCode(admin.totpSecret!) })).statusCode).toBe(200);
        expect((await call(suite, 'POST', `/api/staff/members/${member.id}/reactivate`, admin.token)).statusCode).toBe(200);
        clock.offsetMs += staffFreshAuthMs + step;
        expect((await call(suite, 'POST', '/api/staff/reauth', admin.token, { code: admin.recoveryCodes![0] })).statusCode).toBe(200);
        expect((await call(suite, 'POST', `/api/staff/members/${member.id}/erase`, admin.token, { confirm: member.email })).statusCode).toBe(200);
      });
    });

    describe('who may act on whom', () => {
      it('staff act on members only; an admin acts on staff and admins; nobody on themselves', async () => {
        const staff = await person(suite, 'staff');
        const colleague = await person(suite, 'staff');
        const admin = await person(suite, 'admin');
        const member = await person(suite, 'member');
        for (const action of ['deactivate', 'reactivate']) {
          expectError(await call(suite, 'POST', `/api/staff/members/${colleague.id}/${action}`, staff.token), 403, staffMessages.staffAccountAdminOnly);
        }
        expectError(
          await call(suite, 'POST', `/api/staff/members/${colleague.id}/erase`, staff.token, { confirm: colleague.email }),
          403,
          staffMessages.staffAccountAdminOnly,
        );
        expectError(
          await call(suite, 'POST', `/api/staff/members/${admin.id}/erase`, staff.token, { confirm: admin.email }),
          403,
          staffMessages.staffAccountAdminOnly,
        );
        expectError(await call(suite, 'POST', `/api/staff/members/${staff.id}/erase`, staff.token, { confirm: staff.email }), 403, staffMessages.notYourself);
        expectError(await call(suite, 'POST', `/api/staff/members/${admin.id}/deactivate`, admin.token), 403, staffMessages.notYourself);
        expect((await call(suite, 'POST', `/api/staff/members/${member.id}/deactivate`, staff.token)).statusCode).toBe(200);
        expect((await call(suite, 'POST', `/api/staff/members/${colleague.id}/deactivate`, admin.token)).statusCode).toBe(200);
        expect((await call(suite, 'POST', `/api/staff/members/${colleague.id}/reactivate`, admin.token)).statusCode).toBe(200);
      });
    });

    describe('the audit log', () => {
      it('records opening a member or an enquiry, and each search and export by filter names only', async () => {
        const staff = await person(suite, 'staff');
        const member = await person(suite, 'member');
        const enquiry = await addEnquiry(suite);
        const email = `audit-${Date.now()}@example.com`;
        await addDonation(suite, { email });
        const actions = async () => (await auditRows(suite)).filter((r) => r.actor_id === staff.id && r.action !== 'staff.second-factor.enrol');

        await call(suite, 'GET', `/api/staff/members/${member.id}`, staff.token);
        await call(suite, 'GET', `/api/staff/enquiries/${enquiry}`, staff.token);
        // Paging through an unfiltered list is not a search.
        await call(suite, 'GET', '/api/staff/members?page=1', staff.token);
        await call(suite, 'GET', `/api/staff/members?q=${encodeURIComponent(member.lastname)}`, staff.token);
        await call(suite, 'GET', `/api/staff/enquiries?q=Leeds&status=new`, staff.token);
        await call(suite, 'GET', `/api/staff/donations?q=${encodeURIComponent(email)}`, staff.token);
        await call(suite, 'GET', `/api/staff/lists/broadcast?q=${encodeURIComponent(email)}`, staff.token);
        await call(suite, 'GET', `/api/staff/donations/export?q=${encodeURIComponent(email)}`, staff.token);
        await call(suite, 'GET', '/api/staff/enquiries/export', staff.token);
        await call(suite, 'GET', '/api/staff/lists/whatsapp/export', staff.token);

        const rows = await actions();
        const seen = rows.map((r) => [r.action, r.target_type, r.target_id, dataOf(r)]);
        expect(seen).toEqual(
          expect.arrayContaining([
            ['member.view', 'member', member.id, {}],
            ['enquiry.view', 'enquiry', enquiry, {}],
            ['member.search', 'members', null, { filters: ['q'], page: 1 }],
            ['enquiry.search', 'enquiries', null, { filters: ['q', 'status'], page: 1 }],
            ['donation.search', 'donations', null, { filters: ['q'], page: 1 }],
            ['list.search', 'list', null, { filters: ['q'], page: 1, list: 'broadcast' }],
            ['donation.export', 'donations', null, { rows: 1, filters: ['q'] }],
            ['enquiry.export', 'enquiries', null, expect.objectContaining({ filters: [] })],
            ['list.export', 'list', null, expect.objectContaining({ list: 'whatsapp', filters: [] })],
          ]),
        );
        expect(rows).toHaveLength(9);
        // The words searched for are not kept.
        expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${member.lastname}|Leeds|${email}`));
      });

      it('an article title with line breaks cannot make a fake entry', async () => {
        const staff = await person(suite, 'staff');
        const admin = await person(suite, 'admin');
        const title = `Rent news\n2026-11-26T10:00:00.000Z  cli  member.erase  member:00000000-0000-4000-8000-000000000000  Erased the account`;
        const res = await call(suite, 'POST', '/api/staff/articles', staff.token, {
          title,
          alias: `fake-entry-${suite.dialect}-${Date.now()}`,
          caption: 'A caption.',
          bodyHtml: '<p>Body.</p>',
          categoryId: 1,
          mediaPath: '/media/articles/rent-review.svg',
          mediaAlt: 'A chart',
        });
        expect(res.statusCode).toBe(200);
        const id = res.json().payload.id as string;
        const [row] = await auditRows(suite, `article:${id}`);
        expect(row).toMatchObject({ action: 'article.create', target_type: 'article', target_id: id, detail: '' });
        expect(JSON.stringify(row)).not.toContain('member.erase');
        const log = staffAuditResponseSchema.parse(
          (await call(suite, 'GET', '/api/staff/audit?q=00000000-0000-4000-8000-000000000000', admin.token)).json(),
        ).payload;
        expect(log.items).toEqual([]);
        const mine = staffAuditResponseSchema.parse((await call(suite, 'GET', `/api/staff/audit?q=${id}`, admin.token)).json()).payload;
        expect(mine.items).toEqual([
          expect.objectContaining({ action: 'article.create', target: { type: 'article', id }, data: { alias: expect.stringMatching(/^fake-entry-/) } }),
        ]);
      });

      it('an erased colleague is a pseudonym in the audit rows they made', async () => {
        const staff = await person(suite, 'staff');
        const admin = await person(suite, 'admin');
        const member = await person(suite, 'member');
        await call(suite, 'GET', `/api/staff/members/${member.id}`, staff.token);
        await call(suite, 'POST', `/api/staff/members/${member.id}/deactivate`, staff.token);
        expect((await call(suite, 'POST', `/api/staff/members/${staff.id}/erase`, admin.token, { confirm: staff.email })).statusCode).toBe(200);
        const rows = await suite.database.db.selectFrom('staff_audit').selectAll().where('actor_id', '=', staff.id).execute();
        expect(rows.length).toBeGreaterThanOrEqual(3);
        const pseudonyms = new Set(rows.map((r) => r.actor_email));
        expect(pseudonyms.size).toBe(1);
        expect([...pseudonyms][0]).toMatch(/^erased-[0-9a-f]{8}$/);
        const everything = await suite.database.db.selectFrom('staff_audit').selectAll().execute();
        expect(JSON.stringify(everything)).not.toContain(staff.email);
        // Their factors went with the account.
        expect(await suite.database.db.selectFrom('staff_recovery_codes').select('id').where('member_id', '=', staff.id).execute()).toEqual([]);
      });
    });

    describe('the CLI', () => {
      it('staff reset-2fa removes the factors, ends the sessions (audited as the CLI), mails the account and prints a new enrolment link', async () => {
        const staff = await person(suite, 'staff');
        const lines: string[] = [];
        await expect(runCommand(['staff', 'reset-2fa'], { env: suite.env, print: (l) => void lines.push(l) })).rejects.toThrow(/Usage/);
        await runCommand(['staff', 'reset-2fa', staff.email.toUpperCase()], { env: suite.env, print: (l) => void lines.push(l) });
        expect(lines.at(-2)).toBe(`${staff.email}: 11 second-factor records removed and 1 sessions ended; they set up a new factor with the link below.`);
        const link = lines.at(-1)!.match(/^Enrolment link \(single use, 24 hours; also e-mailed to (\S+)\): (\S+)$/);
        expect(link?.[1]).toBe(staff.email);
        expect(link?.[2]).toMatch(new RegExp(`^${suite.app.siteUrl}/staff#enrol=[A-Za-z0-9_-]{43}$`));
        expectError(await call(suite, 'GET', staffMePath, staff.token), 401, staffMessages.notSignedIn);
        const token = await signInAgain(suite, staff);
        expect(await status(suite, token)).toMatchObject({ enrolled: false, totp: false, recoveryCodesLeft: 0 });
        // The CLI stores the mail; the API's workers deliver it.
        await suite.app.mailQueue.runDue();
        const subjects = (await mailTo(suite, staff.email)).map((m) => m.subject);
        expect(subjects).toEqual(
          expect.arrayContaining([
            'Your Commercial Tenants Alliance staff sign-in has changed',
            'Set up your second factor for the Commercial Tenants Alliance staff area',
          ]),
        );
        // The printed link enrols, once.
        const code = link![2].split('#enrol=')[1];
        await enrolTotp(suite, token, code);
        expectError(
          await call(suite, 'POST', '/api/staff/second-factor/totp', await signInAgain(suite, staff), { enrolmentCode: code }),
          409,
          staffAuthMessages.alreadyEnrolled,
        );
        const rows = await auditRows(suite, `member:${staff.id}`);
        expect(rows.map((r) => [r.action, r.actor_email, dataOf(r)])).toContainEqual(['staff.second-factor.reset', 'cli', { factors: 11, sessionsEnded: 1 }]);
      });
    });

    describe('passkeys', () => {
      it('gives registration options to a verified session only, and refuses a bogus answer', async () => {
        const staff = await person(suite, 'staff');
        const options = staffPasskeyOptionsResponseSchema.parse(
          (await call(suite, 'POST', '/api/staff/second-factor/passkeys/registration-options', staff.token)).json(),
        ).payload;
        expect(options).toMatchObject({
          rp: { id: 'localhost' },
          user: { name: staff.email },
          attestation: 'none',
          challenge: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
        });
        const bogus = { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AA' }, clientExtensionResults: {} };
        expectError(await call(suite, 'POST', '/api/staff/second-factor/passkeys', staff.token, { response: bogus }), 400, staffAuthMessages.passkeyFailed);
        // The challenge was used up by the refused answer.
        expectError(await call(suite, 'POST', '/api/staff/second-factor/passkeys', staff.token, { response: bogus }), 400, staffAuthMessages.passkeyFailed);
        expectError(
          await call(suite, 'POST', '/api/staff/second-factor/passkeys', staff.token, { response: { id: 'a b' } }),
          400,
          expect.any(String) as unknown as string,
        );
        expect((await call(suite, 'GET', '/api/staff/second-factor/passkeys', staff.token)).json()).toEqual({ success: true, payload: [] });

        const passwordOnly = await signInAgain(suite, staff);
        expectError(await call(suite, 'POST', '/api/staff/second-factor/passkeys/registration-options', passwordOnly), 403, staffMessages.secondFactorRequired);
        // No passkey yet: nothing to sign in with, and a made-up answer is a wrong answer.
        expectError(await call(suite, 'POST', '/api/staff/second-factor/passkeys/authentication-options', passwordOnly), 400, staffAuthMessages.passkeyUnknown);
        expectError(
          await call(suite, 'POST', '/api/staff/second-factor/passkeys/verify', passwordOnly, {
            response: { ...bogus, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } },
          }),
          400,
          staffAuthMessages.passkeyFailed,
        );
      });

      it('gives authentication options with the account passkeys for the second step', async () => {
        const staff = await person(suite, 'staff');
        await suite.database.db
          .insertInto('staff_passkeys')
          .values({
            id: `cred-${staff.id}`,
            member_id: staff.id,
            public_key: 'AA',
            counter: 0,
            transports: '["internal"]',
            name: 'Laptop',
            created_at: clock.now().toISOString(),
            last_used_at: null,
          })
          .execute();
        const token = await signInAgain(suite, staff);
        const options = staffPasskeyOptionsResponseSchema.parse(
          (await call(suite, 'POST', '/api/staff/second-factor/passkeys/authentication-options', token)).json(),
        ).payload;
        expect(options).toMatchObject({ rpId: 'localhost', allowCredentials: [{ id: `cred-${staff.id}`, type: 'public-key', transports: ['internal'] }] });
        const forged = {
          id: `cred-${staff.id}`,
          rawId: `cred-${staff.id}`,
          type: 'public-key',
          response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
          clientExtensionResults: {},
        };
        expectError(await call(suite, 'POST', '/api/staff/second-factor/passkeys/verify', token, { response: forged }), 400, staffAuthMessages.passkeyFailed);
        expectError(await call(suite, 'GET', staffMePath, token), 403, staffMessages.secondFactorRequired);
      });
    });

    describe('security events', () => {
      it('logs sign-in and second-factor events with the account id, never the e-mail or a code', async () => {
        const staff = await person(suite, 'staff');
        await call(suite, 'POST', '/api/login', undefined, { email: staff.email, password: 'wrong-password-1' });
        const token = await signInAgain(suite, staff);
        await call(suite, 'POST', '/api/staff/second-factor/verify', token, { code: staff.recoveryCodes![1] });
        const mine = logs.entries.filter((e) => e.accountId === staff.id).map((e) => [e.event, e.method]);
        expect(mine).toEqual(
          expect.arrayContaining([
            ['auth.login.success', undefined],
            ['auth.login.failure', undefined],
            ['auth.second-factor.enrol', 'totp'],
            ['auth.second-factor.success', 'recovery-code'],
          ]),
        );
        expect(logs.text).not.toContain(staff.email);
        expect(logs.text).not.toContain(staff.recoveryCodes![1]);
        expect(logs.text).not.toContain(staff.totpSecret!);
      });
    });
  },
  { env: { LOG_LEVEL: 'info' }, options: { now: clock.now, logStream: logs.stream } },
);
