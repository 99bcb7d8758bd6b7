import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, paged, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

it('shows the monthly totals in pounds, and the donations with their card’s last digits', async () => {
  api.on('GET /api/staff/donations/monthly', () => ({
    body: {
      success: true,
      payload: [
        { month: '2026-03', count: 12, totalPence: 123450 },
        { month: '2026-02', count: 1, totalPence: 1000 },
      ],
    },
  }));
  api.on('GET /api/staff/donations', () =>
    paged([
      {
        id: 'd1',
        createdAt: '2026-03-03T14:05:00.000Z',
        amountPence: 2550,
        currency: 'gbp',
        status: 'succeeded',
        firstname: 'Ann',
        lastname: 'Giver',
        email: 'ann@give.example',
        cardLast4: '4242',
        providerRef: 'pi_3Abc',
      },
    ]),
  );
  renderStaff('/staff/donations', api);
  const totals = await screen.findByRole('table', { name: 'Succeeded donations by month (UTC), newest first' });
  const rows = within(totals)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
  expect(rows).toEqual([
    ['March 2026', '12', '£1,234.50'],
    ['February 2026', '1', '£10.00'],
  ]);
  expect(await screen.findByText('1 donation')).toBeInTheDocument();
  const list = screen.getByRole('table', { name: 'Donations, newest first' });
  expect(within(list).getByText('£25.50')).toBeInTheDocument();
  expect(within(list).getByText('Succeeded')).toBeInTheDocument();
  expect(within(list).getByText('Card ending 4242')).toBeInTheDocument();
  expect(within(list).getByText('pi_3Abc')).toBeInTheDocument();
  expect(within(list).getByRole('link', { name: 'Ann Giver' })).toHaveAttribute('href', '/staff/donations/d1');

  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
  await waitFor(() => expect(api.sent('GET /api/staff/donations').at(-1)?.query).toEqual({ status: 'failed', page: '1' }));
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
  await waitFor(() =>
    expect(api.sent('GET /api/staff/donations').at(-1)?.query).toEqual({ status: 'failed', from: '2026-03-01', to: '2026-03-31', page: '1' }),
  );
});

it("shows a donation's own page with its provider reference and a link to the member", async () => {
  api.on('GET /api/staff/donations/d1', () => ({
    body: {
      success: true,
      payload: {
        id: 'd1',
        createdAt: '2026-03-03T14:05:00.000Z',
        amountPence: 2550,
        currency: 'gbp',
        status: 'succeeded',
        firstname: 'Ann',
        lastname: 'Giver',
        email: 'ann@give.example',
        cardLast4: '4242',
        providerRef: 'pi_3Abc',
        provider: 'stripe',
        memberId: 'm7',
      },
    },
  }));
  renderStaff('/staff/donations/d1', api);
  expect(await screen.findByRole('heading', { level: 1, name: 'Donation from Ann Giver' })).toBeInTheDocument();
  expect(screen.getByText('pi_3Abc')).toBeInTheDocument();
  expect(screen.getByText('£25.50')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Ann Giver's member page" })).toHaveAttribute('href', '/staff/members/m7');
});
