import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPasskeyAuthenticationOptionsPath, staffPasskeyOptionsResponseSchema } from '@tenants/shared/model';
import { callerOf, staffErrorResponses } from '../../../guard';
import { relyingParty, secondFactorDeps } from '../../../second-factor/second-factor-deps';
import { passkeyAuthenticationOptions } from '../../../second-factor/second-factor.service';

/** The options for the browser's passkey prompt (the second step, or "confirm it's you"); the challenge stays on the session. */
const passkeyAuthenticationOptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffPasskeyAuthenticationOptionsPath,
    {
      config: { beforeSecondFactor: true, minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: "WebAuthn options to sign in with one of the account's passkeys",
        response: { 200: staffPasskeyOptionsResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      payload: { ...(await passkeyAuthenticationOptions(secondFactorDeps(app, request), callerOf(request), relyingParty(app))) },
    }),
  );
};

export default routePlugin(passkeyAuthenticationOptionsRoute);
