import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationAcceptPath, invitationAcceptResponseSchema, invitationAcceptSchema, staffWorkMessages } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { limits } from '../../../plugins/rate-limit';
import { invitationDeps } from '../invitations/invitation-deps';
import { acceptInvitation } from '../invitations/invitations.service';

/** Accept an invitation: a new account, or an existing one's password; the role is granted (docs/product/staff.md). */
const acceptInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = invitationDeps(app);

  app.post(
    invitationAcceptPath,
    {
      // A password is tried here: the login's limit.
      config: { rateLimit: limits.login, bearer: false },
      schema: {
        tags: ['staff'],
        summary:
          'Accept an invitation: names and a password make a new account; an existing account gives its password. Answers a session and where to set up the second factor',
        body: invitationAcceptSchema,
        response: { 200: invitationAcceptResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const signedIn = await acceptInvitation(deps, request.body);
      return { success: true as const, message: staffWorkMessages.invitationAccepted, payload: signedIn };
    },
  );
};

export default routePlugin(acceptInvitationRoute);
