import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../module';
import healthChecksPlugin from './plugin';
import getHealthRoute from './routes/get-health';

export { databaseDownMessage, healthReportSchema } from './health-report';

/** GET /api/health, one route file. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getHealthRoute);
};

export default defineModule({
  name: 'health',
  routes: healthRoutes,
  plugin: { stage: 'first', register: (app) => app.register(healthChecksPlugin) },
});
