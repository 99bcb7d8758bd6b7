import path from 'node:path';
import { expectServesSpecRoutes } from '@tenants/shared/test/remote-routes';

it('routes.json names the enquiry remote’s routes, the spec’s among them', () => {
  expectServesSpecRoutes('enquiry', path.join(__dirname, '../../../routes.json'));
});
