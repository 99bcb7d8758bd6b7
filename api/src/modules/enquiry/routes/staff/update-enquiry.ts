import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffEnquiriesPath, staffEnquiryResponseSchema, staffEnquiryUpdateSchema } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { updateEnquiry } from '../../enquiry.staff';

/** Change the status, the assignee and/or add a note, in one transaction (docs/product/staff.md). */
const updateEnquiryRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.patch(
    `${staffEnquiriesPath}/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Change the status, the assignee (null unassigns) and/or add a note, in one save; answers the whole enquiry',
        params: idParams,
        body: staffEnquiryUpdateSchema,
        response: { 200: staffEnquiryResponseSchema, 404: apiErrorSchema.describe('No such enquiry'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await updateEnquiry(deps, actorOf(request), request.params.id, request.body) };
    },
  );
};

export default routePlugin(updateEnquiryRoute);
