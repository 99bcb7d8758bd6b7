import type { FastifyInstance } from 'fastify';
import { routePlugin } from '../../module';

/**
 * Every answer of this folder and the folders below carries a token or a member's details: no browser,
 * proxy or CDN may keep one.
 */
export default routePlugin(async function noStore(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
});
