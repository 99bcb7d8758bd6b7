import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffEnquiriesPath, staffEnquiryNoteRequestSchema, staffEnquiryResponseSchema } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { addNote } from '../../enquiry.staff';

/** Add a note to an enquiry (docs/product/staff.md). */
const addEnquiryNoteRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.post(
    `${staffEnquiriesPath}/:id/notes`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Add a note to an enquiry',
        params: idParams,
        body: staffEnquiryNoteRequestSchema,
        response: { 200: staffEnquiryResponseSchema, 404: apiErrorSchema.describe('No such enquiry'), ...staffErrorResponses },
      },
    },
    async (request) => {
      return { success: true as const, payload: await addNote(deps, actorOf(request), request.params.id, request.body.text) };
    },
  );
};

export default routePlugin(addEnquiryNoteRoute);
