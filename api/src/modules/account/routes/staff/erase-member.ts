import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, okSchema, staffMemberEraseSchema, staffMembersPath } from '@tenants/shared/model';
import { actorOf, idParams, staffDeps, staffErrorResponses } from '../../../staff';
import { erase } from '../../account.staff';

/** Erase an account under UK GDPR (confirmed with its e-mail address) (docs/product/staff.md). */
const eraseMemberRoute: FastifyPluginAsyncZod = async (app) => {
  // The release history names admins as actors: erasure rewrites the one the releases page acts on.
  const deps = { ...staffDeps(app), deployDir: app.telemetry.deployDir };

  app.post(
    `${staffMembersPath}/:id/erase`,
    {
      // A password or second factor from the last 5 minutes (guard.ts): a stolen session cannot do this alone.
      config: { freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: 'Erase an account under UK GDPR (confirmed with its e-mail address)',
        params: idParams,
        body: staffMemberEraseSchema,
        response: { 200: okSchema, 404: apiErrorSchema.describe('No such member'), ...staffErrorResponses },
      },
    },
    async (request) => {
      await erase(deps, actorOf(request), request.params.id, request.body.confirm);
      return { success: true as const, message: 'The account was erased.' };
    },
  );
};

export default routePlugin(eraseMemberRoute);
