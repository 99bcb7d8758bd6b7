import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
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

describe('without JavaScript', () => {
  const serverHtml = (path: string) => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <StaticRouter location={path}>
        <AccountPage session={session} config={defaultRuntimeConfig} />
      </StaticRouter>,
    );
    return page;
  };

  test.each([
    ['/login', 'You need JavaScript turned on to log in.'],
    ['/sign-up', 'You need JavaScript turned on to join.'],
    ['/reset-password?token=abc', 'You need JavaScript turned on to choose a new password.'],
  ])('%s says plainly that it needs JavaScript, and its form is one the early-events script keeps', (path, notice) => {
    const page = serverHtml(path);
    // jsdom runs with scripting on, so it keeps a noscript's content as text: read as a browser without script does.
    const noscript = document.createElement('div');
    noscript.innerHTML = page.querySelector('noscript')!.textContent!;
    expect(noscript.querySelector('p')).toHaveTextContent(notice);
    // Hidden without script (its session lives in the browser's storage); posted, never with the password in the address.
    // The form is hidden by account.css (`scripting: none`), not by a <style> in the body (not valid there).
    expect(noscript.querySelector('style')).toBeNull();
    const form = page.querySelector('form.account-form')!;
    expect(form).toHaveAttribute('data-needs-js');
    expect(form).toHaveAttribute('method', 'post');
    // Typeable and sendable from first paint: a send made before the page is live is kept and made once it is.
    expect(form.querySelector('button[type="submit"]')).toBeEnabled();
    form.querySelectorAll('input[type="password"]').forEach((field) => expect(field).not.toHaveAttribute('readonly'));
  });

  test('/forgot-password works without it: no notice', () => {
    const page = serverHtml('/forgot-password');
    expect(page.querySelector('noscript')).toBeNull();
    expect(page.querySelector('form')).not.toHaveAttribute('data-needs-js');
    expect(page.querySelector('form button[type="submit"]')).toBeEnabled();
  });
});
