import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { okSchema, staffAuthMessages, staffPasskeyVerifyPath, staffPasskeyVerifySchema } from '@tenants/shared/model';
import { callerOf, staffErrorResponses } from '../../../guard';
import { relyingParty, secondFactorDeps } from '../../../second-factor/second-factor-deps';
import { verifyPasskey } from '../../../second-factor/second-factor.service';

/** The second step with a passkey. */
const verifyPasskeyRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffPasskeyVerifyPath,
    {
      config: { beforeSecondFactor: true, minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: 'Confirm this session with a passkey (the answer to the authentication options)',
        body: staffPasskeyVerifySchema,
        response: { 200: okSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      // The contract checks the outline; the library checks every field that matters.
      await verifyPasskey(secondFactorDeps(app, request), callerOf(request), request.body.response as unknown as AuthenticationResponseJSON, relyingParty(app));
      return { success: true as const, message: staffAuthMessages.verified };
    },
  );
};

export default routePlugin(verifyPasskeyRoute);
