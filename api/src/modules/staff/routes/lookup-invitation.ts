import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationLookupPath, invitationLookupResponseSchema, staffWorkMessages } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { invitationDeps } from '../invitations/invitation-deps';
import { lookupInvitation } from '../invitations/invitations.service';

/** What an invitation link is for, before anyone is signed in (docs/product/staff.md). */
const lookupInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = invitationDeps(app);

  app.get(
    invitationLookupPath,
    {
      // Tokens are guessed no faster than passwords: the login's limit.
      config: { rateLimit: limits.login, bearer: false },
      schema: {
        tags: ['staff'],
        summary: 'What an invitation link is for: the address, the role, and whether it has an account (400 when invalid, expired or used)',
        querystring: z.object({
          token: z
            .string({ error: staffWorkMessages.invitationInvalid })
            .trim()
            .min(1, staffWorkMessages.invitationInvalid)
            .max(200, staffWorkMessages.invitationInvalid),
        }),
        response: { 200: invitationLookupResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, payload: await lookupInvitation(deps, request.query.token) };
    },
  );
};

export default routePlugin(lookupInvitationRoute);
