import type { FastifyInstance } from 'fastify';
import { contentPagePaths, isPagePath, paths, type RemoteRouteTable } from '@tenants/shared/model';
import { routeOwner } from './route-owner';
import { sitePage } from '../modules/pages/pages.service';

/** The address of a content page: the path without a trailing slash (the shell's `contentAddress`). */
export const contentAddress = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath) || '/';

/**
 * Whether the site has a page at `urlPath` (otherwise it answers 404 with the 404 page). A page the code
 * draws whatever the database holds is one: a remote's route, the sorry and 404 pages. A content page (home,
 * a service page, one staff made) is one only while it is published: unpublished, deleted, scheduled or
 * draft-only, its address is the 404 page like any unknown one. When the pages cannot be read, the site's
 * fixed addresses stay pages: a database away must not answer home 404 (a crawler drops a page it is told is gone).
 */
export async function isSitePage(app: FastifyInstance, urlPath: string, routes: RemoteRouteTable): Promise<boolean> {
  const address = contentAddress(urlPath);
  if (address === paths.sorry || address === paths.notFound || routeOwner(address, routes)) return true;
  if (await app.sitePages.isLive(address)) return true;
  if (!isPagePath(address, routes)) return false;
  try {
    return (await sitePage(app.database.db, address)) !== null;
  } catch {
    return true;
  }
}

/**
 * A page's pattern for the metrics' route label: a remote's route (`/insights/:id`), one of the shell's fixed
 * pages, or one label for the content pages staff make (their addresses are many and change; one series each
 * would grow without bound).
 */
export function pageRouteLabel(urlPath: string, routes: RemoteRouteTable): string {
  const address = contentAddress(urlPath);
  const remote = routeOwner(address, routes);
  if (remote) return remote.route.path;
  if ((contentPagePaths as readonly string[]).includes(address) || address === paths.sorry) return address;
  return '/:content-page';
}
