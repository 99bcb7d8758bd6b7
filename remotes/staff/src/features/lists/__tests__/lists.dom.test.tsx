import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, paged, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

it('shows each list’s count, and a chosen list’s addresses; Remove asks first', async () => {
  let entries = [
    { id: 'l1', address: 'ann@shop.example', source: '/community', createdAt: '2026-01-05T10:00:00.000Z', status: 'confirmed' },
    { id: 'l2', address: 'bob@shop.example', source: null, createdAt: '2026-01-06T10:00:00.000Z', status: 'unconfirmed' },
  ];
  const counts = (confirmed: number, unconfirmed = 0, unsubscribed = 0, bounced = 0) => ({ confirmed, unconfirmed, unsubscribed, bounced });
  api.on('GET /api/staff/lists', () => ({
    body: {
      success: true,
      payload: [
        { list: 'newsletter', count: entries.length, counts: counts(1, entries.length - 1) },
        { list: 'broadcast', count: 7, counts: counts(3, 2, 1, 1) },
        { list: 'whatsapp', count: 1, counts: counts(1) },
      ],
    },
  }));
  api.on('GET /api/staff/lists/newsletter', () => paged(entries));
  api.on('DELETE /api/staff/lists/newsletter/l1', () => {
    entries = entries.filter((entry) => entry.id !== 'l1');
    return { body: { success: true } };
  });
  renderStaff('/staff/lists', api);
  expect(await screen.findByText('7 addresses')).toBeInTheDocument();
  expect(screen.getByTestId('count-whatsapp')).toHaveTextContent('1 address');
  // Where the addresses stand.
  expect(screen.getByTestId('counts-broadcast')).toHaveTextContent('3 confirmed / 2 unconfirmed / 1 unsubscribed / 1 bounced');
  expect(screen.getByRole('link', { name: 'E-mail broadcast' })).toHaveAttribute('href', '/staff/lists?list=broadcast');

  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'Newsletter' }));
  const section = await screen.findByRole('region', { name: 'Newsletter' });
  expect(await within(section).findByText('2 addresses')).toBeInTheDocument();
  expect(within(section).getByRole('row', { name: /bob@shop\.example/ })).toHaveTextContent('Unconfirmed');
  // The source in words.
  expect(within(section).getByRole('row', { name: /ann@shop\.example/ })).toHaveTextContent('Newsletter form on /community');
  expect(within(section).getByRole('row', { name: /bob@shop\.example/ })).toHaveTextContent('Not recorded');

  await user.click(within(section).getByRole('button', { name: 'Remove ann@shop.example' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove ann@shop.example?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.sent('DELETE /api/staff/lists/newsletter/l1')).toEqual([]);

  await user.click(within(section).getByRole('button', { name: 'Remove ann@shop.example' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('ann@shop.example removed from the newsletter list.')).toBeInTheDocument();
  expect(api.sent('DELETE /api/staff/lists/newsletter/l1')[0].authorization).toMatch(/^Bearer /);
  await waitFor(() => expect(within(section).queryByText('ann@shop.example')).not.toBeInTheDocument());
  // The counts are a load of their own, asked for again once the entry is gone: they may come a moment later.
  await waitFor(() => expect(screen.getByTestId('count-newsletter')).toHaveTextContent('1 address'));
});

it('searches a list and downloads its CSV', async () => {
  URL.createObjectURL = jest.fn(() => 'blob:list');
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  api.on('GET /api/staff/lists', () => ({ body: { success: true, payload: [] } }));
  api.on('GET /api/staff/lists/whatsapp', () => paged([]));
  api.on('GET /api/staff/lists/whatsapp/export', () => ({ body: 'address\n447700900123\n' }));
  renderStaff('/staff/lists?list=whatsapp', api);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Search addresses'), '7700{Enter}');
  expect(await screen.findByText('No addresses match.')).toBeInTheDocument();
  await waitFor(() => expect(api.sent('GET /api/staff/lists/whatsapp').at(-1)?.query).toEqual({ q: '7700', page: '1' }));
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByText('Downloaded whatsapp.csv.')).toBeInTheDocument();
  expect(api.sent('GET /api/staff/lists/whatsapp/export')[0].query).toEqual({ q: '7700' });
  click.mockRestore();
});
