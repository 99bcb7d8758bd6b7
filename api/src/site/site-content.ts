import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultMenus, siteNavigationPath, siteSettingsPath, type SiteNavigation, type SiteSettings } from '@tenants/shared/model';
import { parseSiteSettingsFile, siteSettingsFileName } from '../modules/pages/page-files';
import { findRepoRoot } from '../repo-root';
import type { ApiRequest, SiteContent } from './server-render-types';

/** The frame's data every page is drawn with: the settings (footer, help banner) and the navigation (menus, cards). */
type Frame = Pick<SiteContent, 'settings' | 'navigation'>;

async function payload<T>(request: ApiRequest, url: string): Promise<T> {
  const answer = await request({ method: 'GET', url });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { payload: T }).payload;
}

/**
 * What the shell's render draws an address from (decision 0018): the page published there (null: none, e.g.
 * a remote's page) and the frame's data, read in process (the API's own routes through `request`, no
 * network). The frame's data is kept under the content version, which every published change bumps in its
 * transaction, as the page cache is: a page drawn after a publish has the new words, menus and footer.
 */
export function siteContentReader(app: FastifyInstance, request: ApiRequest): (pathname: string) => Promise<SiteContent> {
  let kept: { version: unknown; frame: Promise<Frame> } | undefined;
  const readFrame = async (): Promise<Frame> => {
    const [settings, navigation] = await Promise.all([payload<SiteSettings>(request, siteSettingsPath), payload<SiteNavigation>(request, siteNavigationPath)]);
    // An overview's card (Similar Services of another overview shows it): its record's, which the
    // navigation's list leaves out.
    const areas = await Promise.all(
      navigation.areas.map(async (area) => {
        const card = area.overview && (await app.sitePages.page(area.overview.address))?.page.card;
        return card && area.overview ? { ...area, overview: { ...area.overview, text: card.text, image: card.image } } : area;
      }),
    );
    return { settings, navigation: { ...navigation, areas } };
  };
  // A database that cannot answer (away, or not migrated) must not take every page down with it: the
  // frame is then the settings the database is seeded from, with no menus, logged once.
  let warned = false;
  const orSeed = (read: Promise<Frame>) =>
    read.catch(async (error: unknown) => {
      if (!warned)
        app.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'site content: cannot read the settings and navigation; drawing with the seed settings',
        );
      warned = true;
      const settings = parseSiteSettingsFile(await readFile(path.join(findRepoRoot(), 'api', 'content', siteSettingsFileName), 'utf8'));
      return { settings, navigation: { areas: [], pages: [], menus: defaultMenus } };
    });
  const frame = async (): Promise<Frame> => {
    const version = await app.contentVersion();
    if (version === undefined) return orSeed(readFrame());
    if (kept?.version !== version) {
      const read = readFrame();
      // Not kept when it failed: the next page asks the database again.
      kept = { version, frame: read };
      read.catch(() => {
        if (kept?.frame === read) kept = undefined;
      });
    }
    return orSeed(kept.frame);
  };
  return async (pathname) => {
    const address = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const [data, published] = await Promise.all([frame(), app.sitePages.page(address)]);
    return { ...data, page: published?.page ?? null };
  };
}
