import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { articleByAliasPath, articleListPath, type Session } from '@tenants/shared';
import NewsPage, { loadPage } from '../../../expose/page';
import { fakeApi, type FakeRequest } from '@tenants/shared/test/fake-api';
import { makeArticle } from '../../../../test/articles';
import { pickOthers } from '../lib/pick-others';

const api = fakeApi();
const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };

const current = makeArticle(7, {
  title: 'Break clauses that fail',
  alias: 'break-clauses-that-fail',
  author: 'Tom Whitfield',
  publishedAt: '2024-03-03T09:00:00.000Z',
  caption: 'A break clause is supposed to let you walk away early.',
  content: [
    '<h2>The notice</h2><p>Serve it <a href="javascript:alert(1)">right</a>, see <a href="#x">below</a>.</p>' +
      '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script><svg onload="window.hacked=1"></svg>',
  ],
  categoryId: 2,
});
const news = [makeArticle(1), makeArticle(2), { ...current, Category: { id: 1, name: 'News' } }, makeArticle(3)];

function answer({ path }: FakeRequest) {
  if (path === articleByAliasPath(current.alias)) return { body: { success: true, payload: current }, delayMs: 50 };
  if (path === articleListPath) return { body: { success: true, payload: { articles: news, totalPage: 1 } } };
  return { status: 404, body: { success: false, message: 'No such article.', errors: [{ message: 'No such article.' }] } };
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/insights/:id" element={<NewsPage session={session} config={api.config} />} />
        <Route path="/404" element={<h1>404 Not Found</h1>} />
      </Routes>
    </MemoryRouter>,
  );

// The article's code is a chunk of its own, which the build fetches with the remote on an article's address.
beforeAll(() => loadPage('/insights/break-clauses-that-fail'));
beforeEach(() => {
  api.otherwise(answer);
});

describe('the article page', () => {
  it('shows a blank dark overlay until the article arrives', async () => {
    renderAt('/insights/break-clauses-that-fail');
    expect(screen.getByTestId('loading-overlay')).toHaveClass('ui-overlay--blank');
    expect(await screen.findByRole('heading', { level: 1, name: 'Break clauses that fail' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('shows category, title, author, date like 3rd March 2024, picture, caption and the sanitised body', async () => {
    renderAt('/insights/break-clauses-that-fail');
    const title = await screen.findByRole('heading', { level: 1, name: 'Break clauses that fail' });
    const header = title.closest('header')!;
    const article = title.closest('article')!;
    expect(within(header).getByText('Hot Topics')).toBeInTheDocument();
    expect(within(header).getByText('By Tom Whitfield')).toBeInTheDocument();
    expect(within(header).getByText('3rd March 2024')).toHaveAttribute('datetime', '2024-03-03T09:00:00.000Z');
    expect(within(article).getByRole('img', { name: 'Picture 7' })).toHaveAttribute('src', `${api.config.apiBase}/media/articles/picture-7.svg`);
    expect(within(article).getByText('A break clause is supposed to let you walk away early.')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'The notice' })).toBeInTheDocument();

    const body = document.querySelector('.news-article__body')!;
    expect(body.innerHTML).toBe('<h2>The notice</h2><p>Serve it <a>right</a>, see <a href="#user-content-x">below</a>.</p>');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('sanitises the body it was handed in the page’s first-paint data too, before showing it', async () => {
    const forged = {
      ...current,
      content: ['<p id="first-paint">Read on</p><meta http-equiv="refresh" content="0;url=https://evil.example"><img src=x onerror="window.hacked=1">'],
    };
    render(
      <MemoryRouter initialEntries={['/insights/break-clauses-that-fail']}>
        <Routes>
          <Route
            path="/insights/:id"
            element={<NewsPage session={session} config={api.config} data={{ [`article:${current.alias}`]: forged, [`others:${current.alias}`]: news }} />}
          />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Break clauses that fail' });
    const body = document.querySelector('.news-article__body')!;
    expect(body.innerHTML).toBe('<p id="user-content-first-paint">Read on</p>');
    expect(document.querySelector('meta[http-equiv]')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('offers five named share links at the top and at the bottom', async () => {
    renderAt('/insights/break-clauses-that-fail');
    await screen.findByRole('heading', { level: 1 });
    const url = encodeURIComponent('http://localhost/insights/break-clauses-that-fail');
    for (const position of ['top', 'bottom']) {
      const group = screen.getByRole('group', { name: `Share this article (${position})` });
      const links = within(group).getAllByRole('link');
      expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
        'Share on Facebook',
        'Share on LinkedIn',
        'Share on Twitter',
        'Share on WhatsApp',
        'Share by e-mail',
      ]);
      expect(within(group).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
      expect(within(group).getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute(
        'href',
        `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      );
      expect(within(group).getByRole('link', { name: 'Share on Twitter' }).getAttribute('href')).toBe(
        `https://twitter.com/intent/tweet?url=${url}&text=Break%20clauses%20that%20fail`,
      );
      expect(within(group).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
        'href',
        `https://wa.me/?text=Break%20clauses%20that%20fail%20${url}`,
      );
      expect(within(group).getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute('href', `mailto:?subject=Break%20clauses%20that%20fail&body=${url}`);
      expect(within(group).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('target', '_blank');
    }
  });

  it('shows two other News articles, asked for with empty page and keyword, never the one being read', async () => {
    const random = jest.spyOn(Math, 'random');
    for (const value of [0, 0.5, 0.99]) {
      random.mockReturnValue(value);
      const { unmount } = renderAt('/insights/break-clauses-that-fail');
      const section = await screen.findByRole('region', { name: 'Other Articles' });
      const titles = within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(titles).toHaveLength(2);
      expect(titles).not.toContain('Break clauses that fail');
      unmount();
    }
    random.mockRestore();
    expect(api.requests.filter((r) => r.path === articleListPath).map((r) => r.query)).toContainEqual({ page: '', categoryId: '1', keyword: '' });
  });

  it('goes to /404 when there is no such article', async () => {
    renderAt('/insights/no-such-article');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  });

  it('says to try again, not "page not found", when the API cannot answer, and the button fetches it again', async () => {
    api.otherwise(({ path }) =>
      path === articleByAliasPath(current.alias)
        ? { status: 503, body: { success: false, message: 'down', errors: [{ message: 'down' }] } }
        : answer({ path } as FakeRequest),
    );
    renderAt('/insights/break-clauses-that-fail');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this just now. Please try again.');
    expect(screen.queryByRole('heading', { name: '404 Not Found' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument(), { timeout: 3000 });

    api.otherwise(answer);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Break clauses that fail' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the message at once when the server could not load the article either', async () => {
    render(
      <MemoryRouter initialEntries={['/insights/break-clauses-that-fail']}>
        <Routes>
          <Route path="/insights/:id" element={<NewsPage session={session} config={api.config} data={{ unavailable: true }} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now. Please try again.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests.filter((r) => r.path === articleByAliasPath(current.alias))).toEqual([]);
  });
});

describe('pickOthers', () => {
  it('draws two distinct articles other than the current one, whatever the random numbers', () => {
    for (const r of [0, 0.3, 0.7, 0.999]) {
      const picked = pickOthers(news, current.alias, () => r);
      expect(picked).toHaveLength(2);
      expect(new Set(picked.map((a) => a.alias)).size).toBe(2);
      expect(picked.map((a) => a.alias)).not.toContain(current.alias);
    }
    expect(pickOthers([news[2]], current.alias)).toEqual([]);
  });
});
