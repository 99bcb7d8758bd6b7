import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffEnquiriesPath, staffEnquiryResponseSchema } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { openEnquiry } from '../../enquiry.staff';

/** One enquiry with its notes (docs/product/staff.md). */
const getEnquiryRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    `${staffEnquiriesPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'One enquiry with its notes',
        params: idParams,
        response: { 200: staffEnquiryResponseSchema, 404: apiErrorSchema.describe('No such enquiry'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await openEnquiry(deps, actorOf(request), request.params.id) };
    },
  );
};

export default routePlugin(getEnquiryRoute);
