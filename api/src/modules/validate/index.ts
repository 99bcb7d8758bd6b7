import { defineModule, routesFolder } from '../module';
import validationPlugin from './plugin';
import { loadValidationConfig } from './validate.config';

export default defineModule({
  name: 'validate',
  routes: routesFolder(__dirname),
  plugin: {
    stage: 'before-mail',
    register: (app, { config, options }) => app.register(validationPlugin, { config: config.validation, resolver: options.resolver }),
  },
  limits: { validate: 30 },
  config: loadValidationConfig,
});
