import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { defaultRuntimeConfig, type Session } from '@tenants/shared';
import DonationPage from '../page';

const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <DonationPage session={session} config={defaultRuntimeConfig} />
    </MemoryRouter>,
  );

test.each([
  ['/donation', 'Make A Donation'],
  ['/donation/failure', 'Make A Donation'],
  ['/donation/thankyou', 'Thank You'],
])('%s is titled %s', (path, title) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

test('the thank-you view leads home', () => {
  renderAt('/donation/thankyou');
  expect(screen.getByRole('link', { name: 'Return To Home' })).toHaveAttribute('href', '/');
});
