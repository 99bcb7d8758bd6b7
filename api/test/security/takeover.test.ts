import { accountMessages, forgotPasswordPath, loginPath, registerPath, resetPasswordPath, tokenResponseSchema } from '@tenants/shared/model';
import { describeEachDatabase } from '../helper';
import { fakeDns, testZones } from '../fakes/dns';
import { newMember } from '../modules/account/fixtures';

jest.setTimeout(60_000);

const attacker = '203.0.113.66';

/**
 * The chain an audit used against a default start: ask for a reset of the victim's password, read the link
 * from the outbox viewer, set a new password. Every step an attacker can reach must now be a dead end.
 */
describeEachDatabase(
  'account takeover through the outbox, on a default start',
  (suite) => {
    it('fails: the reset mail is kept, but nobody can read it over HTTP, and the victim keeps the account', async () => {
      const victim = newMember();
      const registered = await suite.app.inject({ method: 'POST', url: registerPath, payload: victim, remoteAddress: '198.51.100.20' });
      expect(tokenResponseSchema.parse(registered.json()).success).toBe(true);

      // 1. The attacker asks for a reset link for the victim (the spec's answer, sent to the victim).
      const forgot = await suite.app.inject({ method: 'POST', url: forgotPasswordPath, payload: { email: victim.email }, remoteAddress: attacker });
      expect(forgot.statusCode).toBe(200);
      const kept = await suite.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', victim.email).execute();
      expect(kept).toHaveLength(1);

      // 2. The viewer is not there: not for the attacker, and not even for this machine on a default start.
      for (const remoteAddress of [attacker, '127.0.0.1']) {
        for (const url of [`/api/dev/outbox?format=json&to=${encodeURIComponent(victim.email)}`, '/api/dev/outbox', `/api/dev/outbox/${kept[0].id}`]) {
          const res = await suite.app.inject({ method: 'GET', url, remoteAddress });
          expect(res.statusCode).toBe(404);
          expect(res.body).not.toContain('reset-password');
        }
      }

      // 3. Without the link, a guessed token opens nothing.
      const guess = { token: 'A'.repeat(43), new_password: 'attacker-chosen-pw', confirm_password: 'attacker-chosen-pw' };
      const reset = await suite.app.inject({ method: 'POST', url: resetPasswordPath, payload: guess, remoteAddress: attacker });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().message).toBe(accountMessages.resetLinkInvalid);

      // The victim's password still works; the attacker's does not.
      const login = (password: string) =>
        suite.app.inject({ method: 'POST', url: loginPath, payload: { email: victim.email, password }, remoteAddress: '198.51.100.20' });
      expect((await login(victim.password)).statusCode).toBe(200);
      expect((await login(guess.new_password)).statusCode).toBe(401);
    });
  },
  // What `npm start` sets: nothing about the viewer.
  { options: { resolver: fakeDns(testZones).resolver } },
);
