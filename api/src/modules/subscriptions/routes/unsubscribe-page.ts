import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribePagePath, unsubscribePath } from '@tenants/shared/model';

/**
 * GET on the List-Unsubscribe address never unsubscribes: link scanners and previews follow GETs. It sends
 * the reader on to the unsubscribe page (a button and their preferences) with the same token.
 */
const unsubscribePageRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    unsubscribePath,
    {
      schema: {
        tags: ['subscribe'],
        summary: 'Sends a reader who opened the unsubscribe address on to the unsubscribe page (a GET never unsubscribes)',
        querystring: z.object({ token: z.string().max(600).optional() }),
        response: { 303: z.null().describe('On to the unsubscribe page') },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      return reply
        .code(303)
        .header('location', `${unsubscribePagePath}?token=${encodeURIComponent(token)}`)
        .send();
    },
  );
};

export default routePlugin(unsubscribePageRoute);
