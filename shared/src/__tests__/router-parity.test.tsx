import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as Real from 'react-router';
import type { RouteObject } from 'react-router';
import * as Mine from '../router';

// In the browser the page is hydrated with our router (../router.ts); the site server draws it with the real
// react-router's StaticRouter. Any difference in the markup breaks hydration, so each tree is drawn through
// both and the HTML compared byte for byte.
type Lib = Pick<
  typeof Real,
  | 'Link'
  | 'NavLink'
  | 'Routes'
  | 'Route'
  | 'Outlet'
  | 'Navigate'
  | 'useRoutes'
  | 'useParams'
  | 'useLocation'
  | 'useMatch'
  | 'useHref'
  | 'useSearchParams'
  | 'useInRouterContext'
  | 'useNavigationType'
>;
const mine: Lib = Mine;

/** The names the browser build gives the apps; each must fit where the apps' code (typed with react-router) uses it. */
const names = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'useRoutes',
  'Outlet',
  'Navigate',
  'Link',
  'NavLink',
  'matchPath',
  'matchRoutes',
  'generatePath',
  'useHref',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useSearchParams',
] as const;
// Compile-time: our module is assignable to react-router's signatures for every name.
const typed: Pick<typeof Real, (typeof names)[number]> = Mine;

test('the module exports exactly the listed names, none of them from react-router', () => {
  expect(Object.keys(Mine).sort()).toEqual([...names].sort());
  for (const name of names) expect(typed[name]).not.toBe(Real[name]);
});

function drawn(url: string, tree: (lib: Lib) => ReactElement) {
  return {
    real: renderToString(<Real.StaticRouter location={url}>{tree(Real)}</Real.StaticRouter>),
    mine: renderToString(<Mine.MemoryRouter initialEntries={[url]}>{tree(mine)}</Mine.MemoryRouter>),
  };
}

function expectSame(url: string, tree: (lib: Lib) => ReactElement) {
  const { real, mine: ours } = drawn(url, tree);
  expect(ours).toBe(real);
  return real;
}

