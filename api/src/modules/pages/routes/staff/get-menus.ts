import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteMenusResponseSchema, staffMenusPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff';
import { siteMenus } from '../../site-menus';

/** The header's main menu and the footer's chosen columns, for editors to change (docs/product/pages.md "Menus"). */
const getMenusRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffMenusPath,
    { schema: { tags: ['staff'], summary: 'The site’s menus (staff and admins)', response: { 200: siteMenusResponseSchema, ...staffErrorResponses } } },
    async () => ({ success: true as const, payload: await siteMenus(app.database.db) }),
  );
};

export default routePlugin(getMenusRoute);
