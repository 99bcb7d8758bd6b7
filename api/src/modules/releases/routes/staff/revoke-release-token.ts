import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, releaseActionResponseSchema, releaseTokenMessages, releaseTokenParamsSchema, staffReleaseTokensPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff/guard';
import { revokeReleaseToken } from '../../release-tokens';

/** Revokes a release token at once (admins; no fresh confirmation: taking a power away should be quick). */
const revokeReleaseTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    `${staffReleaseTokensPath}/:id`,
    {
      config: { adminOnly: true },
      schema: {
        tags: ['staff', 'releases'],
        summary: 'Revoke a release token: its next use is refused (admins only)',
        params: releaseTokenParamsSchema,
        response: { 200: releaseActionResponseSchema, 404: apiErrorSchema.describe('No such token'), ...staffErrorResponses },
      },
    },
    async (request) => {
      await revokeReleaseToken({ db: app.database.db, now: () => app.now() }, actorOf(request), request.params.id);
      return { success: true as const, message: releaseTokenMessages.revoked };
    },
  );
};

export default routePlugin(revokeReleaseTokenRoute);
