import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HealthCheck } from './checks';

declare module 'fastify' {
  interface FastifyInstance {
    /** What /api/health asks; each plugin with a dependency adds its own check (database, Redis, mail...). */
    healthChecks: HealthCheck[];
  }
}

/** Registered first, so every plugin after it can add the check of what it depends on. */
async function healthChecksPlugin(app: FastifyInstance) {
  app.decorate('healthChecks', [] as HealthCheck[]);
}

export default fp(healthChecksPlugin, { name: 'health-checks' });
