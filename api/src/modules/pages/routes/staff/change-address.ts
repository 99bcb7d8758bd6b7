import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, pageAddressChangeSchema, staffPageResponseSchema, staffPagesPath } from '@tenants/shared/model';
import { actorOf, idParams, staffErrorResponses } from '../../../staff';
import { pagesDeps } from '../../pages-deps';
import { changeAddress } from '../../pages.staff';

/** Move a service or plain page to a new address; the old one answers 301 from then on; editors only. */
const changeAddressRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.put(
    `${staffPagesPath}/:id/address`,
    {
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Change a page’s address (the old one becomes a 301 redirect); contributors 403',
        params: idParams,
        body: pageAddressChangeSchema,
        response: {
          200: staffPageResponseSchema,
          404: apiErrorSchema.describe('No such page'),
          409: apiErrorSchema.describe('Taken, reserved, not one for this type of page, or one of the site’s own pages'),
          ...staffErrorResponses,
        },
      },
    },
    async (request) => ({ success: true as const, payload: await changeAddress(deps, actorOf(request), request.params.id, request.body.address) }),
  );
};

export default routePlugin(changeAddressRoute);
