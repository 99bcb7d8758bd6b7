import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drain before a stop (shutdown.ts): while it runs /readyz answers 503 and every answer closes its connection. */
    drain: { draining: boolean; start(): void };
  }
}

/**
 * A stopping instance first drains: the load balancer needs a probe or two to see /readyz turn 503, and until
 * it has, visitors keep arriving. Each answer then carries `Connection: close`, so a kept-alive client opens
 * its next connection afresh (to another instance, once the balancer has moved) instead of sending it down a
 * socket the server is about to close, which is how a request meets a reset.
 */
async function drainPlugin(app: FastifyInstance) {
  const drain = {
    draining: false,
    start() {
      drain.draining = true;
    },
  };
  app.decorate('drain', drain);
  app.addHook('onRequest', async (_request, reply) => {
    if (drain.draining) reply.header('connection', 'close');
  });
}

export default fp(drainPlugin, { name: 'drain' });
