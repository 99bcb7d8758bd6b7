import path from 'node:path';
import { expectServesSpecRoutes } from '@tenants/shared/test/remote-routes';

it('routes.json names the donation remote’s routes, the spec’s among them', () => {
  expectServesSpecRoutes('donation', path.join(__dirname, '../../../routes.json'));
});
