import { remoteRouteFor, type RemoteRouteTable } from '@tenants/shared/model';

/** Answers by route table (each version set's table is one object, never changed) and path. */
const answers = new WeakMap<RemoteRouteTable, Map<string, ReturnType<typeof remoteRouteFor>>>();
/** Paths remembered per table: the site's pages and a few more; a client inventing paths only empties it. */
const pathsPerTable = 2000;

/**
 * The remote and route that own `pathname` in `routes` (shared's `remoteRouteFor`), remembered: a kept page's
 * request asked it five times over (the page check, the metrics label, the page data, the page itself), and
 * matching every remote's patterns each time was a twentieth of the request's cost.
 */
export function routeOwner(pathname: string, routes: RemoteRouteTable): ReturnType<typeof remoteRouteFor> {
  let known = answers.get(routes);
  if (!known) answers.set(routes, (known = new Map()));
  if (known.has(pathname)) return known.get(pathname);
  const owner = remoteRouteFor(pathname, routes);
  if (known.size >= pathsPerTable) known.clear();
  known.set(pathname, owner);
  return owner;
}
