import { matchRoutes } from 'react-router-dom';
import { defaultRemoteRoutes } from '@tenants/shared/core';
import { createRoutes } from '../router';
import { routeMatches } from '../app-routes';

// The table is searched among an address's candidates only (app-routes.tsx): whatever the address, that
// must find what react-router finds in the whole table, route for route and param for param.
const table = {
  ...defaultRemoteRoutes,
  staff: [
    { path: '/staff', title: 'Staff' },
    { path: '/staff/pages/:id', title: 'A page' },
  ],
  widget: [
    { path: '/:lang/widgets', title: 'Widgets' },
    { path: '/gadgets?/list', title: 'Gadgets' },
  ],
};
const routes = createRoutes(table);
const addresses = [
  '/',
  '/about',
  '/property/lease-renewals',
  '/news',
  '/NEWS',
  '/insights/a-story',
  '/staff',
  '/staff/pages/7',
  '/%73taff',
  '/sorry',
  '/404',
  '/en/widgets',
  '/list',
  '/gadgets/list',
  '/%E0%A4%A',
  '/staff-only',
  '/nowhere/at/all',
];

test.each(addresses)('%s matches as in the whole table', (address) => {
  const whole = (matchRoutes(routes, address) ?? []).map((match) => ({ handle: match.route.handle, params: match.params }));
  expect(routeMatches(routes, address)).toEqual(whole);
  // Asked again (the page's effects after its render): the same answer.
  expect(routeMatches(routes, address)).toEqual(whole);
});
