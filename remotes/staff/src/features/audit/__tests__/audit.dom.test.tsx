import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { adminAl, clearToasts, paged, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);

it('shows admins the audit log, searchable', async () => {
  signIn(api, adminAl);
  api.on('GET /api/staff/audit', () =>
    paged([
      {
        id: 'x1',
        at: '2026-03-03T14:05:00.000Z',
        actor: { id: 's1', email: 'jo@tenants.example' },
        action: 'enquiry.status',
        target: { type: 'enquiry', id: 'e1' },
        data: { from: 'new', to: 'closed' },
      },
      {
        id: 'x2',
        at: '2026-03-03T14:04:00.000Z',
        actor: { id: 's1', email: 'erased-1a2b3c4d' },
        action: 'member.search',
        target: { type: 'members', id: null },
        data: { filters: ['q'], page: 1 },
      },
    ]),
  );
  renderStaff('/staff/audit', api);
  const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
  // The entry's fields, each as a name and a value (never one text that could read as another line).
  for (const text of ['jo@tenants.example', 'enquiry.status', 'enquiry:e1', 'from', 'new', 'to', 'closed', 'erased-1a2b3c4d', 'members', 'filters', 'q']) {
    expect(within(table).getAllByText(text).length).toBeGreaterThan(0);
  }
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['At', 'Who', 'Action', 'Target', 'Details']);
  await userEvent.type(screen.getByLabelText('Search who, action or target'), 'erase{Enter}');
  await waitFor(() => expect(api.sent('GET /api/staff/audit').at(-1)?.query).toEqual({ q: 'erase', page: '1' }));
});
