import { newsletterPath } from '@tenants/shared/model';
import { forbiddenCharacterMessage } from '../../src/plugins/error-handler';
import { containsNul } from '../../src/plugins/input-guard';
import { describeEachDatabase, visitorIp } from '../helper';
import { fakeDns, testZones } from '../fakes/dns';

const refused = { success: false, message: forbiddenCharacterMessage, errors: [{ message: forbiddenCharacterMessage }] };

describe('containsNul', () => {
  it('finds a NUL in strings, keys and deep inside, without recursion', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsNul(deep)).toBe(true);
    expect(containsNul({ a: ['b', { c: 'd' }], e: 1, f: null })).toBe(false);
  });
});

describeEachDatabase(
  'a NUL character in a request',
  (suite) => {
    it.each([
      ['the path', { method: 'GET' as const, url: '/api/article/get/alias/a%00b' }],
      ['the query', { method: 'GET' as const, url: '/api/donation/return?donation=a%00&payment_intent=pi_1' }],
      ['the body', { method: 'POST' as const, url: newsletterPath, payload: { email: 'jo\u0000@example.com' } }],
    ])('in %s is a 400 on either database, never a 500 nor stored', async (_where, request) => {
      const res = await suite.app.inject({ ...request, remoteAddress: visitorIp() });
      expect([res.statusCode, res.json()]).toEqual([400, refused]);
    });
  },
  { options: { resolver: fakeDns(testZones).resolver } },
);
