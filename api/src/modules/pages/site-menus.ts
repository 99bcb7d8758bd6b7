import type { Kysely } from 'kysely';
import { defaultMenus, siteMenusSchema, type SiteMenus } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { isSiteRoute } from './page-addresses';
import { livePages, putSetting } from './pages.repository';
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
 * Refuses menus that would send a visitor to a 404 (a save, and a publish, since a page may have gone off the
 * site meanwhile): every link to this site must lead to a published page or one of the site's own pages; an
 * outside link is an https address (the contract's). 400 naming each link that does not, with where it is.
 */
export async function checkMenuLinks(deps: PagesDeps, menus: SiteMenus): Promise<void> {
  // The spec's own menu addresses are the site's whatever is released (/events is the news remote's).
  const live = new Set([...(await livePages(deps.db)).map((row) => row.address), ...linksOf(defaultMenus).map(({ to }) => pathOf(to))]);
  const released = (await deps.releasedRoutes?.()) ?? [];
  const broken = linksOf(menus).filter(({ to }) => to.startsWith('/') && !live.has(pathOf(to)) && !isSiteRoute(pathOf(to), released));
  if (broken.length > 0) {
    const errors = broken.map(({ path, to }) => ({ path, message: `${to} is not a page of the site: choose a published page or an https address.` }));
    throw new HttpError(400, errors[0].message, {}, errors);
  }
}

/** The menus put live (publishing), in the publish's transaction. */
export const putMenus = (trx: Db, menus: SiteMenus, at: string, by: string | null) => putSetting(trx, menusKey, JSON.stringify(menus), at, by);
