import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffEnquiriesPath, staffEnquiryListResponseSchema, staffEnquiryQuerySchema } from '@tenants/shared/model';
import { actorOf, staffDeps, staffErrorResponses } from '../../../staff';
import { enquiryList } from '../../enquiry.staff';

/** The enquiries inbox, newest first, filtered and searched (docs/product/staff.md). */
const listEnquiriesRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    staffEnquiriesPath,
    {
      schema: {
        tags: ['staff'],
        summary: 'The enquiries inbox, newest first, filtered and searched',
        querystring: staffEnquiryQuerySchema,
        response: { 200: staffEnquiryListResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await enquiryList(deps, actorOf(request), request.query) };
    },
  );
};

export default routePlugin(listEnquiriesRoute);
