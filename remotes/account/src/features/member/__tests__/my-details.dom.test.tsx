import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountDetailsMessages, messages } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderAccount } from '../../../../test/render-account';

const api = fakeApi();
afterEach(clearToasts);

const member = { token: 'member-token', loggedIn: true };

beforeEach(() => {
  api.on('POST /api/token/check', () => ({ body: { success: true } }));
  api.on('GET /api/account/preferences', () => ({ body: { success: true, payload: { lists: [] } } }));
  api.on('GET /api/profile', () => ({
    body: { success: true, payload: { firstname: 'Priya', lastname: 'Shah', email: 'priya@shop.example', phone: '07700900123' } },
  }));
});

const details = async () => screen.findByRole('region', { name: 'Your details' });

it('changes name and phone; a refused phone is said beside the field', async () => {
  let refuse = true;
  api.on('PUT /api/account/details', ({ body }) =>
    refuse
      ? apiError(messages.phoneExisted, 409)
      : { body: { success: true, message: accountDetailsMessages.detailsSaved, payload: { ...(body as object), email: 'priya@shop.example' } } },
  );
  renderAccount('/login', api.base, member);
  const user = userEvent.setup();
  const region = await details();
  const form = await within(region).findByRole('form', { name: 'Name and phone' });
  const last = await within(form).findByLabelText('Last name');
  expect(last).toHaveValue('Shah');
  await user.clear(last);
  await user.type(last, 'Patel');
  const phone = within(form).getByLabelText('Phone');
  await user.clear(phone);
  await user.type(phone, '07700900999');
  await user.click(within(form).getByRole('button', { name: 'Save my details' }));
  expect(await within(form).findByText(messages.phoneExisted)).toBeInTheDocument();
  expect(phone).toHaveAccessibleDescription(messages.phoneExisted);
  await waitFor(() => expect(phone).toHaveFocus());

  refuse = false;
  await user.click(within(form).getByRole('button', { name: 'Save my details' }));
  await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(accountDetailsMessages.detailsSaved));
  expect(api.bodies('PUT /api/account/details').at(-1)).toEqual({ firstname: 'Priya', lastname: 'Patel', phone: '07700900999' });
  expect(api.sent('PUT /api/account/details')[0].authorization).toBe('Bearer member-token');
});

it('asks for a new e-mail with the password: a wrong password is said beside it, then the link is sent', async () => {
  let wrong = true;
  api.on('POST /api/account/email', ({ body }) =>
    wrong
      ? apiError(accountDetailsMessages.passwordWrong, 400)
      : { body: { success: true, message: accountDetailsMessages.emailLinkSent((body as { email: string }).email) } },
  );
  renderAccount('/login', api.base, member);
  const user = userEvent.setup();
  const form = await within(await details()).findByRole('form', { name: 'Change your e-mail address' });
  expect(form).toHaveTextContent('Your account’s address is priya@shop.example.');
  await user.click(within(form).getByRole('button', { name: 'Send the link' }));
  expect(await within(form).findByText(messages.emailRequired)).toBeInTheDocument();
  await user.type(within(form).getByLabelText('New e-mail address'), 'new@shop.example');
  await user.type(within(form).getByLabelText('Your password'), 'not-right');
  await user.click(within(form).getByRole('button', { name: 'Send the link' }));
  expect(await within(form).findByText(accountDetailsMessages.passwordWrong)).toBeInTheDocument();
  expect(within(form).getByLabelText('Your password')).toHaveAccessibleDescription(accountDetailsMessages.passwordWrong);

  wrong = false;
  await user.type(within(form).getByLabelText('Your password'), 'x');
  await user.click(within(form).getByRole('button', { name: 'Send the link' }));
  await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(accountDetailsMessages.emailLinkSent('new@shop.example')));
});

it('changes the password with the current one; a common new one is said beside it', async () => {
  api.on('POST /api/account/password', ({ body }) =>
    (body as { new_password: string }).new_password === 'password123'
      ? apiError(messages.passwordTooCommon, 400)
      : { body: { success: true, message: accountDetailsMessages.passwordChanged } },
  );
  renderAccount('/login', api.base, member);
  const user = userEvent.setup();
  const form = await within(await details()).findByRole('form', { name: 'Change your password' });
  await user.type(within(form).getByLabelText('Current password'), 'my-old-password');
  await user.type(within(form).getByLabelText('New password'), 'short');
  await user.click(within(form).getByRole('button', { name: 'Change my password' }));
  expect(await within(form).findByText(messages.passwordTooShort)).toBeInTheDocument();
  await user.clear(within(form).getByLabelText('New password'));
  await user.type(within(form).getByLabelText('New password'), 'password123');
  await user.click(within(form).getByRole('button', { name: 'Change my password' }));
  expect(await within(form).findByText(messages.passwordTooCommon)).toBeInTheDocument();
  expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(messages.passwordTooCommon);
  await user.clear(within(form).getByLabelText('New password'));
  await user.type(within(form).getByLabelText('New password'), 'a-long-new-passphrase');
  await user.click(within(form).getByRole('button', { name: 'Change my password' }));
  await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(accountDetailsMessages.passwordChanged));
});

it('confirms a new e-mail from the link only when the button is pressed', async () => {
  api.on('POST /api/account/email/confirm', () => ({ body: { success: true, message: accountDetailsMessages.emailChanged } }));
  renderAccount('/account/email?token=abc', api.base, { token: null, loggedIn: false });
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Confirm my new e-mail address' });
  expect(api.sent('POST /api/account/email/confirm')).toEqual([]);
  await user.click(button);
  expect(await screen.findByText(accountDetailsMessages.emailChanged)).toBeInTheDocument();
  expect(api.bodies('POST /api/account/email/confirm')).toEqual([{ token: 'abc' }]);
  expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
});
