import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import * as Real from 'react-router';
import * as Mine from '../router';

// Our router (../router.ts, what the browser runs) against react-router, the same scenarios on both: each
// expectation below holds for react-router first, so a difference shows as a failure on ours alone.
type Lib = Pick<
  typeof Real,
  | 'BrowserRouter'
  | 'MemoryRouter'
  | 'Link'
  | 'NavLink'
  | 'Routes'
  | 'Route'
  | 'Outlet'
  | 'Navigate'
  | 'useLocation'
  | 'useNavigate'
  | 'useNavigationType'
  | 'useParams'
  | 'useSearchParams'
  | 'useInRouterContext'
>;
const mine: Lib = Mine;

let articleMounts = 0;

function Where({ lib }: { lib: Lib }) {
  const location = lib.useLocation();
  return (
    <output data-testid="where">
      {JSON.stringify({
        at: location.pathname + location.search + location.hash,
        state: location.state,
        type: lib.useNavigationType(),
        first: location.key === 'default',
      })}
    </output>
  );
}

function Layout({ lib }: { lib: Lib }) {
  return (
    <div>
      <nav>
        <lib.NavLink to="/" end>
          Home
        </lib.NavLink>
        <lib.NavLink to="/news">News</lib.NavLink>
        <lib.Link to="/news/12" state={{ via: 'link' }}>
          Article 12
        </lib.Link>
        <lib.Link to="/news/12" target="_blank">
          New tab
        </lib.Link>
        <lib.Link to="/old">Old address</lib.Link>
      </nav>
      <Where lib={lib} />
      <lib.Outlet />
    </div>
  );
}

function Article({ lib }: { lib: Lib }) {
  const { id } = lib.useParams();
  const navigate = lib.useNavigate();
  useEffect(() => {
    articleMounts++;
  }, []);
  return (
    <article>
      <h1>Article {id}</h1>
      <lib.Link to="../13" relative="path">
        Next
      </lib.Link>
      <button type="button" onClick={() => void navigate('..')}>
        Up
      </button>
      <button type="button" onClick={() => void navigate({ pathname: '/news', search: '?page=3' }, { state: { from: id } })}>
        Page 3
      </button>
      <button type="button" onClick={() => void navigate('/news/12', { replace: true, state: { replaced: true } })}>
        Replace
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </article>
  );
}

function News({ lib }: { lib: Lib }) {
  const [params, setParams] = lib.useSearchParams({ category: '1' });
  return (
    <section>
      <p data-testid="query">{params.toString()}</p>
      <button
        type="button"
        onClick={() =>
          setParams((current) => {
            current.set('page', String(Number(current.get('page') ?? '1') + 1));
            return current;
          })
        }
      >
        Next page
      </button>
      <button type="button" onClick={() => setParams({ keyword: ['a', 'b'] }, { replace: true })}>
        Search
      </button>
    </section>
  );
}

function App({ lib }: { lib: Lib }) {
  return (
    <lib.Routes>
      <lib.Route path="/" element={<Layout lib={lib} />}>
        <lib.Route index element={<p>Home page</p>} />
        <lib.Route path="news" element={<News lib={lib} />} />
        <lib.Route path="news/:id" element={<Article lib={lib} />} />
        <lib.Route path="old" element={<lib.Navigate to="/news" replace state={{ from: 'old' }} />} />
      </lib.Route>
    </lib.Routes>
  );
}

const where = () => JSON.parse(screen.getByTestId('where').textContent ?? '{}') as { at: string; state: unknown; type: string; first: boolean };
const articleLink = () => screen.getByRole('link', { name: 'Article 12' });
const historyState = () => window.history.state as { usr: unknown; key: string; idx: number } | null;
/** jsdom moves through history asynchronously, as browsers do: wait for its popstate. */
async function traverse(move: () => void) {
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    move();
    await moved;
  });
}

