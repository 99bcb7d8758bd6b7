// @fastify/rate-limit's own stores are plain JavaScript without declarations; rate-limit-store.ts wraps them.
declare module '@fastify/rate-limit/store/LocalStore' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  const LocalStore: new (continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number) => FastifyRateLimitStore;
  export = LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type Redis from 'ioredis';
  const RedisStore: new (continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, redis: Redis, key?: string) => FastifyRateLimitStore;
  export = RedisStore;
}
