import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guidesPath, guidesResponseSchema } from '@tenants/shared/model';
import { memberForToken } from '../../account/sessions.service';
import { requestToken } from '../../account/request-token';
import { errorResponses } from '../../../http-errors';
import { listedGuides } from '../guides.service';

/** GET the guides: covers for everyone; for a member also a download link each that works 10 minutes. */
const listGuidesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    guidesPath,
    {
      schema: {
        tags: ['guides'],
        summary: 'The library’s live guides with covers; with a member token also a short-lived download link each',
        response: { 200: guidesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const member = await memberForToken({ db: app.database.db, now: () => app.now() }, requestToken(request));
      // The answer depends on who asks: no shared cache may keep one member's links for the next visitor.
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, payload: app.guides.list(await listedGuides(app.database.db), member !== null, app.now()) };
    },
  );
};

export default routePlugin(listGuidesRoute);
