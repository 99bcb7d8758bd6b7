import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/database';
import type { DatabaseConfig } from '../config/core';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/**
 * Gives every route `app.database` (the Kysely instance and its dialect). The app closes a database it opened itself; one handed in (a test's or the
 * CLI's) stays open for its owner.
 */
async function databasePlugin(app: FastifyInstance, opts: { config: DatabaseConfig; handle?: DatabaseHandle }) {
  const handle = opts.handle ?? openDatabase(opts.config);
  app.decorate('database', handle);
  // Once per outage, not per dropped connection: the pool drops every idle connection when the server goes.
  let reported = 0;
  handle.pool?.on('error', (error) => {
    if (Date.now() - reported > 60_000) app.log.warn({ code: (error as { code?: string }).code, reason: error.message }, 'database connection lost');
    reported = Date.now();
  });
  app.healthChecks.push({
    name: 'database',
    critical: true,
    async run() {
      const started = performance.now();
      await sql`select 1`.execute(handle.db);
      const pool = handle.pool ? { connections: handle.pool.totalCount, idle: handle.pool.idleCount, waiting: handle.pool.waitingCount } : {};
      return { status: 'up', dialect: handle.dialect, latencyMs: Math.round(performance.now() - started), ...pool };
    },
  });
  if (!opts.handle) app.addHook('onClose', async () => handle.db.destroy());
}

export default fp(databasePlugin, { name: 'database', dependencies: ['health-checks'] });
