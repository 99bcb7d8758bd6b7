import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderAccount } from '../../../../test/render-account';

const api = fakeApi();
afterEach(clearToasts);

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
};

describe('login', () => {
  it('shows Welcome Back with email, password, Sign in, Forgotten your password? and Sign Up', () => {
    renderAccount('/login', api.base);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  });

  it.each([
    ['', '', 'Please provide your email address.', 'Email'],
    ['jo@', 'secret-pass', 'Please provide a valid email address.', 'Email'],
    ['jo@example.com', '', 'Please provide your password.', 'Password'],
  ])('checks %p / %p in the spec order: %s', async (email, password, message, field) => {
    renderAccount('/login', api.base);
    const user = await fill(email, password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(field)).toHaveFocus();
    // A toast (docs/product/accounts-and-guides.md), not words beside the field.
    expect(screen.getByLabelText(field)).not.toHaveAttribute('aria-describedby');
    expect(api.sent('POST /api/login')).toEqual([]);
  });

  it('shows and hides the password', async () => {
    renderAccount('/login', api.base);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("shows the server's message when the login fails", async () => {
    api.on('POST /api/login', () => apiError('Incorrect email or password.', 401));
    const { log } = renderAccount('/login', api.base);
    await fill('jo@example.com', 'wrong-password{Enter}');
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(log.logins).toEqual([]);
  });

  it('signs in with Enter, then offers View Guides and Logout; Logout ends the session on the server', async () => {
    api.on('POST /api/login', () => ({ body: { success: true, token: 'tok-123', message: 'You can now access all our guides.' } }));
    const { log } = renderAccount('/login', api.base);
    const user = await fill(' jo@example.com ', 'right-password{Enter}');

    expect(await screen.findByText('You can now access all our guides.')).toBeInTheDocument();
    expect(api.sent('POST /api/login')[0].body).toEqual({ email: 'jo@example.com', password: 'right-password' });
    expect(log.logins).toEqual(['tok-123']);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'View Guides' })).toHaveAttribute('href', '/advice-support#guides');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have logged out.')).toBeInTheDocument();
    expect(api.sent('POST /api/logout')[0].authorization).toBe('Bearer tok-123');
    expect(log.logouts).toBe(1);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    // The password did not stay on the screen; the address did.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('jo@example.com');
  });

  it('checks a stored token on load and logs in when the server accepts it', async () => {
    api.on('POST /api/token/check', () => ({ body: { success: true } }));
    const { log } = renderAccount('/login', api.base, { token: 'stored-token' });
    expect(await screen.findByText('You can now access all our guides.')).toBeInTheDocument();
    expect(api.sent('POST /api/token/check')[0].body).toEqual({ token: 'stored-token' });
    expect(log.logins).toEqual(['stored-token']);
    expect(api.sent('POST /api/token/check')).toHaveLength(1);
  });

  it('logs out when the server refuses the stored token', async () => {
    api.on('POST /api/token/check', () => apiError('Your session has expired. Please log in again.', 401));
    const { log } = renderAccount('/login', api.base, { token: 'old-token', loggedIn: true });
    await waitFor(() => expect(log.logouts).toBe(1));
    expect(log.current).toEqual({ token: null, loggedIn: false });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('login sends back to the page that asked for it', () => {
  beforeEach(() => api.on('POST /api/login', () => ({ body: { success: true, token: 'tok-next', message: 'You can now access all our guides.' } })));

  it('?next=: Sign Up keeps it, so a new member comes back too', () => {
    renderAccount('/login?next=%2Fevents%2Frent-review-clinic', api.base);
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up?next=%2Fevents%2Frent-review-clinic');
  });

  it('?next=/staff/enquiries: after signing in the visitor is on that page', async () => {
    renderAccount('/login?next=%2Fstaff%2Fenquiries', api.base);
    await fill('jo@example.com', 'right-password{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/enquiries'));
  });

  it.each(['//elsewhere.example/x', 'https://elsewhere.example/', '/\\elsewhere.example'])(
    '?next=%s is not followed: the visitor stays on /login',
    async (next) => {
      const { log } = renderAccount(`/login?next=${encodeURIComponent(next)}`, api.base);
      await fill('jo@example.com', 'right-password{Enter}');
      await waitFor(() => expect(log.logins).toEqual(['tok-next']));
      expect(screen.getByTestId('location').textContent).toMatch(/^\/login\?/);
    },
  );
});
