import { defaultRemoteRoutes, readPageJson, remoteRoutesElementId, type RemoteRoute, type RemoteRouteTable } from '@tenants/shared/core';

let current: RemoteRouteTable = defaultRemoteRoutes;

/** The routes the deployed remotes serve, as the page named them (the spec's until read). */
export const remoteRouteTable = (): RemoteRouteTable => current;

/**
 * A remote's list as the page gives it. The site server wrote it from the release's `routes.json`, which it
 * checked against the contract (`remoteRoutesFileSchema`); here only its shape is checked, so the page's
 * start-up does without the schema library.
 */
const isRouteList = (value: unknown): value is RemoteRoute[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (route: Partial<RemoteRoute> | null) =>
      typeof route?.path === 'string' && route.path.startsWith('/') && typeof route.title === 'string' && route.title !== '',
  );

/**
 * Reads the routes the site server wrote into the page (each remote version's `routes.json`); a remote
 * whose list is missing or invalid keeps the spec's routes (as on the dev server, which writes none).
 */
export function readRouteTable(): RemoteRouteTable {
  // A page without a usable table (or only content imitating one): the spec's routes.
  const read = readPageJson(remoteRoutesElementId);
  const given = read && typeof read === 'object' && !Array.isArray(read) ? (read as Record<string, unknown>) : {};
  // The spec's remotes keep their default routes when the page names none; any other remote the page names
  // (a new team's, added by its first release) is mounted from the page alone.
  const table: Record<string, readonly RemoteRoute[]> = { ...defaultRemoteRoutes };
  // `__proto__` is a key JSON.parse keeps as its own, but assigning it would replace the table's prototype.
  for (const [name, routes] of Object.entries(given)) if (name !== '__proto__' && isRouteList(routes)) table[name] = routes;
  current = table;
  return current;
}
