import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPasskeyOptionsResponseSchema, staffPasskeyRegistrationOptionsPath } from '@tenants/shared/model';
import { callerOf, staffErrorResponses } from '../../../guard';
import { relyingParty, secondFactorDeps } from '../../../second-factor/second-factor-deps';
import { passkeyRegistrationOptions } from '../../../second-factor/second-factor.service';

/**
 * The options for the browser's "create a passkey"; a session confirmed with a second factor, given again in
 * the last 5 minutes (the guard), so neither a stolen password nor a session left open adds its own passkey.
 */
const passkeyRegistrationOptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffPasskeyRegistrationOptionsPath,
    {
      config: { minRole: 'contributor', freshAuth: 'second-factor' },
      schema: { tags: ['staff'], summary: 'WebAuthn options to add a passkey', response: { 200: staffPasskeyOptionsResponseSchema, ...staffErrorResponses } },
    },
    async (request) => ({
      success: true as const,
      payload: { ...(await passkeyRegistrationOptions(secondFactorDeps(app, request), callerOf(request), relyingParty(app))) },
    }),
  );
};

export default routePlugin(passkeyRegistrationOptionsRoute);
