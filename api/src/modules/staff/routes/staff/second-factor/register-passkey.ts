import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { staffPasskeyListResponseSchema, staffPasskeyRegisterSchema, staffPasskeysPath } from '@tenants/shared/model';
import { callerOf, staffErrorResponses } from '../../../guard';
import { relyingParty, secondFactorDeps } from '../../../second-factor/second-factor-deps';
import { registerPasskey } from '../../../second-factor/second-factor.service';

/** Registers the passkey the browser made from the registration options; answers the passkeys. */
const registerPasskeyRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffPasskeysPath,
    {
      // Contributors too: every staff member has a session and a second factor of their own.
      config: { minRole: 'contributor', freshAuth: 'second-factor' },
      schema: {
        tags: ['staff'],
        summary: 'Add a passkey (the answer to the registration options)',
        body: staffPasskeyRegisterSchema,
        response: { 200: staffPasskeyListResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { response, name } = request.body;
      // The contract checks the outline; the library checks every field that matters.
      const payload = await registerPasskey(
        secondFactorDeps(app, request),
        callerOf(request),
        response as unknown as RegistrationResponseJSON,
        name,
        relyingParty(app),
      );
      return { success: true as const, payload };
    },
  );
};

export default routePlugin(registerPasskeyRoute);