beforeEach(() => {
  // react-router warns about <Navigate> in a StaticRouter and about unmatched addresses; expected here.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** What a route element shows of the router: its params, the location, and relative links from it. */
function Probe({ lib, name }: { lib: Lib; name: string }) {
  const params = lib.useParams();
  const location = lib.useLocation();
  const [search] = lib.useSearchParams();
  return (
    <section data-route={name}>
      <pre>{JSON.stringify({ params, location, search: search.toString(), type: lib.useNavigationType(), inRouter: lib.useInRouterContext() })}</pre>
      <lib.Link to=".">here</lib.Link>
      <lib.Link to="..">up</lib.Link>
      <lib.Link to="../..">up two</lib.Link>
      <lib.Link to="child">child</lib.Link>
      <lib.Link to="" relative="path">
        path
      </lib.Link>
      <lib.Link to=".." relative="path">
        path up
      </lib.Link>
      <span data-href={lib.useHref('x?y=1#z')} />
      <span data-match={JSON.stringify(lib.useMatch('/news/:id'))} />
      <lib.Outlet />
    </section>
  );
}

describe('Link', () => {
  const links = (lib: Lib) => (
    <nav>
      <lib.Link to="/about">string</lib.Link>
      <lib.Link to={{ pathname: '/news', search: '?page=2', hash: '#top' }}>object</lib.Link>
      <lib.Link to={{ search: 'q=1' }}>object search only</lib.Link>
      <lib.Link to={{ hash: 'x' }}>object hash only</lib.Link>
      <lib.Link to="..">up</lib.Link>
      <lib.Link to="child">child</lib.Link>
      <lib.Link to="./child/">child slash</lib.Link>
      <lib.Link to="?q=1">query</lib.Link>
      <lib.Link to="#x">hash</lib.Link>
      <lib.Link to="">empty</lib.Link>
      <lib.Link to=".">dot</lib.Link>
      <lib.Link to="/news/" replace>
        replace
      </lib.Link>
      <lib.Link to="/login" state={{ from: '/news' }}>
        state
      </lib.Link>
      <lib.Link to="/a" className="button button--primary" target="_blank" rel="noreferrer">
        class and target
      </lib.Link>
      <lib.Link to="/a" target="_self">
        self
      </lib.Link>
      <lib.Link to="/file.pdf" reloadDocument download>
        reload
      </lib.Link>
      <lib.Link to="/a" aria-label="Home" aria-current="true" data-test="x" id="l1" title="t" tabIndex={-1} style={{ color: 'red' }}>
        attributes
      </lib.Link>
      <lib.Link aria-hidden data-before="1" to="/order" data-after="2">
        attribute order
      </lib.Link>
      <lib.Link to="https://example.com/a?b=1">absolute</lib.Link>
      <lib.Link to="//cdn.example.com/x">protocol relative</lib.Link>
      <lib.Link to="mailto:someone@example.com">mail</lib.Link>
      <lib.Link to="/a" discover="none">
        no discover
      </lib.Link>
      <lib.Link to="/a b/ü?x=a b#h h">spaces and accents</lib.Link>
      <lib.Link to="/a" onClick={() => undefined} preventScrollReset>
        handler
      </lib.Link>
    </nav>
  );

  test.each(['/', '/news', '/news/', '/news/12', '/news/12?page=3#top', '/a/b/c/'])('the same <a> elements at %s', (url) => {
    expectSame(url, links);
  });

  test('inside nested routes, relative links resolve against the route', () => {
    const tree = (lib: Lib) => (
      <lib.Routes>
        <lib.Route path="news" element={<lib.Outlet />}>
          <lib.Route path=":id" element={links(lib)} />
        </lib.Route>
        <lib.Route path="*" element={links(lib)} />
      </lib.Routes>
    );
    const html = expectSame('/news/12', tree);
    expect(html).toContain('href="/news"');
    expectSame('/news/12/', tree);
    expectSame('/elsewhere/deep', tree);
  });
});

describe('NavLink', () => {
  const navLinks = (lib: Lib) => (
    <nav>
      <lib.NavLink to="/news">news</lib.NavLink>
      <lib.NavLink to="/news" end>
        news end
      </lib.NavLink>
      <lib.NavLink to="/news/" className="nav">
        news slash
      </lib.NavLink>
      <lib.NavLink to="/news/12">article</lib.NavLink>
      <lib.NavLink to="/NEWS">upper</lib.NavLink>
      <lib.NavLink to="/NEWS" caseSensitive>
        upper case-sensitive
      </lib.NavLink>
      <lib.NavLink to="/newsletters">prefix only</lib.NavLink>
      <lib.NavLink to="/about">about</lib.NavLink>
      <lib.NavLink to="/" className="home">
        home
      </lib.NavLink>
      <lib.NavLink to="/" end>
        home end
      </lib.NavLink>
      <lib.NavLink to="/news" className={({ isActive, isPending }) => (isActive ? `on ${String(isPending)}` : 'off')}>
        class function
      </lib.NavLink>
      <lib.NavLink to="/about" className={() => undefined}>
        class function undefined
      </lib.NavLink>
      <lib.NavLink to="/news" style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}>
        style function
      </lib.NavLink>
      <lib.NavLink to="/news" style={{ color: 'blue' }} aria-current="location" data-x="1">
        aria-current
      </lib.NavLink>
      <lib.NavLink to="/news">{({ isActive, isTransitioning }) => `children ${String(isActive)} ${String(isTransitioning)}`}</lib.NavLink>
      <lib.NavLink to="." end>
        dot
      </lib.NavLink>
      <lib.NavLink to="/news?page=2#x">with query</lib.NavLink>
    </nav>
  );

  test.each(['/', '/news', '/news/', '/NEWS', '/news/12', '/newsletters', '/about', '/news%20x'])('the same markup at %s', (url) => {
    expectSame(url, navLinks);
  });

  test('active and inactive are both covered', () => {
    const html = expectSame('/news/12', navLinks);
    expect(html).toContain('aria-current="page" class="active"');
    expect(html).toContain('class=""');
  });
});

describe('Routes', () => {
  const table = (lib: Lib) => (
    <lib.Routes>
      <lib.Route path="/" element={<Probe lib={lib} name="layout" />}>
        <lib.Route index element={<Probe lib={lib} name="home" />} />
        <lib.Route path="about" element={<Probe lib={lib} name="about" />} />
        <lib.Route path="news" element={<Probe lib={lib} name="news" />}>
          <lib.Route index element={<Probe lib={lib} name="news index" />} />
          <lib.Route path=":id" element={<Probe lib={lib} name="article" />} />
          <lib.Route path="archive" element={<Probe lib={lib} name="archive" />} />
        </lib.Route>
        <lib.Route path="docs/*" element={<Probe lib={lib} name="docs splat" />} />
        <lib.Route path="/lang?/guide/:part?" element={<Probe lib={lib} name="optional" />} />
        <lib.Route path="Case" caseSensitive element={<Probe lib={lib} name="case-sensitive" />} />
        <lib.Route path="files/:name.pdf" element={<Probe lib={lib} name="suffix" />} />
        <>
          <lib.Route path="fragment" element={<Probe lib={lib} name="in a fragment" />} />
        </>
        <lib.Route element={<Probe lib={lib} name="pathless layout" />}>
          <lib.Route path="/staff/:section" element={<Probe lib={lib} name="staff" />} />
        </lib.Route>
        <lib.Route path="*" element={<Probe lib={lib} name="catch-all" />} />
      </lib.Route>
    </lib.Routes>
  );
  const addresses = [
    '/',
    '/about',
    '/about/',
    '/ABOUT',
    '/about//',
    '/news',
    '/news/',
    '/news/12',
    '/news/12/',
    '/news/archive',
    '/News/Archive',
    '/news/12/more',
    '/docs',
    '/docs/',
    '/docs/a/b/c',
    '/guide',
    '/en/guide',
    '/en/guide/intro',
    '/guide/intro',
    '/Case',
    '/case',
    '/files/report.pdf',
    '/fragment',
    '/staff/news',
    '/staff/news/12',
    '/not-there',
    '/not/there/at/all',
    '/news/a%20b',
    '/news/a%2Fb',
    '/news/caf%C3%A9?x=1#y',
  ];
  test.each(addresses)('the same tree at %s', (url) => {
    expectSame(url, table);
  });

  test('descendant <Routes> under a splat route', () => {
    const tree = (lib: Lib) => (
      <lib.Routes>
        <lib.Route
          path="area/*"
          element={
            <lib.Routes>
              <lib.Route path="/" element={<Probe lib={lib} name="area home" />} />
              <lib.Route path=":id" element={<Probe lib={lib} name="area item" />} />
              <lib.Route path="*" element={<Probe lib={lib} name="area other" />} />
            </lib.Routes>
          }
        />
      </lib.Routes>
    );
    for (const url of ['/area', '/area/', '/area/7', '/area/7/x', '/nowhere']) expectSame(url, tree);
  });
});

describe('useRoutes', () => {
  function Titles({ lib, routes }: { lib: Lib; routes: RouteObject[] }) {
    return <main>{lib.useRoutes(routes)}</main>;
  }
  const routesFor = (lib: Lib): RouteObject[] => [
    {
      element: <Probe lib={lib} name="root" />,
      children: [
        { index: true, element: <Probe lib={lib} name="home" />, handle: { title: '' } },
        { path: '/news', element: <Probe lib={lib} name="news" />, handle: { title: 'News' } },
        { path: '/insights/:id', element: <Probe lib={lib} name="insight" />, handle: { title: 'Insights' } },
        { path: '/property/:slug', element: <Probe lib={lib} name="service" />, handle: { title: (params: { slug?: string }) => params.slug } },
        { path: '/property/services', element: <Probe lib={lib} name="static wins" /> },
        { path: '/staff/*', element: <Probe lib={lib} name="staff" /> },
        { path: '*', element: <Probe lib={lib} name="not found" />, handle: { title: 'Page Not Found' } },
      ],
    },
  ];
  test.each([
    '/',
    '/news',
    '/news?page=2',
    '/insights/some-alias',
    '/property/services',
    '/property/unknown',
    '/staff/news/12',
    '/not-there',
    '/news/',
    '/NEWS',
  ])('the same tree at %s', (url) => {
    expectSame(url, (lib) => <Titles lib={lib} routes={routesFor(lib)} />);
  });
});

test('<Navigate> draws nothing', () => {
  const html = expectSame('/a', (lib) => (
    <div>
      before
      <lib.Navigate to="/b" replace state={{ x: 1 }} />
      after
    </div>
  ));
  expect(html).toBe('<div>before<!-- -->after</div>');
});
