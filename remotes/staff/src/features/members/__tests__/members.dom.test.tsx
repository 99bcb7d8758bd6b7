import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMessages, type StaffMemberDetail } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, paged, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const member: StaffMemberDetail = {
  id: 'm1',
  firstname: 'Pat',
  lastname: 'Tenant',
  email: 'pat@tenant.example',
  phone: '07700900456',
  role: 'member',
  createdAt: '2025-11-02T10:00:00.000Z',
  deactivatedAt: null,
  enquiries: 2,
  donations: 1,
  openSessions: 3,
};
const { enquiries: _e, donations: _d, openSessions: _o, ...row } = member;

it('searches members and pages through them', async () => {
  api.on('GET /api/staff/members', () => paged([row], { total: 25, totalPage: 2 }));
  renderStaff('/staff/members', api);
  expect(await screen.findByText('25 members')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pat Tenant' })).toHaveAttribute('href', '/staff/members/m1');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Search name, e-mail or phone'), 'pat{Enter}');
  await waitFor(() => expect(api.sent('GET /api/staff/members').at(-1)?.query).toEqual({ q: 'pat', page: '1' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(api.sent('GET /api/staff/members').at(-1)?.query).toEqual({ q: 'pat', page: '2' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/staff/members?q=pat&page=2');
});

it('shows the details and counts, and deactivates and reactivates the account', async () => {
  let current = member;
  api.on('GET /api/staff/members/m1', () => ({ body: { success: true, payload: current } }));
  api.on('POST /api/staff/members/m1/deactivate', () => {
    current = { ...current, deactivatedAt: '2026-03-01T10:00:00.000Z' };
    return { body: { success: true } };
  });
  api.on('POST /api/staff/members/m1/reactivate', () => {
    current = { ...current, deactivatedAt: null };
    return { body: { success: true } };
  });
  renderStaff('/staff/members/m1', api);
  expect(await screen.findByRole('heading', { level: 1, name: 'Pat Tenant' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Details' });
  expect(within(details).getByText('Open sessions').nextSibling).toHaveTextContent('3');
  expect(within(details).getByText('Enquiries').nextSibling).toHaveTextContent('2');

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Account deactivated.')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Reactivate' }));
  expect(await screen.findByText('Account reactivated.')).toBeInTheDocument();
  expect(api.sent('POST /api/staff/members/m1/deactivate')).toHaveLength(1);
  expect(api.sent('POST /api/staff/members/m1/reactivate')).toHaveLength(1);
});

it('erases only once the member’s e-mail is typed, then goes back to the list', async () => {
  api.on('GET /api/staff/members/m1', () => ({ body: { success: true, payload: member } }));
  api.on('POST /api/staff/members/m1/erase', () => ({ body: { success: true } }));
  api.on('GET /api/staff/members', () => paged([]));
  renderStaff('/staff/members/m1', api);
  const user = userEvent.setup();
  const erase = await screen.findByRole('button', { name: 'Erase' });
  await user.click(erase);
  const dialog = screen.getByRole('dialog', { name: 'Erase Pat Tenant?' });
  const field = within(dialog).getByLabelText(/^E-mail address/);
  expect(field).toHaveFocus();

  await user.type(field, 'someone@else.example');
  await user.click(within(dialog).getByRole('button', { name: 'Erase member' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(staffMessages.eraseConfirm);
  expect(api.sent('POST /api/staff/members/m1/erase')).toEqual([]);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(erase).toHaveFocus();

  await user.click(erase);
  await user.type(within(screen.getByRole('dialog')).getByLabelText(/^E-mail address/), ' PAT@tenant.example ');
  await user.click(screen.getByRole('button', { name: 'Erase member' }));
  expect(await screen.findByText('Pat Tenant has been erased.')).toBeInTheDocument();
  expect(api.bodies('POST /api/staff/members/m1/erase')).toEqual([{ confirm: 'PAT@tenant.example' }]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/members$/));
});
