import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderAccount } from '../../../../test/render-account';

const api = fakeApi();
afterEach(clearToasts);

async function reset(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password', () => {
  it('sends a visitor without a token to /', async () => {
    renderAccount('/reset-password', api.base);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it.each([
    ['', '', 'Please enter your new password.', 'New password'],
    ['new-password', '', 'Please enter your new password.', 'Confirm password'],
    ['', 'new-password', 'Please enter your new password.', 'New password'],
    ['new-password', 'new-passwort', 'The confirm password does not match the new password.', 'Confirm password'],
  ])('checks %p / %p: %s', async (password, confirm, message, label) => {
    renderAccount('/reset-password?token=abc', api.base);
    await reset(password, confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveFocus();
    // A toast (docs/product/accounts-and-guides.md), not words beside the field.
    expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-describedby');
    expect(api.sent('POST /api/reset_pass')).toEqual([]);
  });

  it("shows the server's message when the reset fails", async () => {
    api.on('POST /api/reset_pass', () => apiError('This password reset link is invalid or has expired. Please request a new one.'));
    renderAccount('/reset-password?token=used-token', api.base);
    await reset('new-password', 'new-password');
    expect(await screen.findByText('This password reset link is invalid or has expired. Please request a new one.')).toBeInTheDocument();
  });

  it('shows the common-password refusal beside the new password', async () => {
    api.on('POST /api/reset_pass', () => apiError(messages.passwordTooCommon));
    renderAccount('/reset-password?token=abc', api.base);
    await reset('password1', 'password1');
    expect(await screen.findByText(messages.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the token and both passwords, then shows Password Reset with Back To Login', async () => {
    api.on('POST /api/reset_pass', () => ({ body: { success: true, message: 'Your password has been reset.' } }));
    renderAccount('/reset-password?token=the-token', api.base);
    await reset('new-password', 'new-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset' })).toHaveFocus();
    expect(api.sent('POST /api/reset_pass')[0].body).toEqual({ token: 'the-token', new_password: 'new-password', confirm_password: 'new-password' });
    expect(screen.getByRole('link', { name: 'Back To Login' })).toHaveAttribute('href', '/login');
  });
});
