import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { articleByAliasPath, articleListPath, createApiClient, type FirstPaintData, type Session } from '@tenants/shared';
import { fakeApi, type FakeRequest } from '@tenants/shared/test/fake-api';
import { listFrom, makeArticle } from '../../../test/articles';
import NewsPage from '../page';
import { loadData } from '../server';

// A news page as the site server draws it (loadData, then the page in a StaticRouter) and as the browser
// hydrates it: drawn from the data in the HTML, with no request and without the full shared package
// (axios, zod), which is fetched only when the visitor asks for something the server did not draw.

const mockSharedApiLoaded = jest.fn();
jest.mock('../../features/articles/api/shared-api', () => {
  mockSharedApiLoaded();
  return jest.requireActual('../../features/articles/api/shared-api');
});

const api = fakeApi();
const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const news = Array.from({ length: 12 }, (_, i) => makeArticle(i + 1));
const insights = [makeArticle(1, { categoryId: 3, title: 'Mediation in disputes' })];
const current = makeArticle(20, {
  title: 'Break clauses that fail',
  alias: 'break-clauses-that-fail',
  content: ['<h2>The notice</h2><p>Serve it <a href="https://example.com/notice">right</a>.</p>'],
});
const list = listFrom({ 1: news, 3: insights });
const answer = (request: FakeRequest) =>
  request.path === articleByAliasPath(current.alias)
    ? { body: { success: true, payload: current } }
    : request.path === articleListPath
      ? list(request)
      : { status: 404, body: { success: false, message: 'No such article.', errors: [{ message: 'No such article.' }] } };

let root: Root | undefined;
let host: HTMLElement;
let problems: unknown[];

beforeEach(() => {
  api.otherwise(answer);
  problems = [];
  jest.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args.join(' ')));
  host = document.createElement('div');
  document.body.appendChild(host);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host.remove();
  jest.restoreAllMocks();
});

/** What the site server sends for `path`: the data it fetched and the page drawn from it. */
async function serve(path: string) {
  const { data } = await loadData(new URL(path, 'http://site.test'), createApiClient(api.config), api.config);
  const props = { session, config: api.config, data };
  host.innerHTML = renderToString(
    <StaticRouter location={path}>
      <NewsPage {...props} />
    </StaticRouter>,
  );
  api.requests.length = 0;
  return data;
}

async function hydrate(path: string, data: FirstPaintData) {
  await act(async () => {
    root = hydrateRoot(
      host,
      <MemoryRouter initialEntries={[path]}>
        <NewsPage session={session} config={api.config} data={data} />
      </MemoryRouter>,
      { onRecoverableError: (error) => void problems.push(error) },
    );
  });
}

const listCalls = () => api.requests.filter((r) => r.path === articleListPath).map((r) => r.query);

