import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffEnquiriesPath, staffEnquiryReplyPreviewSchema, staffEnquiryReplyRequestSchema } from '@tenants/shared/model';
import { idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { replyPreview } from '../../enquiry-replies.staff';

/** The reply as the enquirer will get it, before it is sent (docs/product/staff.md). */
const previewEnquiryReplyRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...staffDeps(app), emails: app.mailer.templates, staffEmail: app.mailer.staffEmail };

  app.post(
    `${staffEnquiriesPath}/:id/replies/preview`,
    {
      schema: {
        tags: ['staff'],
        summary: 'The reply e-mail as the enquirer will get it (subject, text, HTML), who it goes to and where their answer comes back to; nothing is sent',
        params: idParams,
        body: staffEnquiryReplyRequestSchema,
        response: { 200: staffEnquiryReplyPreviewSchema, 404: apiErrorSchema.describe('No such enquiry'), ...staffErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      payload: await replyPreview(deps, { firstname: request.staffMember!.firstname }, request.params.id, request.body.text),
    }),
  );
};

export default routePlugin(previewEnquiryReplyRoute);
