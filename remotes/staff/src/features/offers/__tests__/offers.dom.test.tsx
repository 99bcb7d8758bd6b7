import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerMessages, type StaffOffer } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const offer: StaffOffer = {
  id: 'o1',
  provider: 'Safe Sites Training',
  title: '20% off IOSH',
  description: '',
  code: 'TENANT20',
  link: '',
  expiresOn: '2031-03-31',
  state: 'draft',
  updatedAt: '2031-02-01T09:00:00.000Z',
};

it('writes an offer (a code or a link required) and publishes it', async () => {
  let offers: StaffOffer[] = [];
  api.on('GET /api/staff/offers', () => ({ body: { success: true, payload: { offers } } }));
  api.on('POST /api/staff/offers', () => ({ status: 201, body: { success: true, payload: (offers = [offer])[0] } }));
  api.on('POST /api/staff/offers/o1/state', () => ({ body: { success: true, payload: (offers = [{ ...offer, state: 'published' }])[0] } }));
  renderStaff('/staff/offers', api);
  const user = userEvent.setup();
  await screen.findByText('No offers yet.');
  await user.type(screen.getByRole('textbox', { name: 'Provider' }), 'Safe Sites Training');
  await user.type(screen.getByRole('textbox', { name: 'What the discount is' }), '20% off IOSH');
  await user.type(screen.getByLabelText('Last day'), '2031-03-31');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(offerMessages.codeOrLinkRequired);
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'TENANT20');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const table = await screen.findByRole('table', { name: 'Member discounts' });
  expect(api.bodies('POST /api/staff/offers')[0]).toMatchObject({ provider: 'Safe Sites Training', code: 'TENANT20', expiresOn: '2031-03-31' });
  await user.click(within(table).getByRole('button', { name: 'Publish 20% off IOSH' }));
  expect(await within(table).findByText('Published')).toBeInTheDocument();
});
