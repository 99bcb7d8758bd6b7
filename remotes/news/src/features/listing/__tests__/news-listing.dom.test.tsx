import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { articleListPath, type Session } from '@tenants/shared';
import NewsPage, { loadPage } from '../../../expose/page';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { listFrom, makeArticle } from '../../../../test/articles';
import { pageWindow } from '../lib/page-window';
import { searchDebounceMs } from '../components/search-box';

const api = fakeApi();
const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const news = Array.from({ length: 12 }, (_, i) => makeArticle(i + 1));
const hot = Array.from({ length: 3 }, (_, i) => makeArticle(i + 1, { categoryId: 2 }));

let location = '';
let navigate: NavigateFunction;
function Spy() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  navigate = useNavigate();
  return null;
}

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <NewsPage session={session} config={api.config} />
      <Spy />
    </MemoryRouter>,
  );
  return user;
}

/** The page as the server drew it, with its first-paint data. */
function renderAtWith(path: string, data: Record<string, unknown>) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NewsPage session={session} config={api.config} data={data} />
    </MemoryRouter>,
  );
}

const listCalls = () => api.requests.filter((r) => r.path === articleListPath).map((r) => r.query);

// The addresses of the link clicks the page left to the browser (not prevented). The browser's part is
// played here: the click is then prevented, as jsdom cannot load another page.
let followed: string[] = [];
const followByBrowser = (event: MouseEvent) => {
  const link = (event.target as Element).closest('a[href]');
  if (!link || event.defaultPrevented) return;
  followed.push(link.getAttribute('href')!);
  event.preventDefault();
};
beforeEach(() => {
  followed = [];
  window.addEventListener('click', followByBrowser);
});
afterEach(() => window.removeEventListener('click', followByBrowser));
const cards = () => screen.queryAllByRole('article');
const tab = (name: string) => screen.getByRole('tab', { name });
const waitForCards = (n: number) => waitFor(() => expect(cards()).toHaveLength(n));

// The listing's code is a chunk of its own, which the build fetches with the remote on the listing's address.
beforeAll(() => loadPage('/news'));
beforeEach(() => {
  api.otherwise(listFrom({ 1: news, 2: hot }));
});

