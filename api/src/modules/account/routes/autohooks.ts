import type { FastifyInstance } from 'fastify';

/**
 * Every answer of this folder and the folders below carries a token or a member's details: no browser,
 * proxy or CDN may keep one.
 */
export default async function noStore(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
