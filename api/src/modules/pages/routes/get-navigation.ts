import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { navigationResponseSchema, siteNavigationPath } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { navigation } from '../site-navigation';

/** The published service pages by area with their titles and card lines, and every published page (menus, overview cards, sitemap). */
const getNavigationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    siteNavigationPath,
    {
      schema: {
        tags: ['pages'],
        summary: 'The published service pages by area (menu order, title, card line and picture) and every published page',
        response: { 200: navigationResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { success: true as const, payload: await navigation(app.database.db) };
    },
  );
};

export default routePlugin(getNavigationRoute);
