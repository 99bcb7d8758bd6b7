import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquiryPath, enquiryRequestSchema, enquiryResponseSchema, messages } from '@tenants/shared';
import { sendError } from '../../plugins/error-handler';
import { limits } from '../../plugins/rate-limit';
import { errorResponses } from '../schemas';
import { addSubscription } from '../subscribe/subscribe.repository';
import { addEnquiry } from './enquiry.repository';

/**
 * The 7-step enquiry (SPEC §7 POST /enquire/create). The contract checks the allowed values and the
 * required fields; the e-mail and phone get the same checks the browser ran, since a request can skip the
 * browser. Stored with its mail in one transaction: a mail server that is down must not lose the enquiry
 * nor its mail.
 */
const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    enquiryPath,
    {
      config: { rateLimit: limits.enquiry },
      schema: {
        tags: ['enquiry'],
        summary: 'Send an enquiry: stored, the staff notified, a receipt to the visitor',
        body: enquiryRequestSchema,
        response: { 200: enquiryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const enquiry = { ...request.body, email: request.body.email.toLowerCase() };
      if ((await app.validation.email(enquiry.email)) === 'Invalid') return sendError(reply, 400, messages.emailInvalid);
      if ((await app.validation.phone(enquiry.phone)) === 'Invalid') return sendError(reply, 400, messages.phoneInvalid);

      const now = new Date();
      const { templates, staffEmail } = app.mailer;
      // The enquiry and its two mails are stored together: a mail server that is down loses nothing, the
      // queue delivers them when it is back.
      await app.mailQueue.transaction(async (trx, queue) => {
        await addEnquiry(trx, enquiry, now);
        if (enquiry.isSubscribe) await addSubscription(trx, 'newsletter', { contact: enquiry.email, source: enquiryPath, consentedAt: now });
        await queue('enquiry-notification', { to: staffEmail, replyTo: enquiry.email, ...templates.enquiryNotification(enquiry) });
        await queue('enquiry-receipt', { to: enquiry.email, ...templates.enquiryReceipt(enquiry) });
      });
      return { success: true as const, message: 'Thank you for your enquiry.' };
    },
  );
};

export default enquiryRoutes;
