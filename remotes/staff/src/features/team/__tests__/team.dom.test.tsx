import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, staffMessages, staffWorkMessages } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { adminAl, clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);

describe('the team page (admins)', () => {
  it('is for admins only', async () => {
    signIn(api);
    renderStaff('/staff/team', api);
    expect(await screen.findByText(staffMessages.adminOnly)).toBeInTheDocument();
    expect(api.sent('GET /api/staff/invitations')).toEqual([]);
  });

  it('invites a colleague with a role, says the invitation is on its way, and revokes one', async () => {
    signIn(api, adminAl);
    let invitations: unknown[] = [];
    api.on('GET /api/staff/invitations', () => ({ body: { success: true, payload: invitations } }));
    api.on('POST /api/staff/invitations', (request) => {
      const invitation = {
        id: 'i1',
        email: request.body!.email,
        role: request.body!.role,
        createdAt: '2026-03-01T10:00:00.000Z',
        expiresAt: '2099-03-08T10:00:00.000Z',
        acceptedAt: null,
        invitedBy: { id: 's2', firstname: 'Al', lastname: 'Admin' },
      };
      invitations = [invitation];
      return { body: { success: true, message: staffWorkMessages.invitationSent, payload: invitation } };
    });
    api.on('DELETE /api/staff/invitations/i1', () => {
      invitations = [];
      return { body: { success: true } };
    });
    renderStaff('/staff/team', api);
    expect(await screen.findByText('No invitations yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: 'Invite a colleague' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Please provide a valid email address.')).toBeInTheDocument();
    expect(within(form).getByLabelText('E-mail address')).toHaveFocus();
    expect(within(form).getByLabelText('Role')).toHaveTextContent('Contributor (writes drafts)');

    await user.type(within(form).getByLabelText('E-mail address'), 'Cat@Tenants.example');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Contributor (writes drafts)');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(form).getByTestId('invite-status')).toHaveTextContent(staffWorkMessages.invitationSent));
    expect(api.bodies('POST /api/staff/invitations')).toEqual([{ email: 'cat@tenants.example', role: 'contributor' }]);
    const table = await screen.findByRole('table', { name: 'Invitations, newest first' });
    expect(within(table).getByText('cat@tenants.example')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Revoke the invitation to cat@tenants.example' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No invitations yet.')).toBeInTheDocument();
    expect(api.sent('DELETE /api/staff/invitations/i1')).toHaveLength(1);
  });
});

