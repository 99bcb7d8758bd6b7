import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Redis from 'ioredis';
import type { Limits } from '../config/types';
import { createCounterStore, type CounterStore } from '../security/counter-store';
import { connectRedis, firstConnection } from '../security/redis-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured limits (RATE_LIMIT_<NAME>), read by the per-route limits and the per-target checks. */
    limits: Limits;
    /** Counters that hold across addresses and instances (failed logins per account, sign-ups per e-mail...). */
    counters: CounterStore;
    /** The Redis every instance counts in (REDIS_URL), or null: the rate limit's store uses it too. */
    sharedRedis: Redis | null;
  }
}

export interface CountersPluginOptions {
  limits: Limits;
  /** Counters in Redis (shared by every API instance); in the database when absent. */
  redisUrl?: string;
  redisCommandTimeoutMs?: number;
  /** What the per-target counters' keys are hashed with (shared by every instance). */
  counterKeySecret?: string;
}

/**
 * The limits and the counters, for the whole app rather than the API's scope alone: the site server's form
 * posts without JavaScript call the modules' services directly and count against the same per-address limits
 * as the API's routes (modules/enquiry/no-script), shared by every instance like theirs.
 */
async function countersPlugin(app: FastifyInstance, opts: CountersPluginOptions) {
  const redis = opts.redisUrl ? connectRedis(opts.redisUrl, app.log, opts.redisCommandTimeoutMs) : undefined;
  if (redis) {
    app.healthChecks.push({
      name: 'redis',
      critical: false,
      async run() {
        if (redis.status !== 'ready') return { status: 'down', connection: redis.status, limits: 'counted in this process' };
        await redis.ping();
        return { status: 'up', limits: 'shared' };
      },
    });
    // The first requests after a start are counted in Redis, not in memory, unless it is down.
    app.addHook('onReady', async () => firstConnection(redis, 2000));
    app.addHook('onClose', async () => {
      // QUIT would wait for a connection that is not there.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }
  app.decorate('sharedRedis', redis ?? null);
  app.decorate('limits', opts.limits);
  // The per-target counters: in Redis when configured, else in the database (shared by every instance on it).
  app.decorate('counters', createCounterStore({ redis, db: app.database.db, log: app.log, keySecret: opts.counterKeySecret }));
}

export default fp(countersPlugin, { name: 'counters', dependencies: ['database', 'health-checks'] });
