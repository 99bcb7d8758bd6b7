import { loginPath, profilePath, tokenCheckPath } from '@tenants/shared/model';
import { describeEachDatabase, visitorIp } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';
import { newMember, post, register } from './fixtures';

// Answers that carry a token or a member's details must never be kept by a browser, proxy or CDN.
describeEachDatabase(
  'account answers are never stored',
  (suite) => {
    it('sends Cache-Control: no-store with sign-up, login, profile and the token check, refusals included', async () => {
      const member = newMember();
      const signedUp = await register(suite, member);
      const answers = {
        register: await post(suite, '/api/register', newMember()),
        login: await post(suite, loginPath, { email: member.email, password: member.password }),
        wrongPassword: await post(suite, loginPath, { email: member.email, password: 'not-the-password' }),
        profile: await suite.app.inject({
          method: 'GET',
          url: profilePath,
          headers: { authorization: `Bearer ${signedUp.token}` },
          remoteAddress: visitorIp(),
        }),
        tokenCheck: await post(suite, tokenCheckPath, { token: signedUp.token }),
      };
      expect(answers.login.statusCode).toBe(200);
      expect(answers.profile.statusCode).toBe(200);
      for (const [name, res] of Object.entries(answers))
        expect({ name, cacheControl: res.headers['cache-control'] }).toEqual({ name, cacheControl: 'no-store' });
    });
  },
  { options: { resolver: fakeDns(testZones).resolver } },
);
