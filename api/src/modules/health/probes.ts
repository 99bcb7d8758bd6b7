import type { FastifyPluginAsync } from 'fastify';
import { unavailableRetryAfterSeconds } from '../../plugins/error-handler';
import { routePlugin } from '../module';
import { livePath, readinessOf, readyPath } from './readiness';

/**
 * The orchestrator's pair, outside /api (no CORS, no rate limit: a load balancer probes every instance every
 * few seconds from one address). `/livez`: the process is up and its event loop answers, so a restart would
 * not help; 200 while it serves. `/readyz`: this instance can serve now (readiness.ts); 503 with the reasons
 * otherwise (the failing checks' names; their reasons go to the log), so traffic goes to the other instances until
 * it can. Neither shows internals.
 */
const probeRoutes: FastifyPluginAsync = async (app) => {
  const readiness = readinessOf(app);
  const hidden = { schema: { hide: true } };

  app.get(livePath, hidden, async (_request, reply) => reply.header('cache-control', 'no-store').send({ success: true, status: 'live' }));

  app.get(readyPath, hidden, async (request, reply) => {
    const { ready, failing, reasons } = await readiness();
    reply.header('cache-control', 'no-store');
    if (ready) return reply.send({ success: true, status: 'ready' });
    // The reasons (a driver's "connect ECONNREFUSED 10.0.0.5:5432") are the operator's, in the log; anyone may
    // ask this address, so its answer names the failing checks only.
    request.log.warn({ reasons }, 'not ready: this instance is out of the load balancer until it is');
    return reply
      .code(503)
      .header('retry-after', String(unavailableRetryAfterSeconds))
      .send({ success: false, message: `Not ready: ${failing.join(', ')}`, reasons: failing });
  });
};

export default routePlugin(probeRoutes);
