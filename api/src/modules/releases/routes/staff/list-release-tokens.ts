import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseTokensResponseSchema, staffReleaseTokensPath } from '@tenants/shared/model';
import { staffErrorResponses } from '../../../staff/guard';
import { listReleaseTokens } from '../../release-tokens';

/** Every release token: who holds it, its remotes, when it was last used, whether it is revoked (admins only). */
const listReleaseTokensRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    staffReleaseTokensPath,
    {
      config: { adminOnly: true },
      schema: {
        tags: ['staff', 'releases'],
        summary: 'Every release token, with its remotes and last use; never the token itself (admins only)',
        response: { 200: releaseTokensResponseSchema, ...staffErrorResponses },
      },
    },
    async () => ({ success: true as const, payload: { tokens: await listReleaseTokens(app.database.db) } }),
  );
};

export default routePlugin(listReleaseTokensRoute);
