import type { FastifyPluginAsync } from 'fastify';
import checkEmailRoute from './routes/check-email';
import checkPhoneRoute from './routes/check-phone';

/** The forms' e-mail and phone checks (docs/product/api.md), answered by our server so no service key reaches the browser. */
const validateRoutes: FastifyPluginAsync = async (app) => {
  await app.register(checkEmailRoute);
  await app.register(checkPhoneRoute);
};

export default validateRoutes;
