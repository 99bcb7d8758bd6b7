import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffInvitationListResponseSchema, staffInvitationsPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../guard';
import { invitationDeps } from '../../../invitations/invitation-deps';
import { invitationList } from '../../../invitations/invitations.service';

/** The invitations sent, newest first (docs/product/staff.md). */
const listInvitationsRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = invitationDeps(app);

  app.get(
    staffInvitationsPath,
    {
      config: { minRole: 'admin', freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: 'The invitations sent, newest first, pending and accepted (admins)',
        response: { 200: staffInvitationListResponseSchema, ...staffErrorResponses },
      },
    },
    async () => {
      return { success: true as const, payload: await invitationList(deps) };
    },
  );
};

export default routePlugin(listInvitationsRoute);
