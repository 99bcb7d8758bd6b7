import { screen, within } from '@testing-library/react';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderAccount } from '../../../../test/render-account';

const api = fakeApi();
afterEach(clearToasts);

beforeEach(() => {
  api.on('POST /api/token/check', () => ({ body: { success: true } }));
  api.on('GET /api/account/preferences', () => ({ body: { success: true, payload: { lists: [] } } }));
  api.on('GET /api/account/events', () => ({ body: { success: true, payload: { bookings: [] } } }));
  api.on('GET /api/consultations/slots', () => ({ body: { success: true, payload: { slots: [] } } }));
  api.on('GET /api/account/consultations', () => ({ body: { success: true, payload: { consultations: [], nextFrom: null } } }));
  api.on('GET /api/offers', () => ({
    body: {
      success: true,
      payload: {
        member: true,
        offers: [
          {
            id: 'o1',
            provider: 'Safe Sites Training',
            title: '20% off IOSH',
            description: '',
            expiresOn: '2031-03-31',
            code: 'TENANT20',
            link: 'https://training.example/iosh',
          },
        ],
      },
    },
  }));
});

it("shows a member the discounts with their codes and links, asked with the member's token", async () => {
  renderAccount('/login', api.base, { token: 'member-token', loggedIn: true });
  const section = await screen.findByRole('region', { name: 'Member discounts' });
  expect(await within(section).findByText('Safe Sites Training: 20% off IOSH')).toBeInTheDocument();
  expect(within(section).getByText('TENANT20')).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'Use the discount with Safe Sites Training' })).toHaveAttribute('href', 'https://training.example/iosh');
  expect(within(section).getByText('Until 31 March 2031')).toBeInTheDocument();
  expect(api.sent('GET /api/offers')[0].authorization).toBe('Bearer member-token');
});
