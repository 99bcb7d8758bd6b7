import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMePath, staffMeResponseSchema } from '@tenants/shared/model';
import { staffErrorResponses } from '../../guard';

/** The signed-in staff member (docs/product/staff.md). */
const getMeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffMePath,
    {
      // Contributors too: every staff member has a session and a second factor of their own.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'The signed-in staff member',
        response: { 200: staffMeResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: request.staffMember! };
    },
  );
};

export default routePlugin(getMeRoute);
