import type { Kysely } from 'kysely';
import { defaultRemoteRoutes, pageMessages, paths, remoteRouteFor, serviceAreas, type PageType, type RemoteRouteTable } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { findPageByAddress, findRedirect } from './pages.repository';

type Db = Kysely<Database>;

/**
 * Paths that are not pages' to take: the API and its probes, the staff area, release files and documents,
 * the forms, the crawlers' and the browser's own files.
 */
const reservedPrefixes = [
  '/api',
  '/staff',
  '/remotes',
  '/media',
  '/documents',
  '/forms',
  '/insights',
  '/newsletters',
  '/config.json',
  '/remotes.json',
  '/livez',
  '/readyz',
  '/metrics',
  '/robots.txt',
  '/sitemap.xml',
];
const shellPaths = new Set<string>(Object.values(paths).filter((value) => typeof value === 'string'));

/**
 * Whether `address` belongs to the site itself rather than to a page: one of the shell's own pages, an API
 * or file path, or a route of any released remote (`released`: each released version's routes.json, the
 * spec's table besides) — `/events`, `/events/{slug}`, `/offers`, `/account/email` among them.
 */
export function isSiteRoute(address: string, released: readonly RemoteRouteTable[] = []): boolean {
  if (shellPaths.has(address) || reservedPrefixes.some((p) => address === p || address.startsWith(`${p}/`))) return true;
  return [defaultRemoteRoutes, ...released].some((table) => remoteRouteFor(address, table) !== undefined);
}

/**
 * Why `address` cannot be given to a page (`pageId`: the page moving there, whose own old addresses it may
 * take back), or undefined when it can: the site's own routes (isSiteRoute) are reserved for every page type,
 * and so are addresses of other pages and their redirects. Service pages live at /{area}/{name}; nothing else does.
 */
export async function addressProblem(
  db: Db,
  address: string,
  page: { id?: string; type: PageType; area?: string | null },
  released: readonly RemoteRouteTable[] = [],
): Promise<string | undefined> {
  const parts = address.split('/').filter(Boolean);
  const underArea = parts.length > 0 && Object.hasOwn(serviceAreas, parts[0]);
  if (page.type === 'service' && (parts.length !== 2 || parts[0] !== page.area || parts[1] === 'services')) return pageMessages.serviceAddress;
  if (page.type === 'plain' && underArea) return pageMessages.plainUnderArea;
  if (isSiteRoute(address, released)) return pageMessages.addressReserved;
  const other = await findPageByAddress(db, address);
  if (other && other.id !== page.id) return pageMessages.addressTaken;
  const redirect = await findRedirect(db, address);
  if (redirect && redirect.page_id !== page.id) return pageMessages.addressTaken;
  return undefined;
}
