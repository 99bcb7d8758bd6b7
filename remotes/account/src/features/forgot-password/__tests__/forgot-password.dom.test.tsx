import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { defaultRuntimeConfig, FormResultContext, type FormResult, type Session } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderAccount } from '../../../../test/render-account';
import AccountPage from '../../../expose/page';

const api = fakeApi();
afterEach(clearToasts);

// Every form submit, and whether the page kept it (prevented) or left it to the browser to post. The
// browser's post is not made: jsdom cannot load the page it would answer with.
let submits: Array<{ action: string | null; prevented: boolean }> = [];
const recordSubmit = (event: Event) => {
  submits.push({ action: (event.target as HTMLFormElement).getAttribute('action'), prevented: event.defaultPrevented });
  event.preventDefault();
};
beforeEach(() => {
  submits = [];
  window.addEventListener('submit', recordSubmit);
});
afterEach(() => window.removeEventListener('submit', recordSubmit));

const sentResult: FormResult = { form: 'forgot-password', ok: true, message: 'We have sent you an email.', values: { email: 'jo@example.com' }, errors: {} };
const resendForm = () => screen.getByRole('button', { name: 'Resend Email' }).closest('form')!;

async function send(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return user;
}

describe('forgot password', () => {
  it.each(['', 'jo@'])('asks for a valid e-mail (%p) without calling the API', async (email) => {
    renderAccount('/forgot-password', api.base);
    await send(email);
    expect(await screen.findByText('Please provide a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // A toast (docs/product/accounts-and-guides.md), not words beside the field.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-describedby');
    expect(api.sent('POST /api/forgot_pass')).toEqual([]);
  });

  it('says beside the field when no account has the address', async () => {
    api.on('POST /api/forgot_pass', () => apiError('User does not exist', 404));
    renderAccount('/forgot-password', api.base);
    await send('nobody@example.com');
    const message = await screen.findByText('*Sorry, this email does not match with any account.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('only marks the field for any other failure', async () => {
    api.on('POST /api/forgot_pass', () => apiError('Too many requests. Please wait 1 minute and try again.', 429));
    renderAccount('/forgot-password', api.base);
    await send('jo@example.com');
    await screen.findByRole('button', { name: 'Send Reset Link' });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
    expect(screen.queryByText('*Sorry, this email does not match with any account.')).not.toBeInTheDocument();
  });

  it('confirms with Password Reset Sent and a toast, resends, and links back to login', async () => {
    api.on('POST /api/forgot_pass', () => ({ body: { success: true, message: 'We have sent you an email.' } }));
    renderAccount('/forgot-password', api.base);
    const user = await send('  jo@example.com ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset Sent' })).toHaveFocus();
    expect(await screen.findByText('We have sent you an email.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back To Login' })).toHaveAttribute('href', '/login');

    clearToasts();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await screen.findByRole('button', { name: 'Resend Email' });
    expect(api.sent('POST /api/forgot_pass').map((r) => r.body)).toEqual([{ email: 'jo@example.com' }, { email: 'jo@example.com' }]);
    // Sent by the page, not posted: the toast again, and the same screen.
    expect(await screen.findByText('We have sent you an email.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Password Reset Sent' })).toBeInTheDocument();
    expect(submits).toEqual([
      { action: '/forms/forgot-password', prevented: true },
      { action: '/forms/forgot-password', prevented: true },
    ]);
  });
});

describe('forgot password as HTML, before and without JavaScript', () => {
  it('is a form that posts the address to /forms/forgot-password, with the page to come back to', () => {
    renderAccount('/forgot-password', api.base);
    const form = screen.getByLabelText('Email').closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/forgot-password');
    expect(form).toHaveAttribute('id', 'form-forgot-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    expect(form.querySelector('input[type="hidden"][name="return"]')).toHaveValue('/forgot-password');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toHaveAttribute('type', 'submit');
    expect(form).not.toHaveAttribute('data-needs-js');
  });

  it('starts from a refused address: what was typed, the message beside the field', async () => {
    const message = '*Sorry, this email does not match with any account.';
    renderAccount(
      '/forgot-password',
      api.base,
      { token: null },
      { form: 'forgot-password', ok: false, message, values: { email: 'nobody@example.com' }, errors: { email: message } },
    );
    const field = screen.getByLabelText('Email');
    expect(field).toHaveValue('nobody@example.com');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    // Sent again with JavaScript, the server's message gives way to the page's own checks.
    api.on('POST /api/forgot_pass', () => ({ body: { success: true, message: 'We have sent you an email.' } }));
    await send('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset Sent' })).toBeInTheDocument();
    expect(api.sent('POST /api/forgot_pass').map((request) => request.body)).toEqual([{ email: 'nobody@example.com' }]);
  });

  it('starts from a link sent: Password Reset Sent, to the address, with the server’s message', () => {
    renderAccount(
      '/forgot-password',
      api.base,
      { token: null },
      { form: 'forgot-password', ok: true, message: 'We have sent you an email.', values: { email: 'jo@example.com' }, errors: {} },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Password Reset Sent' })).toBeInTheDocument();
    expect(screen.getByText('jo@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('We have sent you an email.');
    expect(document.getElementById('form-forgot-password')).toHaveTextContent('We have sent you an email.');
  });

  it('offers Resend Email as the same form again: the address in a hidden field, posted to /forms/forgot-password', () => {
    const session: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
    // The page as the site server draws it after the first send (the 303's result), before any script.
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <FormResultContext.Provider value={sentResult}>
        <StaticRouter location="/forgot-password">
          <AccountPage session={session} config={defaultRuntimeConfig} />
        </StaticRouter>
      </FormResultContext.Provider>,
    );
    const button = page.querySelector('button')!;
    expect(button).toHaveTextContent('Resend Email');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/forms/forgot-password');
    expect(form).not.toHaveAttribute('data-needs-js');
    // Exactly what the first send posts (an address and the page to come back to), so the server answers alike.
    expect([...form.querySelectorAll('input')].map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'return', '/forgot-password'],
      ['hidden', 'email', 'jo@example.com'],
    ]);
    expect(form.querySelector('a[href="/login"]')).toHaveTextContent('Back To Login');
    // The 303 opens the page at the message, the one element with the form's anchor.
    expect(page.querySelectorAll('#form-forgot-password')).toHaveLength(1);
    expect(page.querySelector('#form-forgot-password')).toHaveTextContent('We have sent you an email.');
  });

  it('with JavaScript, Resend Email on the page the server drew sends through the page: no post, the toast', async () => {
    api.on('POST /api/forgot_pass', () => ({ body: { success: true, message: 'We have sent you an email.' } }));
    renderAccount('/forgot-password', api.base, { token: null }, sentResult);
    expect(resendForm()).toHaveAttribute('action', '/forms/forgot-password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Email' }));
    await waitFor(() => expect(api.sent('POST /api/forgot_pass').map((r) => r.body)).toEqual([{ email: 'jo@example.com' }]));
    // The server's message and the toast's.
    await waitFor(() => expect(screen.getAllByText('We have sent you an email.')).toHaveLength(2));
    expect(submits).toEqual([{ action: '/forms/forgot-password', prevented: true }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Password Reset Sent' })).toBeInTheDocument();
    expect(screen.getByText('jo@example.com')).toBeInTheDocument();
  });

  it("another form's result leaves it as it is", () => {
    renderAccount(
      '/forgot-password',
      api.base,
      { token: null },
      { form: 'newsletter', ok: true, message: 'Subscribed', values: { email: 'jo@example.com' }, errors: {} },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Forgotten Your Password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
