import { screen } from '@testing-library/react';
import { defaultRuntimeConfig } from '@tenants/shared';
import { renderWithRouter } from '../../../test/render-in-router';
import { blockOf } from '../../../test/site-fixtures';
import { useAuthStore } from '../../stores/auth-store';
import { Benefits } from './benefits';
import { HeroTiles } from '../hero-tiles/hero-tiles';

beforeEach(() => useAuthStore.setState({ token: null, loggedIn: false }));

test('names the product and lists Community, Lobbying and Support with Join For Free', () => {
  renderWithRouter(<Benefits block={blockOf('/', 'benefits')} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Benefits Of Joining Commercial Tenants Alliance' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Community', 'Lobbying', 'Support']);
  expect(screen.getByText(/2024 election/)).toBeInTheDocument();
  expect(screen.getByText(/triage service/)).toBeInTheDocument();
  expect(screen.getByText(/corporate sponsors/)).toBeInTheDocument();
  expect(screen.getByText(/over 900,000 business owners/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Join For Free' })).toHaveAttribute('href', '/sign-up');
});

test('the heading follows the configured brand', () => {
  renderWithRouter(<Benefits block={blockOf('/', 'benefits')} />, {
    config: { ...defaultRuntimeConfig, brand: { ...defaultRuntimeConfig.brand, product: 'Shop Tenants UK' } },
  });
  expect(screen.getByRole('heading', { level: 2, name: 'Benefits Of Joining Shop Tenants UK' })).toBeInTheDocument();
});

test('a member sees neither the benefits’ nor the hero tile’s Join For Free', () => {
  useAuthStore.setState({ token: 't', loggedIn: true });
  renderWithRouter(
    <>
      <HeroTiles tiles={blockOf('/', 'heroTiles').tiles} />
      <Benefits block={blockOf('/', 'benefits')} />
    </>,
  );
  expect(screen.queryByRole('link', { name: /Join For Free/ })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/community', '/lobbying', '/enquiry']);
});

test('a visitor gets all four hero tiles', () => {
  renderWithRouter(<HeroTiles tiles={blockOf('/', 'heroTiles').tiles} />);
  expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/community', '/lobbying', '/enquiry', '/sign-up']);
});