describe.each([
  ['react-router', Real as Lib],
  ['ours', mine],
])('%s', (_name, lib) => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    articleMounts = 0;
  });

  const start = () => render(<lib.BrowserRouter>{<App lib={lib} />}</lib.BrowserRouter>);

  test('the first entry is keyed "default" and reached by POP; history.state gets an index', () => {
    start();
    expect(where()).toEqual({ at: '/', state: null, type: 'POP', first: true });
    expect(historyState()).toEqual({ idx: 0 });
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(lib.useInRouterContext).toBeDefined();
  });

  test('a Link click pushes an entry with its state, as { usr, key, idx }', () => {
    start();
    fireEvent.click(articleLink());
    expect(where()).toEqual({ at: '/news/12', state: { via: 'link' }, type: 'PUSH', first: false });
    expect(window.location.pathname).toBe('/news/12');
    expect(historyState()).toEqual({ usr: { via: 'link' }, key: expect.stringMatching(/^[a-z0-9]{1,8}$/), idx: 1 });
    expect(screen.getByRole('heading')).toHaveTextContent('Article 12');
  });

  test('a Link to the address shown replaces its entry', () => {
    start();
    fireEvent.click(articleLink());
    const { key } = historyState()!;
    fireEvent.click(articleLink());
    expect(where().type).toBe('REPLACE');
    expect(historyState()?.idx).toBe(1);
    expect(historyState()?.key).not.toBe(key);
  });

  test('modified clicks, other buttons, target=_blank and prevented clicks are left to the browser', () => {
    start();
    const link = articleLink();
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect(fireEvent.click(screen.getByText('New tab'))).toBe(true);
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(where().at).toBe('/');
    // An unmodified left click is taken by the router.
    expect(fireEvent.click(link)).toBe(false);
    expect(where().at).toBe('/news/12');
  });

  test('useNavigate: relative paths, objects with state, replace and numbers', async () => {
    start();
    fireEvent.click(articleLink());
    fireEvent.click(screen.getByText('Replace'));
    expect(where()).toMatchObject({ at: '/news/12', state: { replaced: true }, type: 'REPLACE' });
    fireEvent.click(screen.getByText('Page 3'));
    expect(where()).toMatchObject({ at: '/news?page=3', state: { from: '12' }, type: 'PUSH' });
    await traverse(() => window.history.back());
    expect(where()).toMatchObject({ at: '/news/12', state: { replaced: true }, type: 'POP' });
    fireEvent.click(screen.getByText('Up'));
    // 'route' resolution: '..' leaves the route /news/:id for its parent, the layout at '/'.
    expect(where().at).toBe('/');
    await traverse(() => window.history.back());
    expect(where().at).toBe('/news/12');
    await traverse(() => fireEvent.click(screen.getByText('Back')));
    expect(where()).toMatchObject({ at: '/', type: 'POP', first: true });
  });

  test('a route element stays mounted while its route matches, with new params', () => {
    start();
    fireEvent.click(articleLink());
    fireEvent.click(screen.getByText('Next'));
    expect(where().at).toBe('/news/13');
    expect(screen.getByRole('heading')).toHaveTextContent('Article 13');
    expect(articleMounts).toBe(1);
  });

  test('NavLink follows the address', () => {
    start();
    const home = screen.getByText('Home');
    const news = screen.getByText('News');
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(home).toHaveClass('active');
    expect(news).not.toHaveAttribute('aria-current');
    fireEvent.click(articleLink());
    expect(home).not.toHaveClass('active');
    expect(news).toHaveAttribute('aria-current', 'page');
    expect(news.className).toBe('active');
  });

  test('search params: defaults until set, a function of the current ones, replace', () => {
    start();
    fireEvent.click(screen.getByText('News'));
    expect(screen.getByTestId('query')).toHaveTextContent(/^category=1$/);
    fireEvent.click(screen.getByText('Next page'));
    expect(where()).toMatchObject({ at: '/news?category=1&page=2', type: 'PUSH' });
    fireEvent.click(screen.getByText('Next page'));
    expect(where().at).toBe('/news?category=1&page=3');
    fireEvent.click(screen.getByText('Search'));
    expect(where()).toMatchObject({ at: '/news?keyword=a&keyword=b', type: 'REPLACE' });
    expect(screen.getByTestId('query')).toHaveTextContent(/^keyword=a&keyword=b$/);
  });

  test('Navigate redirects once on screen, with replace and state', () => {
    start();
    fireEvent.click(screen.getByText('Old address'));
    expect(where()).toMatchObject({ at: '/news', state: { from: 'old' }, type: 'REPLACE' });
    expect(historyState()?.idx).toBe(1);
  });

  test('a reloaded page reads the state and key its entry was written with', () => {
    const { unmount } = start();
    fireEvent.click(articleLink());
    const { key } = historyState()!;
    unmount();
    let seen: Real.Location | undefined;
    function Read() {
      seen = lib.useLocation();
      return null;
    }
    render(
      <lib.BrowserRouter>
        <Read />
      </lib.BrowserRouter>,
    );
    expect(seen).toEqual({ pathname: '/news/12', search: '', hash: '', state: { via: 'link' }, key });
  });

  test('MemoryRouter: initial entries and index, back within memory', () => {
    let navigate: Real.NavigateFunction = () => undefined;
    function Grab() {
      navigate = lib.useNavigate();
      return <Where lib={lib} />;
    }
    render(
      <lib.MemoryRouter initialEntries={['/a', { pathname: '/b', search: '?x=1', state: { s: 1 } }, '/c#h']} initialIndex={1}>
        <Grab />
      </lib.MemoryRouter>,
    );
    expect(where()).toEqual({ at: '/b?x=1', state: { s: 1 }, type: 'POP', first: false });
    act(() => void navigate(-1));
    expect(where()).toEqual({ at: '/a', state: null, type: 'POP', first: true });
    act(() => void navigate('d'));
    expect(where()).toMatchObject({ at: '/d', type: 'PUSH' });
    act(() => void navigate(1));
    expect(where().at).toBe('/d');
  });

  test('a navigation asked for while rendering is dropped, and another site is refused', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let navigate: Real.NavigateFunction = () => undefined;
    function Early() {
      const go = lib.useNavigate();
      const [once, setOnce] = useState(true);
      if (once) {
        void go('/early');
        setOnce(false);
      }
      navigate = go;
      return <Where lib={lib} />;
    }
    render(
      <lib.MemoryRouter>
        <Early />
      </lib.MemoryRouter>,
    );
    expect(where().at).toBe('/');
    expect(warn).toHaveBeenCalled();
    expect(() => navigate('https://elsewhere.example/')).toThrow('External navigation is not allowed');
    warn.mockRestore();
  });
});
