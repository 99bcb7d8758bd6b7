import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  validateEmailPath,
  validateEmailRequestSchema,
  validatePhonePath,
  validatePhoneRequestSchema,
  validationResultSchema,
} from '@tenants/shared';
import { limits } from '../../plugins/rate-limit';
import { errorResponses } from '../schemas';

/** The forms' e-mail and phone checks (SPEC §5, §7), answered by our server so no service key reaches the browser. */
const validateRoutes: FastifyPluginAsyncZod = async (app) => {
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

export default validateRoutes;
