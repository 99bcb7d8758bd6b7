import {
  forgotPasswordPath,
  guidesPath,
  guidesResponseSchema,
  loginPath,
  logoutPath,
  profilePath,
  registerPath,
  resetPasswordPath,
  tokenCheckPath,
  tokenResponseSchema,
} from '@tenants/shared/model';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureLogs, describeEachDatabase, visitorIp } from '../helper';
import { fakeDns, testZones } from '../fakes/dns';
import { newMember, resetTokenFromMail } from '../modules/account/fixtures';

jest.setTimeout(60_000);

const logs = captureLogs();
const guidesDir = mkdtempSync(path.join(tmpdir(), 'tenants-guides-'));
afterAll(() => rmSync(guidesDir, { recursive: true, force: true }));

/** Every secret a member's visit handles, from sign-up to a guide download and a password reset, and then the debug log searched for each. */
describeEachDatabase(
  'secrets in a debug-level log of a whole member flow',
  (suite) => {
    it('holds no password, session or reset token, or guide link signature', async () => {
      const ip = visitorIp();
      const send = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
        suite.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: ip });

      const member = newMember();
      const { token } = tokenResponseSchema.parse((await send('POST', registerPath, member)).json());
      await send('POST', tokenCheckPath, { token });
      await send('GET', profilePath, undefined, token);
      const { guides } = guidesResponseSchema.parse((await send('GET', guidesPath, undefined, token)).json()).payload;
      const link = guides[0].file!;
      const signature = new URL(link, 'http://localhost').searchParams.get('signature')!;
      expect((await send('GET', link)).statusCode).toBe(200);

      await send('POST', forgotPasswordPath, { email: member.email });
      const resetToken = await resetTokenFromMail(suite, member.email);
      const newPassword = 'replacement passphrase 77';
      expect((await send('POST', resetPasswordPath, { token: resetToken, new_password: newPassword, confirm_password: newPassword })).statusCode).toBe(200);
      // The reset page's own address carries the token in its query, as the e-mail's link does.
      await send('GET', `/reset-password?token=${encodeURIComponent(resetToken)}`);
      const { token: second } = tokenResponseSchema.parse((await send('POST', loginPath, { email: member.email, password: newPassword })).json());
      await send('POST', logoutPath, {}, second);

      const text = logs.text;
      // The log did record the flow, so the search below looked at something.
      for (const seen of [registerPath, guidesPath, '/download?expires=', resetPasswordPath, logoutPath]) expect(text).toContain(seen);
      for (const secret of [member.password, newPassword, token, second, resetToken, signature]) expect(text).not.toContain(secret);
    });
  },
  { env: { LOG_LEVEL: 'debug', GUIDES_DIR: guidesDir }, options: { resolver: fakeDns(testZones).resolver, logStream: logs.stream } },
);
