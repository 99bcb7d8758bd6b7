import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultMenus, serviceAreaList, type PageBlock, type PageRecord, type SiteNavigation, type SiteSettings } from '@tenants/shared';
import type { SiteData } from '../src/pages/content/site-data';

/**
 * The site's pages as the shell's tests read them: the files of api/content (the pages' source, which the
 * database is seeded from), and the navigation the API makes of them (service pages by area in menu order).
 */
const contentDir = join(__dirname, '../../api/content');
const pagesDir = join(contentDir, 'pages');

export const pageRecords: PageRecord[] = readdirSync(pagesDir)
  .sort()
  .map((file) => JSON.parse(readFileSync(join(pagesDir, file), 'utf8')) as PageRecord);

export const pageRecord = (address: string): PageRecord => {
  const page = pageRecords.find((record) => record.address === address);
  if (!page) throw new Error(`No page file for ${address}`);
  return page;
};

export const siteSettings = JSON.parse(readFileSync(join(contentDir, 'site-settings.json'), 'utf8')) as SiteSettings;

/** The navigation of `pages`, as GET /api/site/navigation answers it (api/src/modules/pages: navigation). */
export function navigationOf(pages: PageRecord[]): SiteNavigation {
  const byPosition = (a: PageRecord, b: PageRecord) => (a.card?.position ?? 0) - (b.card?.position ?? 0) || a.address.localeCompare(b.address);
  return {
    areas: serviceAreaList.map((area) => {
      const overview = pages.find((page) => page.type === 'overview' && page.area === area);
      return {
        area,
        ...(overview ? { overview: { address: overview.address, title: overview.title, text: overview.card?.text, image: overview.card?.image } } : {}),
        services: pages
          .filter((page) => page.type === 'service' && page.area === area)
          .sort(byPosition)
          .map((page) => ({ address: page.address, slug: page.address.split('/').pop()!, title: page.title, text: page.card!.text, image: page.card!.image })),
      };
    }),
    pages: pages.map((page) => ({ address: page.address, title: page.title, type: page.type })),
    menus: defaultMenus,
  };
}

export const siteData: SiteData = { settings: siteSettings, navigation: navigationOf(pageRecords) };

const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as unknown as Response;

/**
 * A fetch that answers the site's content reads from the files (a published page by address, the
 * navigation, the settings), as the browser's content routes ask them; anything else is `otherwise`'s.
 */
export function contentFetch(otherwise?: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/pages') {
      const page = pageRecords.find((record) => record.address === url.searchParams.get('address'));
      return Promise.resolve(page ? json(200, { success: true, payload: page }) : json(404, { success: false, message: 'Not found' }));
    }
    if (url.pathname === '/api/site/navigation') return Promise.resolve(json(200, { success: true, payload: siteData.navigation }));
    if (url.pathname === '/api/site-settings') return Promise.resolve(json(200, { success: true, payload: siteSettings }));
    if (otherwise) return otherwise(input, init);
    return Promise.reject(new Error(`No answer for ${url.pathname} in the test`));
  };
}

/** The first block of `type` on the page at `address` (a section's test draws it as the page does). */
export function blockOf<T extends PageBlock['type']>(address: string, type: T): Extract<PageBlock, { type: T }> {
  const block = pageRecord(address).blocks.find((candidate): candidate is Extract<PageBlock, { type: T }> => candidate.type === type);
  if (!block) throw new Error(`No ${type} block on ${address}`);
  return block;
}
