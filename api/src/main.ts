import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

/** `node dist/main.js`: migrate, then serve the site and the API on one port. */
async function main() {
  const config = loadConfig();
  const database = openDatabase(config.database);
  await migrateToLatest(database);

  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.db.destroy());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const port = app.server.address();
  const what = config.serveSite ? 'Site and API' : 'API';
  console.log(`${what} on http://localhost:${typeof port === 'object' && port ? port.port : config.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
