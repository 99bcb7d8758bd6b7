import { routePlugin } from '../../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, okSchema, staffInvitationsPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../guard';
import { idParams } from '../../../params';
import { invitationDeps } from '../../../invitations/invitation-deps';
import { withdrawInvitation } from '../../../invitations/invitations.service';

/** Withdraw an invitation: its link stops working (docs/product/staff.md). */
const deleteInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = invitationDeps(app);

  app.delete(
    `${staffInvitationsPath}/:id`,
    {
      config: { minRole: 'admin', freshAuth: 'second-factor' },
      schema: {
        tags: ['staff'],
        summary: 'Withdraw an invitation: its link stops working (admins)',
        params: idParams,
        response: { 200: okSchema, 404: apiErrorSchema.describe('No such invitation'), ...staffErrorResponses },
      },
    },
    async (request) => {
      await withdrawInvitation(deps, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};

export default routePlugin(deleteInvitationRoute);
