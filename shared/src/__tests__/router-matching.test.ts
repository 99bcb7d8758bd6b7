import * as Real from 'react-router';
import type { RouteObject } from 'react-router';
import { defaultRemoteRoutes, paths, serviceAreaList } from '@tenants/shared/core';
import { createRoutes } from '../../../shell/src/app/router';
import { generatePath, matchPath, matchRoutes } from '../router';

// Route matching must agree with react-router's: the site server picks the page (and its title, status and
// code chunks) with the real matchRoutes, the browser with ours.

/** The shell's route table as the shell builds it, with the remotes' default routes. */
const shellRoutes = createRoutes();

/** The same table built from the shared route lists alone, plus the corners the shell's table lacks. */
const sharedRoutes: RouteObject[] = [
  {
    children: [
      { index: true, handle: 'home' },
      ...Object.values(paths)
        .filter((path) => typeof path === 'string' && path !== '/')
        .map((path) => ({ path: path as string, handle: path })),
      ...serviceAreaList.map((area) => ({ path: `/${area}/:slug`, handle: area })),
      ...Object.values(defaultRemoteRoutes).flatMap((routes) => routes.map(({ path }) => ({ path, handle: `remote ${path}` }))),
      { path: '/staff/*', handle: 'staff' },
      { path: '/docs/:lang?/guide', handle: 'optional' },
      { path: '/Exact', caseSensitive: true, handle: 'case-sensitive' },
      { path: '/files/:name.pdf', handle: 'suffix' },
      {
        path: '/news/:id',
        children: [
          { index: true, handle: 'article index' },
          { path: 'edit', handle: 'edit' },
        ],
      },
      { path: '*', handle: 'not found' },
    ],
  },
];

const addresses = [
  '/',
  '/about',
  '/news',
  '/news?page=2',
  '/insights/some-alias',
  '/insights/some%20alias',
  '/property/services',
  '/property/unknown',
  '/staff',
  '/staff/news/12',
  '/not-there',
  '/about/',
  '/news/',
  '/insights/some-alias/',
  '/staff/news/12/',
  '//about',
  '/ABOUT',
  '/News',
  '/INSIGHTS/Some-Alias',
  '/PROPERTY/SERVICES',
  '/newsletters/confirm',
  '/newsletters/some-letter',
  '/enquiry/thankyou',
  '/docs/guide',
  '/docs/en/guide',
  '/Exact',
  '/exact',
  '/files/a.pdf',
  '/news/12',
  '/news/12/edit',
  '/news/12/other',
  '/404',
  '',
];

describe.each([
  ['the shell table', shellRoutes],
  ['the shared lists', sharedRoutes],
])('matchRoutes on %s', (_name, routes) => {
  test.each(addresses)('%s', (address) => {
    const ours = matchRoutes(routes, address);
    const real = Real.matchRoutes(routes, address);
    expect(ours).toStrictEqual(real);
    // The same route objects, not copies: the shell reads their `handle`.
    expect(ours?.every((match, i) => match.route === real?.[i].route)).not.toBe(false);
  });

  test('a location object matches as its pathname', () => {
    expect(matchRoutes(routes, { pathname: '/news', search: '?page=2' })).toEqual(Real.matchRoutes(routes, { pathname: '/news', search: '?page=2' }));
  });
});

test('ranking: static beats dynamic beats splat, siblings keep their order, index routes win at their parent', () => {
  const routes: RouteObject[] = [
    { path: '/a/*', id: 'splat' },
    { path: '/a/:x', id: 'dynamic' },
    { path: '/a/b', id: 'static' },
    { path: '/a/:y', id: 'dynamic, later sibling' },
    {
      path: '/c',
      id: 'c',
      children: [
        { index: true, id: 'c index' },
        { path: ':id', id: 'c child' },
        { path: '*', id: 'c splat' },
      ],
    },
    { path: '/d?/e?/f', id: 'optional' },
    { path: '/d/e/f', id: 'explicit' },
  ];
  for (const address of ['/a/b', '/a/q', '/a/q/r', '/c', '/c/', '/c/1', '/c/1/2', '/f', '/d/f', '/e/f', '/d/e/f', '/x']) {
    expect(matchRoutes(routes, address)).toStrictEqual(Real.matchRoutes(routes, address));
  }
});

test('matchPath', () => {
  // react-router warns about '/a*'; it is here on purpose.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const patterns = [
    '/',
    '',
    '*',
    '/*',
    '/news',
    '/news/',
    '/news/:id',
    '/news/:id/*',
    '/news/:id?',
    '/news/:id?/edit',
    '/lang?/news',
    '/a?/b?/c?',
    '/files/:name.pdf',
    '/files/:name?.pdf',
    '/a*',
    '/a.b/(c)',
    { path: '/news', end: false },
    { path: '/news/:id', end: false },
    { path: '/', end: false },
    { path: '', end: false },
    { path: '/News', caseSensitive: true },
    { path: '/news/*', caseSensitive: true, end: false },
  ];
  const pathnames = [
    '/',
    '',
    '/news',
    '/news/',
    '/NEWS',
    '/News',
    '/news/12',
    '/news/12/',
    '/news/12/edit',
    '/news/edit',
    '/newsletters',
    '/lang/news',
    '/files/x.pdf',
    '/files/.pdf',
    '/ab',
    '/a/b',
    '/a/c',
    '/b/c',
    '/a.b/(c)',
    '/news/a%2Fb',
    '//news',
  ];
  for (const pattern of patterns) {
    for (const pathname of pathnames) {
      expect([pattern, pathname, matchPath(pattern, pathname)]).toStrictEqual([pattern, pathname, Real.matchPath(pattern, pathname)]);
    }
  }
});

test('generatePath', () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const cases: Array<[string, Record<string, string | number | null | undefined>]> = [
    ['/', {}],
    ['/news/:id', { id: 12 }],
    ['/news/:id', { id: 'a b/c' }],
    ['news/:id/edit', { id: 'x' }],
    ['/news/:id?', {}],
    ['/news/:id?/edit', { id: null }],
    ['/files/:name.pdf', { name: 'report' }],
    ['/lang?/news', {}],
    ['/docs/*', { '*': 'a/b c' }],
    ['/docs/*', {}],
    ['*', { '*': 'x/y' }],
    ['/docs*', { '*': 'x' }],
    ['//a//:b', { b: 'c' }],
  ];
  for (const [path, params] of cases) expect([path, generatePath(path, params)]).toEqual([path, Real.generatePath(path, params as never)]);
  expect(() => generatePath('/news/:id', {})).toThrow('Missing ":id" param');
  expect(() => Real.generatePath('/news/:id', {} as never)).toThrow('Missing ":id" param');
});
