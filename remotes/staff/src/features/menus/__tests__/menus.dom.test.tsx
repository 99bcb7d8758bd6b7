import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultMenus } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => {
  signIn(api);
  api.on('GET /api/staff/menus', () => ({ body: { success: true, payload: defaultMenus } }));
  api.on('GET /api/site/navigation', () => ({
    body: { success: true, payload: { areas: [], pages: [{ address: '/accessibility', title: 'Accessibility', type: 'plain' }], menus: defaultMenus } },
  }));
});

const footerColumn = (n: number) => screen.getByRole('group', { name: `Column ${n} of Footer columns (beside Services and Get In Touch)` });

it('an editor adds a footer link chosen from the published pages and saves the menus whole', async () => {
  api.on('PUT /api/staff/menus', (request) => ({ body: { success: true, payload: request.body } }));
  renderStaff('/staff/menus', api);
  const user = userEvent.setup();
  const quick = await waitFor(() => footerColumn(1));
  // The published pages are offered as the addresses to choose from.
  expect(document.querySelector('datalist#staff-menu-addresses option[value="/accessibility"]')).toHaveTextContent('Accessibility');
  await user.click(within(quick).getByRole('button', { name: 'Add link' }));
  await user.type(within(quick).getByLabelText('Link 5: words'), 'Accessibility');
  const address = within(quick).getByLabelText('Link 5: address');
  expect(address).toHaveAttribute('list', 'staff-menu-addresses');
  await user.clear(address);
  await user.type(address, '/accessibility');
  await user.click(screen.getByRole('button', { name: 'Save menus' }));
  expect(await screen.findByText('Menus saved. Visitors see them from the next page they open.')).toBeInTheDocument();
  const [sent] = api.bodies('PUT /api/staff/menus') as unknown as Array<typeof defaultMenus>;
  expect(sent.main).toEqual(defaultMenus.main);
  expect(sent.footer[0].links.at(-1)).toEqual({ label: 'Accessibility', to: '/accessibility' });
});

it('shows the API’s refusal beside the link it is about', async () => {
  const message = '/gone is not a page of the site: choose a published page or an https address.';
  api.on('PUT /api/staff/menus', () => ({ status: 400, body: { success: false, message, errors: [{ path: 'footer.0.links.0.to', message }] } }));
  renderStaff('/staff/menus', api);
  const user = userEvent.setup();
  const quick = await waitFor(() => footerColumn(1));
  await user.clear(within(quick).getByLabelText('Link 1: address'));
  await user.type(within(quick).getByLabelText('Link 1: address'), '/gone');
  await user.click(screen.getByRole('button', { name: 'Save menus' }));
  const field = within(quick).getByLabelText('Link 1: address');
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
  await waitFor(() => expect(field).toHaveFocus());
});

it('is not a contributor’s: the staff menu has no Menus for them', async () => {
  signIn(api, { id: 's3', firstname: 'Cam', lastname: 'Contributor', email: 'cam@tenants.example', role: 'contributor' });
  renderStaff('/staff/news', api);
  const nav = await screen.findByRole('navigation', { name: 'Staff' });
  expect(within(nav).queryByRole('link', { name: 'Menus' })).not.toBeInTheDocument();
});
