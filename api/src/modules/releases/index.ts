import { releaseDeps } from './release-deps';
import { recordAutoRollback } from './releases.service';
import { defineModule, routePlugin, routesFolder, tableTypes } from '../module';
import type { ReleaseTables } from './releases.tables';

/**
 * Releases in the staff area (README "Release and roll back one remote"): the releases page's API, for
 * admins, behind the staff guard (routes/autohooks.ts); and the audit row of every rollback the canary
 * watch makes by itself. One route file each.
 */
const routes = routesFolder(__dirname);

export default defineModule({
  name: 'releases',
  routes: routePlugin(async function releaseRoutes(app) {
    await app.register(routes);
    const deps = releaseDeps(app);
    app.telemetry.onRollback.push((rolledBack) => recordAutoRollback(deps, rolledBack));
  }),
  tables: tableTypes<ReleaseTables>(),
});
