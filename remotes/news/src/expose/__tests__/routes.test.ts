import path from 'node:path';
import { expectServesSpecRoutes } from '@tenants/shared/test/remote-routes';

it('routes.json names the news remote’s routes, the spec’s among them', () => {
  expectServesSpecRoutes('news', path.join(__dirname, '../../../routes.json'));
});
