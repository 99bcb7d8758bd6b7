import { Readable } from 'node:stream';
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

  it('never walks a binary body: Buffers, typed arrays, ArrayBuffers and streams are passed over', () => {
    // A walk would find this key (it is enumerable, like the five million indexes of a 5 MB picture).
    const marked = <T extends object>(value: T) => Object.defineProperty(value, 'k\u0000', { value: 'x', enumerable: true });
    expect(containsNul(marked({}))).toBe(true);
    for (const binary of [Buffer.alloc(16), new Uint8Array(16), new Float64Array(2), new DataView(new ArrayBuffer(8)), new ArrayBuffer(8), Readable.from([])]) {
      expect(containsNul(marked(binary))).toBe(false);
      expect(containsNul({ file: marked(binary), name: 'picture.png' })).toBe(false);
    }
    // ...while the text beside a binary value is still checked.
    expect(containsNul({ file: Buffer.alloc(4), name: 'a\u0000.png' })).toBe(true);
  });

  it('passes a 5 MB picture at once (the walk used to take seconds and a gigabyte)', () => {
    const picture = Buffer.alloc(5 * 1024 * 1024, 0);
    const started = performance.now();
    expect(containsNul(picture)).toBe(false);
    // Far under the seconds a walk of its five million indexes took; generous, so a busy machine never fails it.
    expect(performance.now() - started).toBeLessThan(1000);
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
