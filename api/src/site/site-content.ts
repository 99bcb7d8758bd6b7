import type { FastifyInstance } from 'fastify';
import { siteNavigationPath, siteSettingsPath, type SiteNavigation, type SiteSettings } from '@tenants/shared/model';
import type { ApiRequest, SiteContent } from './server-render-types';

/** The frame's data every page is drawn with: the settings (footer, help banner) and the navigation (menus, cards). */
type Frame = Pick<SiteContent, 'settings' | 'navigation'>;

async function payload<T>(request: ApiRequest, url: string): Promise<T> {
  const answer = await request({ method: 'GET', url });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
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
    const [settings, navigation] = await Promise.all([
      payload<SiteSettings>(request, siteSettingsPath),
      payload<SiteNavigation>(request, siteNavigationPath),
    ]);
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
  const frame = async (): Promise<Frame> => {
    const version = await app.contentVersion();
    if (version === undefined) return readFrame();
    if (kept?.version !== version) {
      const read = readFrame();
      kept = { version, frame: read };
      read.catch(() => {
        if (kept?.frame === read) kept = undefined;
      });
    }
    return kept.frame;
  };
  return async (pathname) => {
    const address = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const [data, published] = await Promise.all([frame(), app.sitePages.page(address)]);
    return { ...data, page: published?.page ?? null };
  };
}
