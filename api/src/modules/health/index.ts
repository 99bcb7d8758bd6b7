import { defineModule, routesFolder } from '../module';
import healthChecksPlugin from './plugin';

export { databaseDownMessage, healthReportSchema } from './health-report';

export default defineModule({
  name: 'health',
  routes: routesFolder(__dirname),
  plugin: { plugin: healthChecksPlugin },
});