describe('the team on the team page (admins)', () => {
  const cora = { id: 'c1', firstname: 'Cora', lastname: 'Writer', email: 'cora@tenants.example', role: 'contributor', secondFactor: true, deactivated: false };
  const finn = { id: 'f1', firstname: 'Finn', lastname: 'New', email: 'finn@tenants.example', role: 'staff', secondFactor: false, deactivated: false };

  it('lists every colleague, contributors included, with their second factor, and changes a role after asking', async () => {
    signIn(api, adminAl);
    let team = [cora, finn, { ...adminAl, secondFactor: true, deactivated: false }];
    api.on('GET /api/staff/invitations', () => ({ body: { success: true, payload: [] } }));
    api.on('GET /api/staff/colleagues', () => ({ body: { success: true, payload: team } }));
    api.on('PATCH /api/staff/colleagues/c1', (request) => {
      team = team.map((m) => (m.id === 'c1' ? { ...m, role: String(request.body!.role) } : m));
      return { body: { success: true, message: 'Role changed.', payload: team } };
    });
    api.on('POST /api/staff/colleagues/f1/second-factor-reset', () => ({
      body: { success: true, message: 'Second factor reset: they have been e-mailed a link to set up a new one.', payload: team },
    }));
    renderStaff('/staff/team', api);
    const region = await screen.findByRole('region', { name: 'The team' });
    const table = await within(region).findByRole('table', { name: 'Everyone on the team' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Cora Writer')).toHaveTextContent('Contributor (writes drafts)');
    expect(row('Finn New')).toHaveTextContent('Not set up yet');
    // No buttons on the admin's own row: their access is another admin's to change.
    expect(within(row(`${adminAl.firstname} ${adminAl.lastname}`)).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    const change = within(row('Cora Writer')).getByRole('button', { name: 'Change role' });
    expect(change).toHaveAccessibleDescription('Cora Writer');
    // Nothing in the table is labelled "Role": the invitation form's field stays the only one.
    expect(screen.getAllByLabelText(/role/i)).toHaveLength(1);
    await user.click(change);
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Cora Writer?' });
    await user.selectOptions(within(dialog).getByLabelText('New role'), 'staff');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(within(region).getByTestId('team-status')).toHaveTextContent('Cora Writer: Role changed.'));
    expect(api.bodies('PATCH /api/staff/colleagues/c1')).toEqual([{ role: 'staff' }]);

    await user.click(within(row('Finn New')).getByRole('button', { name: 'Reset the second factor of Finn New' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reset the second factor of Finn New?' })).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(region).getByTestId('team-status')).toHaveTextContent('Finn New: Second factor reset'));
    expect(api.sent('POST /api/staff/colleagues/f1/second-factor-reset')).toHaveLength(1);
  });
});

describe('the invitation link (no session)', () => {
  it('lets a new person give their name and a password (never a phone), then signs them in and on to their second factor', async () => {
    api.on('GET /api/invitations/lookup', () => ({
      body: { success: true, payload: { email: 'cat@tenants.example', role: 'contributor', hasAccount: false } },
    }));
    let refuse = true;
    api.on('POST /api/invitations/accept', () =>
      refuse
        ? apiError(messages.passwordTooCommon, 400)
        : { body: { success: true, message: staffWorkMessages.invitationAccepted, payload: { token: 'new-session', next: '/staff#enrol=code-1' } } },
    );
    const { log } = renderStaff('/staff/invitation?token=tok-123', api, { token: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the staff area' })).toBeInTheDocument();
    expect(api.sent('GET /api/invitations/lookup')[0].query).toEqual({ token: 'tok-123' });
    expect(api.sent('GET /api/staff/me')).toEqual([]);
    expect(screen.getByText(/Contributor \(writes drafts\), with the address cat@tenants\.example/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('Please provide your first name.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(api.sent('POST /api/invitations/accept')).toEqual([]);

    await user.type(screen.getByLabelText('First name'), 'Cat');
    await user.type(screen.getByLabelText('Last name'), 'Writer');
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Choose a password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    // A common password is refused beside the password field, not only in a banner.
    expect(await screen.findByText(messages.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a password')).toHaveAccessibleDescription(expect.stringContaining(messages.passwordTooCommon));
    expect(screen.getByLabelText('Choose a password')).toHaveFocus();

    refuse = false;
    await user.clear(screen.getByLabelText('Choose a password'));
    await user.type(screen.getByLabelText('Choose a password'), 'a long pass phrase');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff#enrol=code-1'));
    expect(api.bodies('POST /api/invitations/accept').at(-1)).toEqual({
      token: 'tok-123',
      firstname: 'Cat',
      lastname: 'Writer',
      password: 'a long pass phrase',
    });
    expect(log.logins).toEqual(['new-session']);
  });

  it('asks someone with an account for its password only, and says so when the link is no good', async () => {
    api.on('GET /api/invitations/lookup', (request) =>
      request.query.token === 'old'
        ? apiError(staffWorkMessages.invitationInvalid, 404)
        : { body: { success: true, payload: { email: 'pat@tenant.example', role: 'staff', hasAccount: true } } },
    );
    const first = renderStaff('/staff/invitation?token=tok-9', api, { token: null });
    expect(await screen.findByLabelText('Your password')).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    first.unmount();

    renderStaff('/staff/invitation?token=old', api, { token: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeInTheDocument();
    expect(screen.getByText(staffWorkMessages.invitationInvalid)).toBeInTheDocument();
  });
});
