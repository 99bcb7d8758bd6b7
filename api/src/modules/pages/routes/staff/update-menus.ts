import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteMenusResponseSchema, siteMenusSchema, staffMenusPath } from '@tenants/shared/model';
import { fieldErrorsSchema } from '../../../../http-errors';
import { actorOf, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { updateMenus } from '../../site-menus';

/** Change the menus (staff and admins), whole: every link to this site must lead to one of its pages; live at the next request. */
const updateMenusRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.put(
    staffMenusPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'Change the site’s menus (staff and admins): the main menu and the footer’s chosen columns',
        body: siteMenusSchema,
        response: {
          200: siteMenusResponseSchema,
          ...staffErrorResponses,
          400: fieldErrorsSchema.describe('Invalid input; or a link to a page the site does not have (every one in errors, with its path)'),
        },
      },
    },
    async (request) => ({ success: true as const, payload: await updateMenus(deps, actorOf(request), request.body) }),
  );
};

export default routePlugin(updateMenusRoute);
