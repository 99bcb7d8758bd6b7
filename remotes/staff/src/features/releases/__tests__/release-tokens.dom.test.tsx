import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { releaseTokenMessages, type ReleaseToken } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { adminAl, clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

// Teams' release tokens on the releases page (docs/releases.md "A team's release"): who holds each and its
// last use; a new one for the remotes chosen, shown once; a revocation confirmed first.

const api = fakeApi();
afterEach(clearToasts);

const payments: ReleaseToken = {
  id: 'tok-1',
  name: 'Payments team CI',
  remotes: ['donation'],
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: 'al@tenants.example',
  lastUsedAt: null,
  revokedAt: null,
};

beforeEach(() => {
  signIn(api, adminAl);
  api.on('GET /api/staff/releases', () => ({ body: { success: true, payload: { remotes: [] } } }));
  api.on('GET /api/staff/releases/tokens', () => ({ body: { success: true, payload: { tokens: [payments] } } }));
});

it('makes a token for the remotes chosen and shows it once', async () => {
  const user = userEvent.setup();
  api.on('POST /api/staff/releases/tokens', () => ({
    body: {
      success: true,
      message: releaseTokenMessages.created,
      payload: { token: 'the-secret-token', release: { ...payments, id: 'tok-2', name: 'Marketing agency', remotes: ['news'] } },
    },
  }));
  renderStaff('/staff/releases', api);
  const section = await screen.findByRole('region', { name: 'Release tokens' });
  expect(await within(section).findByRole('rowheader', { name: 'Payments team CI' })).toBeInTheDocument();
  const form = within(section).getByRole('form', { name: 'Make a release token' });
  await user.click(within(form).getByRole('button', { name: 'Make the token' }));
  expect(await within(form).findByText(releaseTokenMessages.remotes)).toBeInTheDocument();
  await user.type(within(form).getByLabelText(/Who holds it/), 'Marketing agency');
  await user.click(within(form).getByRole('checkbox', { name: 'news' }));
  await user.click(within(form).getByRole('button', { name: 'Make the token' }));
  expect(await within(section).findByDisplayValue('the-secret-token')).toBeInTheDocument();
  expect(api.sent('POST /api/staff/releases/tokens').map((r) => r.body)).toEqual([{ name: 'Marketing agency', remotes: ['news'] }]);
  await user.click(within(section).getByRole('button', { name: 'I have copied it' }));
  expect(within(section).queryByDisplayValue('the-secret-token')).toBeNull();
});

it('revokes a token once the admin confirms', async () => {
  const user = userEvent.setup();
  api.on('DELETE /api/staff/releases/tokens/tok-1', () => ({ body: { success: true, message: releaseTokenMessages.revoked } }));
  renderStaff('/staff/releases', api);
  const section = await screen.findByRole('region', { name: 'Release tokens' });
  await user.click(await within(section).findByRole('button', { name: 'Revoke the token of Payments team CI' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(api.sent('DELETE /api/staff/releases/tokens/tok-1')).toHaveLength(1));
  expect(await screen.findByText(releaseTokenMessages.revoked)).toBeInTheDocument();
});
