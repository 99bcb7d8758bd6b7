import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, newsletterLinkParamsSchema, newslettersPath } from '@tenants/shared/model';
import { errorResponses } from '../../../http-errors';
import { followLink } from '../link-clicks';

/**
 * A link in a newsletter's mail (link-clicks.ts): counts the click for the letter and link, then sends the
 * reader on with 302 to the link the stored letter has in that place. A HEAD (a link checker looking) is
 * answered the same and not counted.
 */
const followLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${newslettersPath}/:id/l/:n`,
    {
      schema: {
        tags: ['newsletters'],
        summary: "A newsletter link: counts one click (no reader recorded) and redirects (302) to the letter's own link",
        params: newsletterLinkParamsSchema,
        response: { 404: apiErrorSchema.describe('No sent newsletter has a link in this place'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const target = await followLink(app.database.db, request.params.id, request.params.n, request.method === 'GET');
      // Each click is counted: a cached redirect would skip the next one.
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );
};

export default routePlugin(followLinkRoute);
