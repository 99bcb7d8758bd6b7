import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMessages } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { adminAl, clearToasts, renderStaff, signIn, staffJo } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);

describe('the staff gate', () => {
  it('without a token asks the visitor to log in, without calling the API', async () => {
    renderStaff('/staff', api, { token: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByText(staffMessages.notSignedIn)).toBeInTheDocument();
    // The login page sends them back here afterwards.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fstaff');
    expect(screen.queryByRole('navigation', { name: 'Staff' })).not.toBeInTheDocument();
    expect(api.sent('GET /api/staff/me')).toEqual([]);
  });

  it('asks GET /api/staff/me with the token; a 401 shows the login screen and ends the session', async () => {
    api.on('GET /api/staff/me', () => apiError(staffMessages.notSignedIn, 401));
    const { log } = renderStaff('/staff/enquiries', api, { token: 'dead-token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByText(staffMessages.notSignedIn)).toBeInTheDocument();
    expect(api.sent('GET /api/staff/me')[0].authorization).toBe('Bearer dead-token');
    expect(log.logouts).toBe(1);
  });

  it('shows the idle message when the staff session has ended', async () => {
    api.on('GET /api/staff/me', () => apiError(staffMessages.sessionIdle, 401));
    renderStaff('/staff', api);
    expect(await screen.findByText(staffMessages.sessionIdle)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
  });

  it('a member who is not staff is told they are not allowed', async () => {
    api.on('GET /api/staff/me', () => apiError(staffMessages.notAllowed, 403));
    renderStaff('/staff', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(staffMessages.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('a failed check offers to try again', async () => {
    let calls = 0;
    api.on('GET /api/staff/me', () => (++calls === 1 ? apiError('Boom', 500) : { body: { success: true, payload: staffJo } }));
    renderStaff('/staff', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff area' })).toBeInTheDocument();
  });

  it('lets staff in: the staff navigation without the audit log, and who is signed in', async () => {
    signIn(api, staffJo);
    renderStaff('/staff', api);
    const nav = await screen.findByRole('navigation', { name: 'Staff' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enquiries', 'Consultations', 'News', 'Pages', 'Menus', 'Guides', 'Newsletters', 'Members', 'Lists', 'Donations', 'Events', 'Discounts']);
    expect(screen.getByTestId('staff-user')).toHaveTextContent('Signed in as Jo Bloggs Staff');
  });

  it('gives admins the audit log', async () => {
    signIn(api, adminAl);
    renderStaff('/staff', api);
    const nav = await screen.findByRole('navigation', { name: 'Staff' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/staff/audit');
    expect(screen.getByTestId('staff-user')).toHaveTextContent('Al Admin Administrator');
  });

  it('keeps staff who are not admins out of the audit log', async () => {
    signIn(api, staffJo);
    renderStaff('/staff/audit', api);
    expect(await screen.findByText(staffMessages.adminOnly)).toBeInTheDocument();
    expect(api.sent('GET /api/staff/audit')).toEqual([]);
  });

  it('marks the current section in the navigation', async () => {
    signIn(api);
    api.on('GET /api/staff/enquiries', () => ({ body: { success: true, payload: { items: [], total: 0, page: 1, pageSize: 20, totalPage: 0 } } }));
    renderStaff('/staff/enquiries', api);
    const nav = await screen.findByRole('navigation', { name: 'Staff' });
    expect(within(nav).getByRole('link', { name: 'Enquiries' })).toHaveAttribute('aria-current', 'page');
  });

  it('any later 401 (the idle limit) returns to the login screen', async () => {
    signIn(api);
    api.on('GET /api/staff/enquiries', () => apiError(staffMessages.sessionIdle, 401));
    const { log } = renderStaff('/staff/enquiries', api);
    expect(await screen.findByText(staffMessages.sessionIdle)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    await waitFor(() => expect(log.logouts).toBe(1));
  });
});
