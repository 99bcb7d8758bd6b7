import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteRoutesFileSchema } from '@tenants/shared';
import { matchStaffScreen, staffScreens } from '../staff-routes';

const routes = remoteRoutesFileSchema.parse(JSON.parse(readFileSync(path.join(__dirname, '../../../routes.json'), 'utf8')));

it('routes.json names every staff route with a title', () => {
  expect(routes.map((route) => route.path)).toEqual([
    '/staff',
    '/staff/enquiries',
    '/staff/enquiries/:id',
    '/staff/news',
    '/staff/news/new',
    '/staff/news/:id',
    '/staff/pages',
    '/staff/pages/new',
    '/staff/pages/:id',
    '/staff/guides',
    '/staff/menus',
    '/staff/settings',
    '/staff/newsletters',
    '/staff/newsletters/new',
    '/staff/newsletters/subscribers',
    '/staff/newsletters/:id',
    '/staff/members',
    '/staff/members/:id',
    '/staff/lists',
    '/staff/donations',
    '/staff/donations/:id',
    '/staff/security',
    '/staff/audit',
    '/staff/releases',
    '/staff/team',
    '/staff/invitation',
    '/staff/events',
    '/staff/events/new',
    '/staff/events/:id',
    '/staff/events/:id/attendees',
    '/staff/events/:id/check-in',
    '/staff/consultations',
    '/staff/offers',
  ]);
  for (const route of routes) expect(route.title.length).toBeGreaterThan(0);
});

it('the page draws a screen for each route routes.json names, and only those', () => {
  expect(staffScreens.map((screen) => screen.path).sort()).toEqual(routes.map((route) => route.path).sort());
});

it.each([
  ['/staff/news/new', '/staff/news/new', {}],
  ['/staff/news/abc', '/staff/news/:id', { id: 'abc' }],
  ['/staff/enquiries/e1/', '/staff/enquiries/:id', { id: 'e1' }],
])('%s is drawn by %s', (pathname, pattern, params) => {
  const match = matchStaffScreen(pathname);
  expect(match?.path).toBe(pattern);
  expect(match?.params).toEqual(params);
});

it('/staff/newsletters/subscribers is the subscribers page, not a newsletter', () => {
  expect(matchStaffScreen('/staff/newsletters/subscribers')?.path).toBe('/staff/newsletters/subscribers');
});

it('an address outside the table matches no screen', () => {
  expect(matchStaffScreen('/staff/unknown')).toBeUndefined();
});
