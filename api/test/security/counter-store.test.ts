import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';
import { createCounterStore } from '../../src/security/counter-store';
import { describeEachDatabase, describeWithRedis } from '../helper';

/** A logger that keeps the warnings' messages. */
const logger = (warnings: string[] = []) => ({ warn: (_fields: unknown, message: string) => void warnings.push(message) }) as unknown as FastifyBaseLogger;
const quiet = logger();

describeEachDatabase('counters', (suite) => {
  describe('in the database (no Redis)', () => {
    it('count hits in a window that starts with the first and resets by itself', async () => {
      const store = createCounterStore({ db: suite.database.db, log: quiet });
      const key = randomUUID();
      expect((await store.hit(key, 200)).count).toBe(1);
      const second = await store.hit(key, 200);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(0);
      expect(second.resetInMs).toBeLessThanOrEqual(200);
      expect((await store.peek(key)).count).toBe(2);
      await new Promise((r) => setTimeout(r, 250));
      expect((await store.peek(key)).count).toBe(0);
      expect((await store.hit(key, 200)).count).toBe(1);
    });

    it('forget a key on reset', async () => {
      const store = createCounterStore({ db: suite.database.db, log: quiet });
      const key = randomUUID();
      await store.hit(key, 60_000);
      await store.reset(key);
      expect((await store.peek(key)).count).toBe(0);
    });

    it('store no e-mail address or phone number, only a keyed hash of the key', async () => {
      const store = createCounterStore({ db: suite.database.db, log: quiet });
      const email = `ann.${randomUUID().slice(0, 8)}@example.com`;
      await store.hit(`login-failures:${email}`, 60_000);
      await store.hit('register-phone:447700900123', 60_000);
      expect((await store.peek(`login-failures:${email}`)).count).toBe(1);
      const keys = (await suite.database.db.selectFrom('security_counters').select('key').execute()).map((row) => row.key).join(' ');
      expect(keys).not.toContain(email);
      expect(keys).not.toContain('@');
      expect(keys).not.toContain('447700900123');
      // Not a plain SHA-256 of the key either (a list of addresses would find it): keyed with the server's secret.
      expect(keys).not.toContain(createHash('sha256').update(`login-failures:${email}`).digest('base64url'));
    });

    it('are shared by two API instances on the database, and 50 hits at once get 50 different counts', async () => {
      const first = createCounterStore({ db: suite.database.db, log: quiet });
      const second = createCounterStore({ db: suite.database.db, log: quiet });
      const key = randomUUID();
      const counts = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? first : second).hit(key, 60_000)));
      expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect((await second.peek(key)).count).toBe(50);
    });
  });

  describeWithRedis('in Redis', (url) => {
    const clients: Redis[] = [];
    const connect = () => {
      const redis = new Redis(url, { maxRetriesPerRequest: 1 });
      clients.push(redis);
      return redis;
    };
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.quit()));
    });

    it('are shared by two API instances', async () => {
      const first = createCounterStore({ redis: connect(), db: suite.database.db, log: quiet });
      const second = createCounterStore({ redis: connect(), db: suite.database.db, log: quiet });
      const key = randomUUID();
      await first.hit(key, 60_000);
      await second.hit(key, 60_000);
      expect(await first.peek(key)).toEqual({ count: 2, resetInMs: expect.any(Number) });
      await second.reset(key);
      expect((await first.peek(key)).count).toBe(0);
    });

    it('put no e-mail address in a Redis key', async () => {
      const redis = connect();
      const store = createCounterStore({ redis, db: suite.database.db, log: quiet });
      const email = `bob.${randomUUID().slice(0, 8)}@example.com`;
      await store.hit(`login-failures:${email}`, 60_000);
      expect((await store.peek(`login-failures:${email}`)).count).toBe(1);
      const keys = await redis.keys('tenants-counter:*');
      expect(keys.length).toBeGreaterThan(0);
      // (The test Redis is shared with other runs: only this address is looked for.)
      expect(keys.join(' ')).not.toContain(email.split('@')[0]);
      await store.reset(`login-failures:${email}`);
    });

    it('fall back to the database while Redis is unreachable, with one warning, instead of not counting', async () => {
      const warnings: string[] = [];
      const log = logger(warnings);
      // Nothing listens on port 1: every command fails at once.
      const down = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
      down.on('error', () => undefined);
      const store = createCounterStore({ redis: down, db: suite.database.db, log });
      const key = randomUUID();
      expect((await store.hit(key, 60_000)).count).toBe(1);
      expect((await store.hit(key, 60_000)).count).toBe(2);
      // Another instance without Redis sees the same count.
      expect((await createCounterStore({ db: suite.database.db, log: quiet }).peek(key)).count).toBe(2);
      expect(warnings.filter((line) => line.includes('counting in the database'))).toHaveLength(1);
      down.disconnect();
    });
  });
});
