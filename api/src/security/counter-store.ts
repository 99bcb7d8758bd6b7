import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import { redisAnswers } from './redis-client';

export interface Count {
  count: number;
  /** Milliseconds until the count starts again from zero. */
  resetInMs: number;
}

/**
 * Fixed-window counters for the limits that follow a target rather than an address (failed logins per
 * account, sign-ups per e-mail...). In Redis they are shared by every API instance; without Redis, or
 * while it is unreachable, this process counts on its own (with one warning) rather than not at all.
 */
export interface CounterStore {
  /** Adds one to `key`'s count in a window of `windowMs` (started by the first hit) and gives the new count. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count so far, without adding to it. */
  peek(key: string): Promise<Count>;
  /** Forgets `key` (a successful login clears its failures). */
  reset(key: string): Promise<void>;
}

const prefix = 'tenants-counter:';

function memoryStore(): CounterStore & { sweep(): void } {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - Date.now() };
    },
    async peek(key) {
      const entry = current(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - Date.now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      counts.delete(key);
    },
    // Expired keys of targets never seen again would otherwise stay for the life of the process.
    sweep() {
      const now = Date.now();
      for (const [key, entry] of counts) if (entry.resetAt <= now) counts.delete(key);
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

export function createCounterStore({ redis, log }: { redis?: Redis; log: FastifyBaseLogger }): CounterStore {
  const memory = memoryStore();
  const sweeper = setInterval(() => memory.sweep(), 60_000);
  sweeper.unref();
  if (!redis) return memory;

  const shared = redisStore(redis);
  let warned = false;
  // Each call tries Redis first, so counting is shared again as soon as it is back.
  const fallback =
    <A extends unknown[], R>(call: (store: CounterStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        // While Redis reconnects a command would wait for a timeout: count here at once instead.
        if (!redisAnswers(redis)) throw new Error(`Redis is ${redis.status}`);
        const result = await call(shared, ...args);
        warned = false;
        return result;
      } catch (error) {
        if (!warned) log.warn({ err: error }, 'counters: Redis unavailable, counting in this process until it is back');
        warned = true;
        return call(memory, ...args);
      }
    };
  return {
    hit: fallback((store, key: string, windowMs: number) => store.hit(key, windowMs)),
    peek: fallback((store, key: string) => store.peek(key)),
    reset: fallback((store, key: string) => store.reset(key)),
  };
}
