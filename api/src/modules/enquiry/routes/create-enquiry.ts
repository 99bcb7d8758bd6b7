import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enquiryPath, enquiryRequestSchema, enquiryResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { enquiryDepsOf, submitEnquiry } from '../enquiry.service';

/** POST the 7-step enquiry (docs/product/enquiry.md): stored, the staff notified, a receipt to the visitor. */
const createEnquiryRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = enquiryDepsOf(app);

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
    async (request) => {
      await submitEnquiry(deps, request.body, enquiryPath);
      return { success: true as const, message: 'Thank you for your enquiry.' };
    },
  );
};

export default routePlugin(createEnquiryRoute);