describe('a news page the server drew', () => {
  it('the listing hydrates with no request and no API code; a search loads it and still falls through the categories', async () => {
    const data = await serve('/news');
    expect(within(host).getAllByRole('article')).toHaveLength(10);
    await hydrate('/news', data);
    expect(problems).toEqual([]);
    expect(within(host).getAllByRole('article')).toHaveLength(10);
    expect(api.requests).toEqual([]);
    expect(mockSharedApiLoaded).not.toHaveBeenCalled();

    // "mediation" is only in Insights: News → Hot Topics → Insights, then the tab follows.
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search articles' }), 'mediation');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true'), { timeout: 3000 });
    await waitFor(() => expect(within(host).getAllByRole('article')).toHaveLength(1));
    expect(mockSharedApiLoaded).toHaveBeenCalledTimes(1);
    expect(listCalls()).toEqual([
      { page: '1', categoryId: '1', keyword: 'mediation' },
      { page: '1', categoryId: '2', keyword: 'mediation' },
      { page: '1', categoryId: '3', keyword: 'mediation' },
    ]);
    expect(problems).toEqual([]);
  });

  it('a direct load of /news?category=3 draws that category; its tabs are links to their own addresses until the page is live', async () => {
    const data = await serve('/news?category=3');
    expect(within(host).getAllByRole('article')).toHaveLength(1);
    expect(within(host).getByRole('heading', { name: 'Mediation in disputes' })).toBeInTheDocument();
    // The server's HTML: links, the current one marked; no tab roles that only script could honour.
    const nav = within(host).getByRole('navigation', { name: 'Article categories' });
    expect(within(host).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(host).queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['News', '/news?page=1&category=1', null],
      ['Hot Topics', '/news?page=1&category=2', null],
      ['Insights', '/news?page=1&category=3', 'page'],
    ]);
    // Live: the same links, now tabs that select without reloading the page.
    await hydrate('/news?category=3', data);
    expect(problems).toEqual([]);
    expect(screen.getByRole('tab', { name: 'Insights' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Hot Topics' })).toHaveAttribute('href', '/news?page=1&category=2');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Insights');
    expect(api.requests).toEqual([]);
  });

  it('a direct load of a later page draws it; its page numbers and arrows are links to their addresses, and once live they move without a reload', async () => {
    const data = await serve('/news?page=2&category=1&keyword=article');
    expect(within(host).getAllByRole('article')).toHaveLength(2);
    const nav = within(host).getByRole('navigation', { name: 'Pages of articles' });
    const drawn = () =>
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href'), link.getAttribute('aria-current') ?? link.getAttribute('aria-disabled')]);
    // The server's HTML: links only where there is somewhere to go, the last arrow no link and no tab stop.
    expect(drawn()).toEqual([
      ['Previous page', '/news?page=1&category=1&keyword=article', null],
      ['Page 1', '/news?page=1&category=1&keyword=article', null],
      ['Page 2', '/news?page=2&category=1&keyword=article', 'page'],
      ['Next page', null, 'true'],
    ]);
    expect(nav.querySelectorAll('button')).toHaveLength(0);
    expect(nav.querySelectorAll('a[href]')).toHaveLength(3);

    await hydrate('/news?page=2&category=1&keyword=article', data);
    expect(problems).toEqual([]);
    expect(drawn()).toHaveLength(4);
    const page1 = within(nav).getByRole('link', { name: 'Page 1' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => void page1.dispatchEvent(click));
    // Live, the click is the page's: the browser does not follow the link, the listing moves to its address.
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(within(host).getAllByRole('article')).toHaveLength(10));
    expect(listCalls()).toEqual([{ page: '1', categoryId: '1', keyword: 'article' }]);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/news?page=2&category=1&keyword=article');
    expect(problems).toEqual([]);
  });

  it('the search is a GET form of /news with the keyword and the category; what was typed before the page was live is searched once live', async () => {
    const data = await serve('/news?category=3');
    const form = host.querySelector('form[role="search"]')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/news');
    expect(form.querySelector('input[type="hidden"][name="category"]')).toHaveValue('3');
    const box = within(host).getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;
    expect(box).toHaveAttribute('name', 'keyword');
    expect(box).not.toHaveAttribute('readonly');
    // Typed into the server's HTML, before any script ran.
    box.value = 'mediation';
    await hydrate('/news?category=3', data);
    expect(problems).toEqual([]);
    expect(box).toHaveValue('mediation');
    await waitFor(() => expect(listCalls()).toEqual([{ page: '1', categoryId: '3', keyword: 'mediation' }]), { timeout: 3000 });
    expect(box).toHaveValue('mediation');
  });

  it('an article hydrates with its Other Articles and fetches neither; its body stays as the server drew it', async () => {
    const data = await serve(`/insights/${current.alias}`);
    await hydrate(`/insights/${current.alias}`, data);
    expect(problems).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Break clauses that fail' })).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Other Articles' });
    expect(within(others).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    // The API's answer passed the article policy as it left (api: findArticle); the browser does not redo it.
    const body = host.querySelector('.news-article__body')!;
    expect(body.innerHTML).toBe('<h2>The notice</h2><p>Serve it <a href="https://example.com/notice">right</a>.</p>');
    expect(api.requests).toEqual([]);
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('an unknown article is no page to draw: the server answers 404, and keeps nothing', async () => {
    expect(await loadData(new URL('http://site.test/insights/no-such-article'), createApiClient(api.config), api.config)).toEqual({
      data: {},
      status: 404,
      cacheKey: null,
    });
  });
});
