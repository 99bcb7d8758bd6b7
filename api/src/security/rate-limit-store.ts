import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type Redis from 'ioredis';
import { redisAnswers } from './redis-client';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
// At run time the plugin hands every store the window and the maximum besides the key and the callback.
type Incr = (key: string, callback: Callback, timeWindow?: number, max?: number) => void;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** What the plugin hands a store's constructor (its merged settings; the typings leave these out). */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

/**
 * A @fastify/rate-limit store that counts in Redis (shared by every API instance) and, while Redis is
 * away, in this process (per instance: a client may get a few more tries through a load balancer, but is
 * never unlimited, which is what skipOnError would give). Each request asks Redis first when it is
 * connected, so counting is shared again as soon as it is back.
 */
export function fallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: FastifyRateLimitStore,
      private readonly local: FastifyRateLimitStore,
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
      const local = () => (this.local.incr as Incr)(key, callback, timeWindow, max);
      if (!redisAnswers(redis)) return local();
      (this.shared.incr as Incr)(key, (error, result) => (error ? local() : callback(null, result)), timeWindow, max);
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class extends FallbackStore {
    constructor(options: StoreOptions) {
      super(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff, options.cache),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
