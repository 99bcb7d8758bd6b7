import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';

/**
 * The Redis connection behind the shared counters. While Redis is away the counters count in this
 * process (see counter-store.ts and rate-limit-store.ts), so nothing here may make a request wait: a
 * command that gets no answer fails within `commandTimeout`, and ioredis keeps reconnecting in the
 * background, capped at two seconds between tries, so counting is shared again soon after Redis is back.
 */
export function connectRedis(url: string, log: FastifyBaseLogger, commandTimeout = 1000): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // ioredis reports every failed reconnect as an event; one line per outage is enough (and without a
  // listener Node would print each one as unhandled).
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) log.warn({ err: error }, 'Redis unavailable: rate limits count in this process until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('Redis is back: rate limits are shared again');
    down = false;
  });
  return redis;
}

/**
 * Whether a command can go to Redis now. While it waits to reconnect, commands would queue until a
 * timeout: the caller counts without it at once instead (in memory; the per-target counters in the database). A client that is connecting (or lazy, "wait")
 * takes the command as soon as it is connected, or fails it fast.
 */
export const redisAnswers = (redis: Redis) => ['ready', 'connect', 'connecting', 'wait'].includes(redis.status);

/**
 * Waits (at most `ms`) for the first connection, so the first requests after a start are counted in Redis
 * rather than without it; gives up at once when the connection fails.
 */
export async function firstConnection(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}
