import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages, apiErrorSchema, registerPath, registerRequestSchema, tokenResponseSchema } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { accountDeps } from '../account-deps';
import { register } from '../account.service';

/** Sign-up (docs/product/accounts-and-guides.md): a member account, logged in at once. */
const registerRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = accountDeps(app);

  app.post(
    registerPath,
    {
      config: { rateLimit: limits.register },
      schema: {
        tags: ['account'],
        summary: 'Create a member account and log it in',
        body: registerRequestSchema,
        response: { 200: tokenResponseSchema, 409: apiErrorSchema.describe('"Email Existed" or "Phone Existed"'), ...errorResponses },
      },
    },
    async (request) => {
      const token = await register(deps, request.body);
      return { success: true as const, token, message: accountMessages.registered };
    },
  );
};

export default routePlugin(registerRoute);
