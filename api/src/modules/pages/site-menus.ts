import type { Kysely } from 'kysely';
import { defaultMenus, siteMenusSchema, type SiteMenus } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { audited, type Actor } from '../staff';
import { isSiteRoute } from './page-addresses';
import { bumpContentVersion, livePages, putSetting } from './pages.repository';
import type { PagesDeps } from './page-staff-view';

type Db = Kysely<Database>;

/** The settings row that holds the menus (beside the site settings, not one of them: editors change it). */
export const menusKey = 'menus';

/** The menus as the editors left them; the spec's until they change them (or if the row cannot be read). */
export async function siteMenus(db: Db): Promise<SiteMenus> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', menusKey).executeTakeFirst();
  if (!row) return defaultMenus;
  const parsed = siteMenusSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : defaultMenus;
}

/** Every link the menus hold, with where it sits (`main.1.links.0.to`), for the refusals. */
function linksOf(menus: SiteMenus): Array<{ path: string; to: string }> {
  const found: Array<{ path: string; to: string }> = [];
  menus.main.forEach((entry, i) => {
    if (entry.to) found.push({ path: `main.${i}.to`, to: entry.to });
    entry.links.forEach((link, j) => found.push({ path: `main.${i}.links.${j}.to`, to: link.to }));
  });
  menus.footer.forEach((column, i) => column.links.forEach((link, j) => found.push({ path: `footer.${i}.links.${j}.to`, to: link.to })));
  return found;
}

/** The path part of a site address (`/news#latest` → `/news`). */
const pathOf = (to: string) => (to.split(/[?#]/)[0].replace(/(.)\/+$/, '$1') || '/').toLowerCase();

/**
 * The menus changed (staff and admins: the officer who writes pages sets where they are linked from). Every
 * link to this site must lead to a published page or one of the site's own pages, so a menu never sends a
 * visitor to a 404; an outside link is an https address. Live at the next request, and in the audit log.
 */
export async function updateMenus(deps: PagesDeps, actor: Actor, menus: SiteMenus): Promise<SiteMenus> {
  // The spec's own menu addresses are the site's whatever is released (/events is the news remote's).
  const live = new Set([...(await livePages(deps.db)).map((row) => row.address), ...linksOf(defaultMenus).map(({ to }) => pathOf(to))]);
  const released = (await deps.releasedRoutes?.()) ?? [];
  const broken = linksOf(menus).filter(({ to }) => to.startsWith('/') && !live.has(pathOf(to)) && !isSiteRoute(pathOf(to), released));
  if (broken.length > 0) {
    const errors = broken.map(({ path, to }) => ({ path, message: `${to} is not a page of the site: choose a published page or an https address.` }));
    throw new HttpError(400, errors[0].message, {}, errors);
  }
  const now = deps.now().toISOString();
  await audited(deps, actor, async (trx) => {
    await putSetting(trx, menusKey, JSON.stringify(menus), now, actor.id);
    await bumpContentVersion(trx);
    return { result: undefined, audit: [{ action: 'settings.update' as const, targetType: 'settings' as const, targetId: menusKey }] };
  });
  return siteMenus(deps.db);
}
