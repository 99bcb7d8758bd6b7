import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateEmailPath, validateEmailRequestSchema, validationResultSchema } from '@tenants/shared/model';
import { limits } from '../../../plugins/rate-limit';
import { errorResponses } from '../../../http-errors';

/** POST an e-mail address to check (docs/product/api.md), answered here so no service key reaches the browser. */
const checkEmailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    validateEmailPath,
    {
      config: { rateLimit: limits.validate },
      schema: {
        tags: ['validate'],
        summary: 'Check an e-mail address: syntax, the domain accepts mail (MX, else A/AAAA), and the remote service when configured',
        body: validateEmailRequestSchema,
        response: { 200: validationResultSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, result: await app.validation.email(request.body.email) }),
  );
};

export default routePlugin(checkEmailRoute);
