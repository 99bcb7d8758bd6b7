import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMessages, type SiteSettings } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { adminAl, clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);

const settings: SiteSettings = {
  tagline: 'Standing up for tenants.',
  contactEmail: 'support@tenants.example',
  address: [],
  phone: '',
  openingHours: [],
  contactLines: [],
  social: {
    facebook: 'https://www.facebook.com/cta',
    twitter: 'https://twitter.com/cta',
    instagram: 'https://www.instagram.com/cta',
    linkedin: 'https://www.linkedin.com/company/cta',
  },
  newsletter: { title: 'Subscribe To {product}', text: 'Lease news.' },
  helpBanner: { title: 'Need Help?', text: ['Tell us.'], button: true },
};

it('an admin changes the contact e-mail and saves the settings whole, with the check’s message first', async () => {
  signIn(api, adminAl);
  api.on('GET /api/staff/site-settings', () => ({ body: { success: true, payload: settings } }));
  api.on('PUT /api/staff/site-settings', (request) => ({ body: { success: true, payload: request.body } }));
  renderStaff('/staff/settings', api);
  const user = userEvent.setup();
  const email = await screen.findByLabelText('Contact e-mail');
  expect(screen.getByRole('navigation', { name: 'Staff' })).toContainElement(screen.getByRole('link', { name: 'Settings' }));
  await user.clear(email);
  await user.type(email, 'not an address');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await within(email.closest('.ui-field') as HTMLElement).findByRole('alert')).toBeInTheDocument();
  expect(email).toHaveFocus();
  expect(api.sent('PUT /api/staff/site-settings')).toEqual([]);
  await user.clear(email);
  await user.type(email, 'hello@tenants.example');
  await user.type(screen.getByLabelText('Postal address, one per line'), '1 High Street{Enter}Leeds');
  await user.type(screen.getByLabelText('Phone number (optional)'), '0113 496 0000');
  await user.type(screen.getByLabelText('Opening hours (a line each), one per line'), 'Monday to Friday, 9am to 5pm');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Settings saved. Visitors see them from the next page they open.')).toBeInTheDocument();
  expect(api.bodies('PUT /api/staff/site-settings')).toEqual([
    {
      ...settings,
      contactEmail: 'hello@tenants.example',
      address: ['1 High Street', 'Leeds'],
      phone: '0113 496 0000',
      openingHours: ['Monday to Friday, 9am to 5pm'],
    },
  ]);
});

it('is for admins only', async () => {
  signIn(api);
  renderStaff('/staff/settings', api);
  expect(await screen.findByText(staffMessages.adminOnly)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
});
