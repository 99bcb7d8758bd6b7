import { accountMessages, loginPath, staffAuthMessages, staffSecondFactorMaxFailures } from '@tenants/shared/model';
import { limitDefaults } from '../../src/config';
import { describeEachDatabase, describeWithRedis, visitorIp, type DatabaseSuite, type SuiteSetup } from '../helper';
import { call, clock, login, person, totpCode } from '../modules/staff/fixtures';

// Every guess costs an scrypt hash.
jest.setTimeout(120_000);

const loginLimit = limitDefaults.loginAccount;
const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }), {});

/**
 * The audit's burst: guesses sent all at once were all checked (the count was read before the check and
 * written after it), and the right one cleared the count. Each attempt is now counted before it is checked:
 * of N parallel guesses at most the limit reach the password or code check, and once the limit is reached
 * the right answer is refused like the rest.
 */
function lockoutBursts(suite: DatabaseSuite) {
  afterEach(() => {
    jest.restoreAllMocks();
    clock.offsetMs = 0;
  });

  it(`login: 30 guesses at once check at most ${loginLimit} passwords; then the right password is refused, unchecked`, async () => {
    const victim = await person(suite, 'member');
    const verify = jest.spyOn(suite.app.passwords, 'verify');
    const guess = (password: string) =>
      suite.app.inject({ method: 'POST', url: loginPath, payload: { email: victim.email, password }, remoteAddress: visitorIp() });

    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(`wrong-${i}`)));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(loginLimit);
    expect(statuses(burst)).toEqual({ 401: verify.mock.calls.length, 429: 30 - verify.mock.calls.length });
    expect(burst.find((r) => r.statusCode === 401)?.json().message).toBe(accountMessages.loginFailed);

    // A second burst with the right password inside it: all refused, nothing checked.
    const checked = verify.mock.calls.length;
    const second = await Promise.all([...Array.from({ length: 9 }, (_, i) => guess(`again-${i}`)), guess(victim.password)]);
    expect(statuses(second)).toEqual({ 429: 10 });
    expect(verify.mock.calls.length).toBe(checked);
  });

  it(`"confirm it's you": 20 passwords at once check at most ${staffSecondFactorMaxFailures}; then the right one is refused`, async () => {
    const staff = await person(suite, 'staff');
    const verify = jest.spyOn(suite.app.passwords, 'verify');
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => call(suite, 'POST', '/api/staff/reauth', staff.token, { password: `wrong-${i}` })));
    expect(verify.mock.calls.length).toBeLessThanOrEqual(staffSecondFactorMaxFailures);
    // The wrong answers before the last allowed one are 400s; the last allowed one and everything after are 429s.
    expect(statuses(burst)).toEqual({ 400: verify.mock.calls.length - 1, 429: 21 - verify.mock.calls.length });
    expect(burst.find((r) => r.statusCode === 400)?.json().message).toBe(staffAuthMessages.passwordInvalid);
    const right = await call(suite, 'POST', '/api/staff/reauth', staff.token, { password: staff.password });
    expect(right.statusCode).toBe(429);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(staffSecondFactorMaxFailures);
  });

  it(`the second step: 20 codes at once, at most ${staffSecondFactorMaxFailures} checked; then the right code is refused`, async () => {
    const staff = await person(suite, 'staff');
    const session = await login(suite, staff.email, staff.password);
    clock.offsetMs = 30_000;
    const right = await totpCode(staff.totpSecret!);
    const wrong = right === '000000' ? '111111' : '000000';
    const burst = await Promise.all(Array.from({ length: 20 }, () => call(suite, 'POST', '/api/staff/second-factor/verify', session, { code: wrong })));
    const answers = statuses(burst);
    expect(answers[400]).toBeLessThanOrEqual(staffSecondFactorMaxFailures - 1);
    expect(answers).toEqual({ 400: staffSecondFactorMaxFailures - 1, 429: 20 - (staffSecondFactorMaxFailures - 1) });
    expect((await call(suite, 'POST', '/api/staff/second-factor/verify', session, { code: right })).statusCode).toBe(429);
  });
}

describeEachDatabase('lockouts hold under a burst (counted in the database)', lockoutBursts, { options: { now: clock.now } });

describeWithRedis('lockouts hold under a burst', (redisUrl) => {
  // The bursts load a 2-core machine (each checked guess is a password hash): a Redis answer held up by the
  // load must not count as Redis being away, which this suite does not test (rate-limit-outage.test.ts does).
  const setup: SuiteSetup = { env: { REDIS_URL: redisUrl, REDIS_COMMAND_TIMEOUT_MS: '10000' }, options: { now: clock.now } };
  describeEachDatabase('counted in Redis', lockoutBursts, setup);
});
