import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { outboxCommand, outboxViewerPath } from './mail/outbox-transport';
import { shutdown, shutdownTimeoutMs } from './shutdown';

/** `node dist/main.js`: migrate, then serve the site and the API on one port. */
async function main() {
  const config = loadConfig();
  const database = openDatabase(config.database);
  await migrateToLatest(database);

  const app = await buildApp({ config, database });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(
        { signal },
        `shutting down: draining for ${config.shutdownDrainMs / 1000} s, then finishing the requests and mail under way (at most ${shutdownTimeoutMs / 1000} s)`,
      );
      shutdown(app, database, { drainMs: config.shutdownDrainMs }).then(
        (outcome) => {
          if (outcome === 'timed out') app.log.error('shutdown timed out; exiting with work unfinished');
          process.exit(outcome === 'stopped' ? 0 : 1);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const port = app.server.address();
  const what = config.serveSite ? 'Site and API' : 'API';
  const origin = `http://localhost:${typeof port === 'object' && port ? port.port : config.port}`;
  console.log(`${what} on ${origin}`);
  if (!config.mail.smtpUrl) {
    const viewer = config.mail.outboxViewer ? ` or, on this machine, ${origin}${outboxViewerPath}` : '';
    console.log(`E-mail is kept in the outbox (no SMTP_URL): read it with \`${outboxCommand}\`${viewer}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
