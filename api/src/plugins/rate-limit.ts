import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis from 'ioredis';

const rateLimitMessage = (after: string) => `Too many requests. Please wait ${after} and try again.`;

/** A route's own limit: `max` requests per client IP per `timeWindow`, declared as `config: { rateLimit: limits.<name> }`. */
const limit = (max: number, timeWindow = '1 minute') => ({ max, timeWindow });

/**
 * Every per-route limit, in one table so they can be compared at a glance. A route with its own limit is
 * counted on its own (a separate counter per route) instead of by the global limit. A route that is built
 * adds its limit here with it.
 */
export const limits = {
  /** Each check may cost a DNS round trip and a paid remote lookup: a form makes one or two per submit. */
  validate: limit(30),
  /** A person subscribes once; a burst is a script filling the lists. */
  subscribe: limit(10),
  /** An enquiry mails the staff and the visitor: a handful a minute is plenty for a person. */
  enquiry: limit(10),
  /** Password guessing: a person mistypes a few times, a script tries thousands. */
  login: limit(10),
  /** Each costs an scrypt hash (~128 MiB, a few hundred ms) and two validation checks. */
  register: limit(10),
  /** Each sends an e-mail and answers whether an address has an account (SPEC §8 says so). */
  forgotPassword: limit(5),
  /** Each guesses a reset token (hopeless at 256 bits) and costs an scrypt hash. */
  resetPassword: limit(10),
  /** Each asks the payments provider to charge a card: a donor retries a declined card a few times, a script tests stolen ones. */
  donation: limit(10),
  /** Static pictures: a listing page shows ten, so they get their own counter rather than the API's budget. */
  articleMedia: limit(600),
} satisfies Record<string, RateLimitOptions>;

export interface RateLimitPluginOptions {
  /** The global limit: requests per minute per client IP for routes without their own. */
  max: number;
  /** Counters in Redis (shared by every API instance); in this process's memory when absent. */
  redisUrl?: string;
}

/**
 * The API's rate limits: one global limit per client IP, and the per-route limits of `limits`. The error
 * handler turns the 429 into the house error shape.
 */
async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitPluginOptions) {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, {
        // A request must not hang while Redis is away: fail the counter quickly (and let it through, below).
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
      })
    : undefined;
  if (redis) {
    // ioredis reports connection trouble as events; without a listener Node would print each one as unhandled.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit: Redis unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'tenants-rate-limit:' } : {}),
    // A Redis outage must not take the site down with it: the request goes through uncounted.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(rateLimitMessage(context.after)), { statusCode: context.statusCode }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
