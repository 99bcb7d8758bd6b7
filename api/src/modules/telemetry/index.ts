import type { FastifyPluginAsync } from 'fastify';
import ingestRoute from './routes/ingest';

export { default as telemetryPlugin } from './telemetry-plugin';

/** Browsers' reports (docs/product/telemetry.md): one route. */
const telemetryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(ingestRoute);
};

export default telemetryRoutes;
