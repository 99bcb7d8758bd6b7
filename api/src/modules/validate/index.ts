import type { FastifyPluginAsync } from 'fastify';
import checkEmailRoute from './routes/check-email';
import checkPhoneRoute from './routes/check-phone';
import { defineModule } from '../module';
import validationPlugin from './plugin';
import { loadValidationConfig } from './validate.config';

/** The forms' e-mail and phone checks (docs/product/api.md), answered by our server so no service key reaches the browser. */
const validateRoutes: FastifyPluginAsync = async (app) => {
  await app.register(checkEmailRoute);
  await app.register(checkPhoneRoute);
};

export default defineModule({
  name: 'validate',
  routes: validateRoutes,
  plugin: {
    stage: 'before-mail',
    register: (app, { config, options }) => app.register(validationPlugin, { config: config.validation, resolver: options.resolver }),
  },
  limits: { validate: 30 },
  config: loadValidationConfig,
});
