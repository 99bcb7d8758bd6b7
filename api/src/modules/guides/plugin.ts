import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '@tenants/shared/model';
import type { GuidesConfig } from './guides.config';
import { createGuideLibrary, type GuideLibrary } from './library';

declare module 'fastify' {
  interface FastifyInstance {
    guides: GuideLibrary;
  }
}

export interface GuidesPluginOptions {
  config: GuidesConfig;
  publicApiBase: string;
  brand: Brand;
  siteUrl: string;
}

/** Gives the routes `app.guides`: the member guides' list, covers, PDFs and signed links. */
async function guidesPlugin(app: FastifyInstance, opts: GuidesPluginOptions) {
  app.decorate(
    'guides',
    createGuideLibrary({
      dir: opts.config.dir,
      linkSecret: opts.config.linkSecret,
      publicApiBase: opts.publicApiBase,
      product: opts.brand.product,
      siteUrl: opts.siteUrl,
    }),
  );
}

export default fp(guidesPlugin, { name: 'guides' });
