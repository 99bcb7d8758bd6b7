import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { defaultRuntimeConfig, type Session } from '@tenants/shared';
import NewsPage from '../page';

const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NewsPage session={session} config={defaultRuntimeConfig} />
    </MemoryRouter>,
  );

test('/news is titled News', () => {
  renderAt('/news');
  expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
});

test('an article is titled from its alias until it loads', () => {
  renderAt('/insights/upward-only-rent-reviews');
  expect(screen.getByRole('heading', { level: 1, name: 'Upward Only Rent Reviews' })).toBeInTheDocument();
});
