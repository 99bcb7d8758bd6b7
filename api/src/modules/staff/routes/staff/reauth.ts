import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { staffAuthMessages, staffFreshAuthMs, staffReauthPath, staffReauthResponseSchema, staffReauthSchema } from '@tenants/shared/model';
import { callerOf, staffErrorResponses } from '../../guard';
import { relyingParty, secondFactorDeps } from '../../second-factor/second-factor-deps';
import { reauthenticate, type ReauthProof } from '../../second-factor/second-factor.service';

/**
 * "Confirm it's you": the password, an authenticator or recovery code, or a passkey (after the authentication
 * options) stamps the session, and erase, deactivate, reactivate and exports work for the next 5 minutes.
 */
const reauthRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffReauthPath,
    {
      // Contributors too: every staff member has a session and a second factor of their own.
      config: { minRole: 'contributor' },
      schema: {
        tags: ['staff'],
        summary: "Confirm it's you (password, code or passkey) before erase, deactivate, reactivate or an export",
        body: staffReauthSchema,
        response: { 200: staffReauthResponseSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { password, code, passkey } = request.body;
      const proof: ReauthProof = password ? { password } : code ? { code } : { passkey: passkey as unknown as AuthenticationResponseJSON };
      const at = await reauthenticate(secondFactorDeps(app, request), callerOf(request), proof, relyingParty(app));
      return {
        success: true as const,
        message: staffAuthMessages.reauthenticated,
        payload: { freshUntil: new Date(at.getTime() + staffFreshAuthMs).toISOString() },
      };
    },
  );
};

export default routePlugin(reauthRoute);
