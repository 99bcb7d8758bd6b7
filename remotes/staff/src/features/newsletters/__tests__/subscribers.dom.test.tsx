import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffListMessages } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, paged, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const waiting = (id: string, address: string, source = 'staff') => ({ id, address, source, createdAt: '2026-03-01T10:00:00.000Z', status: 'unconfirmed' });

it('adds an address by hand: a bad one and a refusal are shown beside the field, a good one says a confirmation is on its way', async () => {
  let entries = [waiting('s1', 'ann@shop.example')];
  api.on('GET /api/staff/lists/newsletter', ({ query }) => (query.status === 'unconfirmed' ? paged(entries) : paged([])));
  api.on('POST /api/staff/lists/newsletter/subscribers', ({ body }) => {
    const { email } = body as { email: string };
    if (email === 'done@shop.example') return apiError(staffListMessages.alreadyConfirmed, 409);
    entries = [waiting('s2', email), ...entries];
    return { body: { success: true, message: staffListMessages.added, payload: entries[0] } };
  });
  renderStaff('/staff/newsletters/subscribers', api);
  const user = userEvent.setup();
  const field = await screen.findByLabelText('E-mail address');
  const add = screen.getByRole('button', { name: 'Add and send the confirmation' });

  await user.type(field, 'not an address');
  await user.click(add);
  expect(await screen.findByText(staffListMessages.emailInvalid)).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(staffListMessages.emailInvalid);
  expect(field).toHaveFocus();
  expect(api.sent('POST /api/staff/lists/newsletter/subscribers')).toEqual([]);

  await user.clear(field);
  await user.type(field, 'done@shop.example');
  await user.click(add);
  expect(await screen.findByText(staffListMessages.alreadyConfirmed)).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(staffListMessages.alreadyConfirmed);

  await user.clear(field);
  await user.type(field, 'bob@shop.example');
  await user.click(add);
  const added = screen.getByRole('region', { name: 'Add an address' });
  await waitFor(() => expect(within(added).getByRole('status')).toHaveTextContent(`bob@shop.example: ${staffListMessages.added}`));
  expect(field).toHaveValue('');
  // The new address is among those waiting, with where it came from.
  const table = screen.getByRole('region', { name: 'Waiting for confirmation' });
  const row = (await within(table).findByRole('rowheader', { name: 'bob@shop.example' })).closest('tr')!;
  expect(row).toHaveTextContent('Added by staff');
});

it('imports a CSV on the chosen list, and names the lines that are not an address', async () => {
  api.on('GET /api/staff/lists/broadcast', () => paged([]));
  api.on('GET /api/staff/lists/newsletter', () => paged([]));
  api.on('POST /api/staff/lists/broadcast/import', () => ({
    body: {
      success: true,
      message: '3 addresses were sent a confirmation e-mail; 1 line is not an address.',
      payload: { invited: 3, alreadyConfirmed: 0, skipped: 0, invalid: [{ line: 3, text: 'nobody', message: staffListMessages.lineInvalid }] },
    },
  }));
  renderStaff('/staff/newsletters/subscribers', api);
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText('List'), 'broadcast');

  // No file chosen: said beside the file field.
  await user.click(screen.getByRole('button', { name: 'Import and send confirmations' }));
  const input = screen.getByLabelText('CSV file');
  expect(await screen.findByText(staffListMessages.csvRequired)).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription(expect.stringContaining(staffListMessages.csvRequired));

  const csv = 'email\na@shop.example\nnobody\nb@shop.example\nc@shop.example\n';
  await user.upload(input, new File([csv], 'people.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Import and send confirmations' }));
  await waitFor(() => expect(api.bodies('POST /api/staff/lists/broadcast/import')).toEqual([{ csv }]));
  const section = screen.getByRole('region', { name: 'Import a CSV' });
  await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('3 addresses were sent a confirmation e-mail; 1 line is not an address.'));
  expect(within(section).getByRole('listitem')).toHaveTextContent(`Line 3: “nobody”. ${staffListMessages.lineInvalid}`);
});

it('sends a confirmation again, and says beside the table when it cannot yet', async () => {
  api.on('GET /api/staff/lists/newsletter', () => paged([waiting('s1', 'ann@shop.example', '/news'), waiting('s2', 'bob@shop.example')]));
  api.on('POST /api/staff/lists/newsletter/s1/resend', () => ({
    body: { success: true, message: staffListMessages.resent, payload: waiting('s1', 'ann@shop.example') },
  }));
  api.on('POST /api/staff/lists/newsletter/s2/resend', () => apiError(staffListMessages.tooSoon, 409));
  renderStaff('/staff/newsletters/subscribers', api);
  const user = userEvent.setup();
  const table = await screen.findByRole('region', { name: 'Waiting for confirmation' });
  await user.click(await within(table).findByRole('button', { name: 'Send the confirmation again to ann@shop.example' }));
  expect(await within(table).findByText(`ann@shop.example: ${staffListMessages.resent}`)).toHaveAttribute('role', 'status');
  await user.click(within(table).getByRole('button', { name: 'Send the confirmation again to bob@shop.example' }));
  expect(await within(table).findByText(`bob@shop.example: ${staffListMessages.tooSoon}`)).toHaveAttribute('role', 'status');
  expect(api.sent('POST /api/staff/lists/newsletter/s1/resend')).toHaveLength(1);
});

it('is reached from the newsletters list', async () => {
  api.on('GET /api/staff/newsletters', () => paged([]));
  renderStaff('/staff/newsletters', api);
  expect(await screen.findByRole('link', { name: 'Add subscribers' })).toHaveAttribute('href', '/staff/newsletters/subscribers');
});
