import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteSettingsPath, siteSettingsResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { siteSettings } from '../pages.service';

/** The words every page shares: the footer's, the newsletter box's and the help banner (docs/product/pages.md). */
const getSiteSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    siteSettingsPath,
    {
      schema: {
        tags: ['pages'],
        summary: 'The site settings: footer tagline, contact e-mail, address, social links, newsletter box, help banner',
        response: { 200: siteSettingsResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, payload: await siteSettings(app.database.db) };
    },
  );
};

export default routePlugin(getSiteSettingsRoute);
