import { accountDataMessages, accountDeletePath, accountDetailsMessages, accountEmailPath, accountPasswordPath, loginPath } from '@tenants/shared/model';
import { limitDefaults } from '../../src/config';
import { accountLockedMessage } from '../../src/modules/account';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../helper';
import { fakeDns, testZones } from '../fakes/dns';
import { uniqueEmail } from '../fakes/people';
import { call, clock, expectError, person } from '../modules/staff/fixtures';

// Every checked guess costs an scrypt hash.
jest.setTimeout(120_000);

const loginLimit = limitDefaults.loginAccount;
const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }), {});

/** Each place that asks a signed-in member for their current password, and the body a guess sends there. */
const checks = [
  {
    name: 'the e-mail change',
    url: accountEmailPath,
    body: (password: string) => ({ email: uniqueEmail(), password }),
    wrong: accountDetailsMessages.passwordWrong,
  },
  {
    name: 'the password change',
    url: accountPasswordPath,
    body: (password: string) => ({ current_password: password, new_password: 'a-new-long-passphrase' }),
    wrong: accountDetailsMessages.passwordWrong,
  },
  { name: 'deleting the account', url: accountDeletePath, body: (password: string) => ({ password }), wrong: accountDataMessages.passwordWrong },
] as const;

/**
 * Issue 50: 60 wrong passwords sent at once to the e-mail change and the password change were all checked, and
 * the right one then worked. Each current-password check is now counted as a login is, before it is checked:
 * the same per-account count, lockout and message, shared with the login itself.
 */
describeEachDatabase(
  'current-password checks are counted per account like logins',
  (suite: DatabaseSuite) => {
    afterEach(() => jest.restoreAllMocks());

    it.each(checks)(`$name: 30 wrong passwords at once check at most ${loginLimit}; then the right one is refused, unchecked`, async ({ url, body, wrong }) => {
      const member = await person(suite, 'member');
      const verify = jest.spyOn(suite.app.passwords, 'verify');
      const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => call(suite, 'POST', url, member.token, body(`wrong-${i}`))));
      const checked = verify.mock.calls.length;
      expect(checked).toBeLessThanOrEqual(loginLimit);
      expect(statuses(burst)).toEqual({ 400: checked, 429: 30 - checked });
      expectError(
        burst.find((r) => r.statusCode === 400)!,
        400,
        wrong,
      );
      expectError(
        burst.find((r) => r.statusCode === 429)!,
        429,
        accountLockedMessage('15 minutes'),
      );

      // The right password, while locked: refused like the rest, and never looked at.
      expectError(await call(suite, 'POST', url, member.token, body(member.password)), 429, accountLockedMessage('15 minutes'));
      // The same lock as the login's: the account cannot be signed in to either.
      const signIn = await suite.app.inject({
        method: 'POST',
        url: loginPath,
        payload: { email: member.email, password: member.password },
        remoteAddress: visitorIp(),
      });
      expectError(signIn, 429, accountLockedMessage('15 minutes'));
      expect(verify.mock.calls.length).toBe(checked);
    });

    it('the right current password clears the count, as a successful login does', async () => {
      const member = await person(suite, 'member');
      for (let i = 0; i < loginLimit - 1; i += 1) {
        expectError(await call(suite, 'POST', accountPasswordPath, member.token, checks[1].body(`wrong-${i}`)), 400, accountDetailsMessages.passwordWrong);
      }
      expect((await call(suite, 'POST', accountPasswordPath, member.token, checks[1].body(member.password))).statusCode).toBe(200);
      expectError(await call(suite, 'POST', accountPasswordPath, member.token, checks[1].body('wrong-again')), 400, accountDetailsMessages.passwordWrong);
    });
  },
  { options: { now: clock.now, resolver: fakeDns(testZones).resolver } },
);
