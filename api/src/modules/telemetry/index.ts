import { defineModule, routesFolder, tableTypes } from '../module';
import { releaseEmails } from './release.emails';
import { loadTelemetryConfig } from './telemetry.config';
import telemetryPlugin from './telemetry-plugin';
import type { TelemetryTables } from './telemetry.tables';

export default defineModule({
  name: 'telemetry',
  routes: routesFolder(__dirname),
  plugin: {
    plugin: telemetryPlugin,
    options: ({ config }) => ({
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
