import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffEnquiriesPath, staffEnquiryReplyRequestSchema, staffEnquiryResponseSchema } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { replyToEnquiry } from '../../enquiry-replies.staff';

/** E-mail a reply to the enquirer, recorded on the enquiry (docs/product/staff.md). */
const replyToEnquiryRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...staffDeps(app), mailQueue: app.mailQueue, emails: app.mailer.templates, staffEmail: app.mailer.staffEmail };

  app.post(
    `${staffEnquiriesPath}/:id/replies`,
    {
      schema: {
        tags: ['staff'],
        summary:
          "E-mail a reply to the enquirer through the mail queue (signed with your first name, replies to the team's address); recorded on the enquiry as a reply",
        params: idParams,
        body: staffEnquiryReplyRequestSchema,
        response: { 200: staffEnquiryResponseSchema, 404: apiErrorSchema.describe('No such enquiry'), ...staffErrorResponses },
      },
    },
    async (request) => {
      const actor = { ...actorOf(request), firstname: request.staffMember!.firstname };
      return { success: true as const, payload: await replyToEnquiry(deps, actor, request.params.id, request.body.text) };
    },
  );
};

export default routePlugin(replyToEnquiryRoute);
