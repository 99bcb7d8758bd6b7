import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, staffInvitationRequestSchema, staffInvitationResponseSchema, staffInvitationsPath, staffWorkMessages } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../guard';
import { invitationDeps } from '../../../invitations/invitation-deps';
import { invite } from '../../../invitations/invitations.service';

/** Invite a colleague to the staff area with a role (docs/product/staff.md). */
const createInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = invitationDeps(app);

  app.post(
    staffInvitationsPath,
    {
      // The team is an admin's, and a new colleague is given access: a fresh password or factor too.
      config: { minRole: 'admin', freshAuth: 'second-factor' },
      schema: {
        tags: ['staff'],
        summary: 'Invite an address to the staff area with a role (admins; replaces a pending invitation to it); the link is mailed, 7 days, single use',
        body: staffInvitationRequestSchema,
        response: { 200: staffInvitationResponseSchema, 409: apiErrorSchema.describe('The address already has a staff role'), ...staffErrorResponses },
      },
    },
    async (request) => {
      const actor = { ...actorOf(request), firstname: request.staffMember!.firstname };
      return { success: true as const, message: staffWorkMessages.invitationSent, payload: await invite(deps, actor, request.body.email, request.body.role) };
    },
  );
};

export default routePlugin(createInvitationRoute);
