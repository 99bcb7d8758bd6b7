import type { FastifyInstance } from 'fastify';
import type { SiteMenus, SiteSettings } from '@tenants/shared/model';

/** The frame every page is drawn in: the settings (footer, help banner) and the menus (header, footer columns). */
export interface SiteFrame {
  settings: SiteSettings;
  menus: SiteMenus;
}

/** Draws the home page in a frame as visitors would see it; undefined when pages cannot be drawn on the server. */
export type SiteFramePreview = (frame: SiteFrame) => Promise<string | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set by the site server when it serves pages (SERVE_SITE=1), as `pagePreview` is: the settings' and the
     * menus' desks then show a draft in the site's own frame, drawn for the staff member and never kept.
     */
    siteFramePreview: { draw?: SiteFramePreview };
  }
}

export function declareSiteFramePreview(app: FastifyInstance): void {
  app.decorate('siteFramePreview', {});
}
