import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One global in-memory limit per client IP for the API. The error handler turns the 429 into the
 * house error shape. Per-route limits (and Redis counters) come with the routes that need them.
 */
async function rateLimitPlugin(app: FastifyInstance, opts: { max: number }) {
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), { statusCode: context.statusCode }),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
