import { createPasswordHasher, busyMessage } from '../../src/security/password';
import { HttpError } from '../../src/http-errors';
import { isCommonPassword } from '../../src/security/common-passwords';

jest.setTimeout(60_000);

describe('password hashing on its own worker pool', () => {
  const hasher = createPasswordHasher({ threads: 1, maxQueue: 1, costLog2: 17 });
  afterAll(() => hasher.close());

  it('hashes with scrypt at OWASP’s cost and checks in constant time', async () => {
    const stored = await hasher.hash('a long tenant passphrase');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await hasher.verify('a long tenant passphrase', stored)).toBe(true);
    expect(await hasher.verify('a long tenant passphrase!', stored)).toBe(false);
    expect(await hasher.verify('anything', 'not-a-hash')).toBe(false);
  });

  it('hashes at the configured cost, and still checks a hash stored at another cost', async () => {
    const cheaper = createPasswordHasher({ threads: 1, maxQueue: 1, costLog2: 12 });
    try {
      const stored = await cheaper.hash('a long tenant passphrase');
      expect(stored).toMatch(/^scrypt\$4096\$8\$1\$/);
      // A hash made at N = 2^12 is checked by a hasher set to 2^17, and the other way round.
      expect(await hasher.verify('a long tenant passphrase', stored)).toBe(true);
      expect(await cheaper.verify('a long tenant passphrase', await hasher.hash('a long tenant passphrase'))).toBe(true);
    } finally {
      await cheaper.close();
    }
  });

  it('keeps the event loop free while it hashes (a timer fires on time)', async () => {
    const started = Date.now();
    let lateBy = -1;
    const timer = new Promise<void>((resolve) => setTimeout(() => ((lateBy = Date.now() - started - 20), resolve()), 20));
    await Promise.all([hasher.hash('one'), timer]);
    expect(lateBy).toBeLessThan(100);
  });

  it('refuses work beyond the queue with a 503 and Retry-After instead of piling it up', async () => {
    // One thread busy, one waiting: the third has no place.
    const results = await Promise.allSettled([hasher.hash('a'), hasher.hash('b'), hasher.hash('c')]);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0].reason).toBeInstanceOf(HttpError);
    expect(refused[0].reason).toMatchObject({ statusCode: 503, message: busyMessage, headers: { 'retry-after': '5' } });
    // Once the queue drains, work is taken again.
    expect(await hasher.verify('c', await hasher.hash('c'))).toBe(true);
  });
});

describe('the common-password list', () => {
  it('holds the most used passwords (at least the top 10,000), without case', () => {
    for (const password of ['password', '12345678', 'PASSWORD', 'qwerty123', 'letmein1', 'football']) expect(isCommonPassword(password)).toBe(true);
  });

  it('lets an uncommon passphrase through', () => {
    expect(isCommonPassword('tenant-rent-review-2026')).toBe(false);
    expect(isCommonPassword('correct horse battery staple 9')).toBe(false);
  });
});