describe('the news listing', () => {
  it('is titled News, defaults to News page 1 and asks for it', async () => {
    renderAt('/news');
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(tab('News')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Article categories' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search article or keyword...')).toBeInTheDocument();
    await waitForCards(10);
    expect(listCalls()).toEqual([{ page: '1', categoryId: '1', keyword: '' }]);
  });

  it('shows blocks of five, the first large with its caption cut at 400 characters, dates like 3rd March 2024', async () => {
    const long = 'x'.repeat(401);
    api.otherwise(listFrom({ 1: [makeArticle(1, { caption: long }), ...news.slice(1)] }));
    renderAt('/news');
    await waitForCards(10);
    const blocks = document.querySelectorAll('.news-block');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveClass('news-block--lead-left');
    expect(blocks[1]).toHaveClass('news-block--lead-right');
    const [first, second] = cards();
    expect(first).toHaveClass('news-card--large');
    expect(within(first).getByText(`${'x'.repeat(400)}...`)).toBeInTheDocument();
    expect(within(first).getByText('3rd March 2024')).toBeInTheDocument();
    expect(second).toHaveClass('news-card--small');
    expect(within(second).getByText('Short text 2.')).toBeInTheDocument();
    expect(blocks[1].querySelector('.news-card--large')).toHaveTextContent('News article 6');
  });

  it('opens articles in a new tab', async () => {
    renderAt('/news');
    await waitForCards(10);
    const link = within(cards()[0]).getByRole('link');
    expect(link).toHaveAttribute('href', '/insights/news-article-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(cards()[0].querySelector('img')).toHaveAttribute('src', `${api.config.apiBase}/media/articles/picture-1.svg`);
  });

  it('changes the category with a tab (and the arrow keys) and resets the page to 1', async () => {
    const user = renderAt('/news?page=2&category=1&keyword=article');
    await waitForCards(2);
    await user.click(tab('Hot Topics'));
    await waitForCards(3);
    expect(location).toBe('/news?page=1&category=2&keyword=article');
    expect(listCalls().at(-1)).toEqual({ page: '1', categoryId: '2', keyword: 'article' });
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab('Hot Topics').id);

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(tab('News')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('News')).toHaveFocus();
    expect(location).toBe('/news?page=1&category=1&keyword=article');
  });

  it('follows the browser back and forward', async () => {
    const user = renderAt('/news');
    await waitForCards(10);
    await user.click(tab('Hot Topics'));
    await waitForCards(3);
    act(() => navigate(-1));
    await waitForCards(10);
    expect(tab('News')).toHaveAttribute('aria-selected', 'true');
    act(() => navigate(1));
    await waitForCards(3);
    expect(tab('Hot Topics')).toHaveAttribute('aria-selected', 'true');
  });

  it('searches 500 ms after typing stops, resetting the page to 1 only when the keyword changed', async () => {
    const user = renderAt('/news?page=2&category=1');
    await waitForCards(2);
    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    const before = listCalls().length;
    await user.type(box, 'article 1');
    await new Promise((r) => setTimeout(r, searchDebounceMs - 150));
    expect(listCalls()).toHaveLength(before);
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: '1', categoryId: '1', keyword: 'article 1' }));
    expect(listCalls()).toHaveLength(before + 1);
    expect(location).toBe('/news?page=1&category=1&keyword=article+1');
    await waitForCards(4);

    // A trailing space is no new keyword: nothing is fetched and the page stays.
    await user.click(screen.getByRole('link', { name: 'Page 1' }));
    await user.type(box, ' ');
    await new Promise((r) => setTimeout(r, searchDebounceMs + 200));
    expect(listCalls()).toHaveLength(before + 1);
    expect(box).toHaveValue('article 1 ');
  });

  /** Nine pages of "article" matches, opened at the first: the pagination and its links. */
  async function ninePages() {
    const many = Array.from({ length: 90 }, (_, i) => makeArticle(i + 1));
    api.otherwise(listFrom({ 1: many }));
    const user = renderAt('/news?keyword=article');
    await waitForCards(10);
    const nav = screen.getByRole('navigation', { name: 'Pages of articles' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    const pageLinks = () => within(nav).getAllByRole('link', { name: /^Page / });
    return { user, nav, link, pageLinks };
  }

  it('shows up to five page numbers around the current page, each a link to its own address; prev and next disabled at the ends', async () => {
    const { user, nav, link, pageLinks } = await ninePages();
    const pages = () => pageLinks().map((a) => [a.textContent, a.getAttribute('href')]);
    expect(pages()).toEqual([1, 2, 3, 4, 5].map((n) => [String(n), `/news?page=${n}&category=1&keyword=article`]));
    expect(link('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(link('Page 2')).not.toHaveAttribute('aria-current');
    expect(link('Next page')).toHaveAttribute('href', '/news?page=2&category=1&keyword=article');
    expect(link('Next page')).toHaveAttribute('rel', 'next');
    // At the first page Previous is announced as a disabled link, but is none: nothing to follow, no tab stop.
    const previous = link('Previous page');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(previous).not.toHaveAttribute('tabindex');
    expect(previous.tagName).toBe('A');
    act(() => link('Page 1').focus());
    await user.tab({ shift: true });
    expect(previous).not.toHaveFocus();
    expect(nav).not.toContainElement(document.activeElement as HTMLElement);
    expect(previous).toHaveClass('news-pagination__arrow');
    expect(previous.querySelector('svg')).toBeInTheDocument();
    expect(link('Next page')).toHaveClass('news-pagination__arrow');
  });

  it('moves the listing without a reload, to the very address the link names, and scrolls back to the tabs', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user, link, pageLinks } = await ninePages();
    const pages = () => pageLinks().map((a) => a.textContent);
    const press = async (name: string) => {
      const href = link(name).getAttribute('href');
      await user.click(link(name));
      await waitFor(() => expect(location).toBe(href));
      return href;
    };

    expect(await press('Next page')).toBe('/news?page=2&category=1&keyword=article');
    expect(listCalls().at(-1)).toEqual({ page: '2', categoryId: '1', keyword: 'article' });
    expect(link('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(link('Previous page')).toHaveAttribute('href', '/news?page=1&category=1&keyword=article');
    expect(link('Previous page')).not.toHaveAttribute('aria-disabled');
    expect(scrolled).toHaveBeenCalledTimes(1);

    await press('Page 4');
    await waitFor(() => expect(pages()).toEqual(['2', '3', '4', '5', '6']));
    expect(link('Page 4')).toHaveAttribute('aria-current', 'page');
    expect(await press('Previous page')).toBe('/news?page=3&category=1&keyword=article');
    await waitFor(() => expect(link('Page 3')).toHaveAttribute('aria-current', 'page'));
    expect(followed).toEqual([]);

    // The current page asks for nothing; a click meant for a new tab is the browser's.
    const calls = listCalls().length;
    await user.click(link('Page 3'));
    await user.keyboard('[ControlLeft>]');
    await user.click(link('Page 5'));
    await user.keyboard('[/ControlLeft]');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(followed).toEqual(['/news?page=5&category=1&keyword=article']);
    expect(location).toBe('/news?page=3&category=1&keyword=article');
    expect(listCalls()).toHaveLength(calls);

    act(() => navigate('/news?page=9&category=1&keyword=article'));
    await waitFor(() => expect(pages()).toEqual(['5', '6', '7', '8', '9']));
    expect(link('Next page')).toHaveAttribute('aria-disabled', 'true');
    expect(link('Next page')).not.toHaveAttribute('href');
    expect(link('Previous page')).toHaveAttribute('href', '/news?page=8&category=1&keyword=article');
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('falls through News, Hot Topics, Insights to the first category with results and switches the tab', async () => {
    const insights = [makeArticle(1, { categoryId: 3, title: 'Mediation in disputes' })];
    api.otherwise(listFrom({ 1: news, 2: hot, 3: insights }));
    renderAt('/news?category=2&keyword=mediation');
    await waitForCards(1);
    expect(tab('Insights')).toHaveAttribute('aria-selected', 'true');
    expect(location).toBe('/news?page=1&category=3&keyword=mediation');
    // This search's calls (a call the previous test started can still arrive: it has no keyword).
    expect(listCalls().filter((q) => q.keyword === 'mediation')).toEqual([
      { page: '1', categoryId: '2', keyword: 'mediation' },
      { page: '1', categoryId: '1', keyword: 'mediation' },
      { page: '1', categoryId: '3', keyword: 'mediation' },
    ]);
  });

  it('shows an empty state when no category has results', async () => {
    renderAt('/news?keyword=zebra');
    expect(await screen.findByText(/Sorry, no articles matched your search/)).toBeInTheDocument();
    expect(tab('News')).toHaveAttribute('aria-selected', 'true');
    expect(listCalls().map((q) => q.categoryId)).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('navigation', { name: 'Pages of articles' })).not.toBeInTheDocument();
  });

  it('shows the loading overlay while fetching; a failed fetch says to try again (not "no articles"), and the button fetches again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.otherwise(() => ({ status: 503, body: { success: false, message: 'down', errors: [{ message: 'down' }] }, delayMs: 100 }));
    const user = renderAt('/news');
    expect(screen.getByTestId('loading-overlay')).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('We could not load this just now. Please try again.');
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(logged).toHaveBeenCalledWith('Could not load the articles', expect.anything());
    expect(screen.queryByText(/Sorry, no articles/)).not.toBeInTheDocument();

    // The API is back: the button asks again and the articles show.
    api.otherwise(listFrom({ 1: news, 2: hot }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitForCards(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('shows the message at once when the server could not load the listing either (no fetch until asked)', async () => {
    renderAtWith('/news', { unavailable: true });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now. Please try again.');
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls()).toEqual([]);
  });
});
