import type { FastifyInstance } from 'fastify';
import { paths } from '@tenants/shared/model';
import { answeringDraft } from './article-preview';
import type { ApiRequest, ServerRenderer, VersionSet } from './server-render';
import type { SiteContent } from './server-render-types';

/**
 * The desks' previews, drawn by the site's renderer from a draft and never kept: the modules ask for them
 * through their decorators (articlePagePreview, pagePreview), so they need not know the site.
 */
export function declarePreviews(
  app: FastifyInstance,
  {
    renderer,
    readShellIndex,
    pageDataScripts,
    apiRequest,
    siteContent,
  }: {
    renderer: ServerRenderer;
    readShellIndex: () => Promise<string>;
    pageDataScripts: (versions: VersionSet, urlPath: string) => Promise<string>;
    apiRequest: ApiRequest;
    siteContent: (pathname: string) => Promise<SiteContent>;
  },
) {
  // The news desk's preview: the article page as visitors will get it, drawn by news from the draft.
  app.articlePagePreview.draw = async (article) => {
    const url = paths.article(article.alias);
    const versions = await renderer.pickVersions(() => 1);
    const drawn = await renderer.page(await readShellIndex(), url, {
      versions,
      head: await pageDataScripts(versions, url),
      request: answeringDraft(apiRequest, article),
    });
    return drawn?.html;
  };

  // The pages desk's preview: the page at its address as visitors will get it, drawn from the draft in the
  // site's current frame (menus, footer).
  app.pagePreview.draw = async (page) => {
    const versions = await renderer.pickVersions(() => 1);
    const drawn = await renderer.page(await readShellIndex(), page.address, {
      versions,
      head: await pageDataScripts(versions, page.address),
      content: { ...(await siteContent(page.address)), page },
    });
    return drawn?.html;
  };

  // The settings' and the menus' desks: the home page drawn in a draft frame (footer, help banner, header
  // menu, footer columns), the rest of the site as it is. Drawn from `content`, so never kept.
  app.siteFramePreview.draw = async ({ settings, menus }) => {
    const versions = await renderer.pickVersions(() => 1);
    const home = await siteContent('/');
    const drawn = await renderer.page(await readShellIndex(), '/', {
      versions,
      head: await pageDataScripts(versions, '/'),
      content: { ...home, settings, navigation: { ...home.navigation, menus } },
    });
    return drawn?.html;
  };
}
