import type { FastifyInstance } from 'fastify';
import type { PageRecord } from '@tenants/shared/model';

/** Draws a page record as the public page at its address; undefined when the page cannot be drawn on the server. */
export type PagePreview = (page: PageRecord) => Promise<string | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set by the site server when it serves pages (SERVE_SITE=1): the pages desk's preview then shows a draft
     * as the public page itself, in the site's frame (menus, footer). A holder rather than a function, as
     * `articlePagePreview` is, because the site registers after the API routes and in its own scope.
     */
    pagePreview: { draw?: PagePreview } & PagePreviewOptions;
  }
}

/** What a page's shared preview link needs (page-share-link.ts): its key, and the site's address to make it on. */
export interface PagePreviewOptions {
  linkKey: Buffer;
  siteUrl: string;
}

export function declarePagePreview(app: FastifyInstance, options: PagePreviewOptions): void {
  app.decorate('pagePreview', { ...options });
}
