import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LimitName } from '../config/types';
import { clientKey } from '../security/client-key';
import { fallbackStore } from '../security/rate-limit-store';
import { isInProcessCall } from '../security/in-process-call';

/** What a client over a limit is told, `after` the wait in words ("1 minute", "30 seconds"). */
export const rateLimitMessage = (after: string) => `Too many requests. Please wait ${after} and try again.`;

/**
 * A route's own limit: RATE_LIMIT_<NAME> requests per client address per `timeWindow`. `max` is read from
 * the app at request time, so operators tune it from the environment without a code change.
 */
const limit = (name: LimitName, timeWindow = '1 minute') => ({
  max: (request: FastifyRequest) => request.server.limits[name],
  timeWindow,
});

/**
 * Every per-route limit, in one table so they can be compared at a glance (the numbers are each module's
 * `limits`, config/limits.ts). A route with its own limit is counted on its own (a separate counter per
 * route) instead of by the global limit. A route that is built adds its limit here with it.
 */
export const limits = {
  /** Each check may cost a DNS round trip and a paid remote lookup: a form makes one or two per submit. */
  validate: limit('validate'),
  /** A person subscribes once; a burst is a script filling the lists. */
  subscribe: limit('subscribe'),
  /** An enquiry mails the staff and the visitor: a handful a minute is plenty for a person. */
  enquiry: limit('enquiry'),
  /** Password guessing: a person mistypes a few times, a script tries thousands. */
  login: limit('login'),
  /** Each costs an scrypt hash (~128 MiB, a few hundred ms) and two validation checks. */
  register: limit('register'),
  /** Each sends an e-mail and answers whether an address has an account (docs/product/accounts-and-guides.md says so). */
  forgotPassword: limit('forgotPassword'),
  /** Each guesses a reset token (hopeless at 256 bits) and costs an scrypt hash. */
  resetPassword: limit('resetPassword'),
  /** Each asks the payments provider to charge a card: a donor retries a declined card a few times, a script tests stolen ones. */
  donation: limit('donation'),
  /** Static pictures: a listing page shows ten, so they get their own counter rather than the API's budget. */
  articleMedia: limit('articleMedia'),
  /** Browsers' report beacons: a page sends one or two; a flood is a script trying to skew a canary's figures. */
  telemetry: limit('telemetry'),
};

export interface RateLimitPluginOptions {
  /** The global limit: requests per minute per client IP for routes without their own. */
  max: number;
}

/**
 * The API's rate limits: one global limit per client, and the per-route limits of `limits` (their numbers
 * are `app.limits`, and the counters of the per-target limits `app.counters`: plugins/counters.ts). A client
 * is its IPv4 address or its IPv6 /64 (one subscriber's whole network). The error handler turns the 429
 * into the house error shape.
 */
async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitPluginOptions) {
  const redis = app.sharedRedis;
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: '1 minute',
    keyGenerator: (request) => clientKey(request.ip),
    // The server render's own calls for a page's data: the page's visitor was counted when asking for it.
    allowList: (request) => isInProcessCall(request),
    // In Redis while it answers, in this process while it does not: a Redis outage neither takes the
    // site down nor lifts the limits.
    ...(redis ? { store: fallbackStore(redis, 'tenants-rate-limit:') } : {}),
    errorResponseBuilder: (_request, context) => Object.assign(new Error(rateLimitMessage(context.after)), { statusCode: context.statusCode }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['counters'] });
