import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db/database';
import type { DatabaseConfig } from '../config';

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
  if (!opts.handle) app.addHook('onClose', async () => handle.db.destroy());
}

export default fp(databasePlugin, { name: 'database' });
