import { defaultRemoteRoutes, remoteNames, remoteRoutesElementId, remoteRoutesFileSchema, type RemoteRouteTable } from '@tenants/shared';

let current: RemoteRouteTable = defaultRemoteRoutes;

/** The routes the deployed remotes serve, as the page named them (the spec's until read). */
export const remoteRouteTable = (): RemoteRouteTable => current;

/**
 * Reads the routes the site server wrote into the page (each remote version's `routes.json`); a remote
 * whose list is missing or invalid keeps the spec's routes (as on the dev server, which writes none).
 */
export function readRouteTable(): RemoteRouteTable {
  let given: Record<string, unknown> = {};
  try {
    given = JSON.parse(document.getElementById(remoteRoutesElementId)?.textContent || '{}') as Record<string, unknown>;
  } catch {
    // A page without a usable table: the spec's routes.
  }
  current = Object.fromEntries(
    remoteNames.map((name) => {
      const parsed = remoteRoutesFileSchema.safeParse(given[name]);
      return [name, parsed.success ? parsed.data : defaultRemoteRoutes[name]];
    }),
  ) as RemoteRouteTable;
  return current;
}
