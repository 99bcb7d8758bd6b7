import type { FastifyInstance } from 'fastify';
import { articleByAliasPath, type Article } from '@tenants/shared/model';

/** Draws an article as its public page; undefined when the page cannot be drawn on the server. */
export type ArticlePagePreview = (article: Article) => Promise<string | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set by the site server when it serves pages (SERVE_SITE=1): the news desk's preview then shows a
     * draft as the public article page itself, drawn by the deployed news version. A holder rather than a
     * function, because the site registers after the API routes and in its own scope.
     */
    articlePagePreview: { draw?: ArticlePagePreview };
  }
}

export function declareArticlePagePreview(app: FastifyInstance): void {
  app.decorate('articlePagePreview', {});
}

/**
 * The in-process API as the page's data loader sees it, except that the article's own address answers the
 * draft: the rest of the page (Other Articles, the frame) is what visitors get.
 */
export const answeringDraft =
  <R extends (request: { method: string; url: string }) => Promise<{ status: number; body: string }>>(request: R, article: Article) =>
  async (call: { method: string; url: string }) =>
    call.method === 'GET' && call.url.split('?')[0] === articleByAliasPath(article.alias)
      ? { status: 200, body: JSON.stringify({ success: true, payload: article }) }
      : request(call);
