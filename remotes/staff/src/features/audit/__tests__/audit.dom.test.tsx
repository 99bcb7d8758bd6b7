import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { adminAl, clearToasts, paged, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);

it('shows admins the audit log, searchable', async () => {
  signIn(api, adminAl);
  api.on('GET /api/staff/audit', () =>
    paged([{ id: 'x1', at: '2026-03-03T14:05:00.000Z', actor: { id: 's1', email: 'jo@tenants.example' }, action: 'enquiry.status', target: 'enquiry:e1', detail: 'new → closed' }]),
  );
  renderStaff('/staff/audit', api);
  const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
  for (const text of ['jo@tenants.example', 'enquiry.status', 'enquiry:e1', 'new → closed']) expect(within(table).getByText(text)).toBeInTheDocument();
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['At', 'Who', 'Action', 'Target', 'Detail']);
  await userEvent.type(screen.getByLabelText('Search who, action, target or detail'), 'erase{Enter}');
  await waitFor(() => expect(api.sent('GET /api/staff/audit').at(-1)?.query).toEqual({ q: 'erase', page: '1' }));
});
