import { defineModule, routesFolder } from '../module';
import validationPlugin from './plugin';
import { loadValidationConfig } from './validate.config';

export default defineModule({
  name: 'validate',
  routes: routesFolder(__dirname),
  plugin: { plugin: validationPlugin, options: ({ config, options }) => ({ config: config.validation, resolver: options.resolver }) },
  limits: { validate: 30 },
  config: loadValidationConfig,
});
