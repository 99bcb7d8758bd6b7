import type { FastifyPluginAsync } from 'fastify';
import { defineModule, tableTypes } from '../module';
import { releaseEmails } from './release.emails';
import ingestRoute from './routes/ingest';
import { loadTelemetryConfig } from './telemetry.config';
import telemetryPlugin from './telemetry-plugin';
import type { TelemetryTables } from './telemetry.tables';

/** Browsers' reports (docs/product/telemetry.md): one route. */
const telemetryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(ingestRoute);
};

export default defineModule({
  name: 'telemetry',
  routes: telemetryRoutes,
  plugin: {
    stage: 'before-routes',
    register: (app, { config }) =>
      app.register(telemetryPlugin, {
        telemetry: config.telemetry,
        releases: config.releases,
        deployDir: config.deployDir,
        secret: config.signingSecret,
      }),
  },
  tables: tableTypes<TelemetryTables>(),
  emails: releaseEmails,
  limits: {
    /** Browsers' report beacons per client address per minute (a page sends one or two). */
    telemetry: 60,
  },
  mailKinds: ['release-alert'],
  config: loadTelemetryConfig,
});
