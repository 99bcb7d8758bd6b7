import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatePhonePath, validatePhoneRequestSchema, validationResultSchema } from '@tenants/shared/model';
import { limits } from '../../../plugins/rate-limit';
import { errorResponses } from '../../../http-errors';

/** POST a phone number to check (docs/product/api.md), answered here so no service key reaches the browser. */
const checkPhoneRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    validatePhonePath,
    {
      config: { rateLimit: limits.validate },
      schema: {
        tags: ['validate'],
        summary: 'Check a phone number (digits only, read as British): a callable number, and the remote service when configured',
        body: validatePhoneRequestSchema,
        response: { 200: validationResultSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, result: await app.validation.phone(request.body.telephoneNumber) }),
  );
};

export default routePlugin(checkPhoneRoute);
