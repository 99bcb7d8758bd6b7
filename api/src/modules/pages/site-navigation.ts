import type { Kysely } from 'kysely';
import { serviceAreaList, type PageRecord, type SiteNavigation } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { livePages } from './pages.repository';
import { recordOf } from './pages.service';
import { siteMenus } from './site-menus';

type Db = Kysely<Database>;

/** The published pages for menus, overview cards and the sitemap: service pages by area in menu order. */
export async function navigation(db: Db): Promise<SiteNavigation> {
  const pages = (await livePages(db)).map((row) => recordOf(row));
  const byPosition = (a: PageRecord, b: PageRecord) => (a.card?.position ?? 0) - (b.card?.position ?? 0) || a.address.localeCompare(b.address);
  return {
    areas: serviceAreaList.map((area) => {
      const overview = pages.find((page) => page.type === 'overview' && page.area === area);
      return {
        area,
        ...(overview ? { overview: { address: overview.address, title: overview.title } } : {}),
        services: pages
          .filter((page) => page.type === 'service' && page.area === area)
          .sort(byPosition)
          .map((page) => ({ address: page.address, slug: page.address.split('/').pop()!, title: page.title, text: page.card!.text, image: page.card!.image })),
      };
    }),
    pages: pages.map((page) => ({ address: page.address, title: page.title, type: page.type })),
    menus: await siteMenus(db),
  };
}

/** Published pages with their last change, for the sitemap. */
export const sitemapPages = async (db: Db): Promise<{ address: string; updatedAt: string }[]> =>
  (await livePages(db)).map((row) => ({ address: row.address, updatedAt: row.published_at ?? row.updated_at }));
