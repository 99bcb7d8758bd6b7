import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { redisAnswers } from './redis-client';

export interface Count {
  count: number;
  /** Milliseconds until the count starts again from zero. */
  resetInMs: number;
}

/**
 * Fixed-window counters for the limits that follow a target rather than an address (failed logins per
 * account, wrong second-factor answers, sign-ups per e-mail...). In Redis when it is configured; otherwise,
 * or while it is unreachable, in the database (one atomic statement a hit), so every API instance on it
 * shares them either way. A lockout takes its attempt with `hit` before it checks anything: counted after
 * the check, a burst of guesses sent at once was all checked.
 */
export interface CounterStore {
  /** Adds one to `key`'s count in a window of `windowMs` (started by the first hit) and gives the new count, atomically. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count so far, without adding to it. */
  peek(key: string): Promise<Count>;
  /** Forgets `key` (a successful login clears its failures). */
  reset(key: string): Promise<void>;
}

const prefix = 'tenants-counter:';
/** Windows that ended are deleted at most this often (by whichever hit comes next). */
const sweepEveryMs = 60_000;

function databaseStore(db: Kysely<Database>): CounterStore {
  let swept = 0;
  const remaining = (resetAt: string) => Math.max(0, Date.parse(resetAt) - Date.now());
  return {
    async hit(key, windowMs) {
      const now = new Date();
      const at = now.toISOString();
      // Keys never seen again would otherwise stay for good.
      if (now.getTime() - swept >= sweepEveryMs) {
        swept = now.getTime();
        await db.deleteFrom('security_counters').where('reset_at', '<=', at).execute();
      }
      // One statement: a new window, or one more in the current one, or a new window over one that ended.
      // Both databases run it as one atomic step per key (PostgreSQL locks the row; SQLite has one writer).
      const row = await db
        .insertInto('security_counters')
        .values({ key, count: 1, reset_at: new Date(now.getTime() + windowMs).toISOString() })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const ended = eb('security_counters.reset_at', '<=', at);
            return {
              count: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('security_counters.count', '+', 1))
                .end(),
              reset_at: eb.case().when(ended).then(eb.ref('excluded.reset_at')).else(eb.ref('security_counters.reset_at')).end(),
            };
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetInMs: remaining(row.reset_at) };
    },
    async peek(key) {
      const row = await db
        .selectFrom('security_counters')
        .select(['count', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', new Date().toISOString())
        .executeTakeFirst();
      return row ? { count: Number(row.count), resetInMs: remaining(row.reset_at) } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      await db.deleteFrom('security_counters').where('key', '=', key).execute();
    },
  };
}

function redisStore(redis: Redis): CounterStore {
  return {
    async hit(key, windowMs) {
      // The window starts with the first hit (SET NX) and is not stretched by later ones.
      const results = await redis
        .multi()
        .set(prefix + key, 0, 'PX', windowMs, 'NX')
        .incr(prefix + key)
        .pttl(prefix + key)
        .exec();
      const count = Number(results?.[1]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Keys name their target (`login-failures:ann@example.com`, `register:+447700900123`): stored as a keyed
 * HMAC, so neither Redis nor the database holds a list of the addresses and numbers that were tried, and
 * a copy of either cannot be matched against a list of addresses without the secret.
 */
function hashingKeys(store: CounterStore, secret: string): CounterStore {
  const hashed = async (key: string) => createHmac('sha256', secret).update(key).digest('base64url');
  return {
    hit: async (key, windowMs) => store.hit(await hashed(key), windowMs),
    peek: async (key) => store.peek(await hashed(key)),
    reset: async (key) => store.reset(await hashed(key)),
  };
}

/**
 * The counters, their keys hashed with `keySecret`: derived from SIGNING_SECRET, which every instance shares
 * (so every instance hashes a key alike), and never stored. Without one (a test's store) a process's own.
 */
export function createCounterStore({
  redis,
  db,
  log,
  keySecret = processSecret,
}: {
  redis?: Redis;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  keySecret?: string;
}): CounterStore {
  return hashingKeys(counterStore({ redis, db, log }), keySecret);
}

const processSecret = randomBytes(32).toString('base64url');

function counterStore({ redis, db, log }: { redis?: Redis; db: Kysely<Database>; log: FastifyBaseLogger }): CounterStore {
  const local = databaseStore(db);
  if (!redis) return local;

  const shared = redisStore(redis);
  let warned = false;
  // Each call tries Redis first, so counting is back in Redis as soon as it is.
  const fallback =
    <A extends unknown[], R>(call: (store: CounterStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        // While Redis reconnects a command would wait for a timeout: count in the database at once instead.
        if (!redisAnswers(redis)) throw new Error(`Redis is ${redis.status}`);
        const result = await call(shared, ...args);
        warned = false;
        return result;
      } catch (error) {
        if (!warned) log.warn({ err: error }, 'counters: Redis unavailable, counting in the database until it is back');
        warned = true;
        return call(local, ...args);
      }
    };
  return {
    hit: fallback((store, key: string, windowMs: number) => store.hit(key, windowMs)),
    peek: fallback((store, key: string) => store.peek(key)),
    reset: fallback((store, key: string) => store.reset(key)),
  };
}
