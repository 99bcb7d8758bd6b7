import type { FastifyPluginAsync } from 'fastify';
import getHealthRoute from './routes/get-health';

export { databaseDownMessage, healthReportSchema } from './health-report';

/** GET /api/health, one route file. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getHealthRoute);
};

export default healthRoutes;
