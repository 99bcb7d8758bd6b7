import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { defaultRuntimeConfig, type Session } from '@tenants/shared';
import AccountPage from '../page';

const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };

test.each([
  ['/login', 'Welcome Back'],
  ['/sign-up', 'Create Account'],
  ['/forgot-password', 'Forgotten Your Password?'],
  ['/reset-password?token=abc', 'Reset Password'],
  // The form is chosen from the first path segment; anything else is sign-up (docs/product/accounts-and-guides.md).
  ['/account', 'Create Account'],
  ['/login/extra', 'Welcome Back'],
])('%s shows %s', (path, title) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AccountPage session={session} config={defaultRuntimeConfig} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
