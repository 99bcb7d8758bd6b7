import type { FastifyInstance } from 'fastify';
import type { ReleaseDeps } from './releases.service';

/** The releases service's dependencies as the app has them: the deploy folder is the telemetry plugin's. */
export const releaseDeps = (app: FastifyInstance): ReleaseDeps => ({
  db: app.database.db,
  now: () => app.now(),
  deployDir: app.telemetry.deployDir,
  thresholds: app.telemetry.thresholds,
});
