import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderAccount } from '../../../../test/render-account';

const api = fakeApi();
afterEach(clearToasts);

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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
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

    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await screen.findByRole('button', { name: 'Resend Email' });
    expect(api.sent('POST /api/forgot_pass').map((r) => r.body)).toEqual([{ email: 'jo@example.com' }, { email: 'jo@example.com' }]);
  });
});
