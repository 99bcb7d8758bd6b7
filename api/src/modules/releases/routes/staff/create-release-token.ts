import { routePlugin } from '../../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseTokenCreateSchema, releaseTokenCreatedSchema, releaseTokenMessages, staffReleaseTokensPath } from '@tenants/shared/model';
import { actorOf, staffErrorResponses } from '../../../staff/guard';
import { createReleaseToken } from '../../release-tokens';

/** A release token for a team's remotes, shown once (admins, a fresh confirmation). */
const createReleaseTokenRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    staffReleaseTokensPath,
    {
      // A token is the power to run code in every visitor's browser: as releasing itself, a stolen session cannot make one.
      config: { adminOnly: true, freshAuth: 'second-factor' },
      schema: {
        tags: ['staff', 'releases'],
        summary: 'Make a release token for one or more remotes; the answer is the only place it is shown (admins only)',
        body: releaseTokenCreateSchema,
        response: { 200: releaseTokenCreatedSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      const created = await createReleaseToken({ db: app.database.db, now: () => app.now() }, actorOf(request), request.body);
      return { success: true as const, message: releaseTokenMessages.created, payload: created };
    },
  );
};

export default routePlugin(createReleaseTokenRoute);
