import type { FastifyPluginAsync } from 'fastify';
import { staffGuard } from '../staff/guard';
import { releaseDeps } from './release-deps';
import { recordAutoRollback } from './releases.service';
import listReleasesRoute from './routes/list-releases';
import promoteCanaryRoute from './routes/promote-canary';
import rollBackRoute from './routes/roll-back';
import startCanaryRoute from './routes/start-canary';
import { defineModule, tableTypes } from '../module';
import type { ReleaseTables } from './releases.tables';

/**
 * Releases in the staff area (README "Release and roll back one remote"): the releases page's API, for
 * admins, behind the staff guard in this plugin's own scope; and the audit row of every rollback the canary
 * watch makes by itself. One route file each.
 */
const releasesRoutes: FastifyPluginAsync = async (app) => {
  // Called, not registered: its hooks must hold for the routes below, in this plugin's scope.
  await staffGuard(app);
  for (const route of [listReleasesRoute, startCanaryRoute, promoteCanaryRoute, rollBackRoute]) await app.register(route);

  const deps = releaseDeps(app);
  app.telemetry.onRollback.push((rolledBack) => recordAutoRollback(deps, rolledBack));
};

export default defineModule({ name: 'releases', routes: releasesRoutes, tables: tableTypes<ReleaseTables>() });
