import { Component, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { articleListPath, type Session } from '@tenants/shared';
import NewsPage, { loadPage } from '../../../../expose/page';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { listFrom, makeArticle } from '../../../../../test/articles';
import { createArticlesApi } from '../articles-api';

// The API code (the full shared package) is loaded on the first call, once; failing to load it is not a
// failed call.

const mockLoad = { count: 0, failWith: null as Error | null };
jest.mock('../shared-api', () => {
  mockLoad.count += 1;
  if (mockLoad.failWith) throw mockLoad.failWith;
  return jest.requireActual('../shared-api');
});

const api = fakeApi();
const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const refusal = new Error('Version 1.0.0 from shell of shared singleton module @tenants/shared does not satisfy the requirement of news which needs ^2.0.0');

/** Stands in for the shell's fallback panel around a remote. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

beforeAll(() => loadPage('/news'));
beforeEach(() => {
  api.otherwise(listFrom({ 1: [makeArticle(1)] }));
  mockLoad.failWith = null;
});

it('loads nothing until the first call, then the API code once for every call', async () => {
  const articles = createArticlesApi(api.config);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(mockLoad.count).toBe(0);
  const [first, second] = await Promise.all([
    articles.getArticleList({ page: 1, categoryId: 1, keyword: '' }),
    articles.getArticleList({ page: 1, categoryId: 2, keyword: '' }),
  ]);
  expect(first.articles).toHaveLength(1);
  expect(second.articles).toHaveLength(0);
  expect(mockLoad.count).toBe(1);
  expect(api.requests.map((r) => r.path)).toEqual([articleListPath, articleListPath]);
});

it('a page whose API code cannot load shows the fallback around it, not an empty listing', async () => {
  jest.resetModules();
  mockLoad.failWith = refusal;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <Boundary>
      <MemoryRouter initialEntries={['/news']}>
        <NewsPage session={session} config={api.config} />
      </MemoryRouter>
    </Boundary>,
  );
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('does not satisfy the requirement'));
  expect(screen.queryByText(/Sorry, no articles/)).not.toBeInTheDocument();
  expect(api.requests).toEqual([]);
  logged.mockRestore();
});

it('without a page to tell, a failed load rejects the call, and the next call loads again', async () => {
  jest.resetModules();
  mockLoad.failWith = new Error('offline');
  const articles = createArticlesApi(api.config);
  await expect(articles.getArticleList({ page: 1, categoryId: 1, keyword: '' })).rejects.toThrow('offline');
  mockLoad.failWith = null;
  expect((await articles.getArticleList({ page: 1, categoryId: 1, keyword: '' })).articles).toHaveLength(1);
});
