import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultMenus, type SiteMenus } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => {
  signIn(api);
  api.on('GET /api/staff/menus', () => ({ body: { success: true, payload: { live: defaultMenus, draft: null, draftSavedAt: null, draftSavedBy: null } } }));
  api.on('GET /api/site/navigation', () => ({
    body: { success: true, payload: { areas: [], pages: [{ address: '/accessibility', title: 'Accessibility', type: 'plain' }], menus: defaultMenus } },
  }));
});

const footerColumn = (n: number) => screen.getByRole('group', { name: `Column ${n} of Footer columns (beside Services and Get In Touch)` });

const drafted = (draft: unknown) => ({
  body: { success: true, payload: { live: defaultMenus, draft, draftSavedAt: '2026-12-22T10:00:00.000Z', draftSavedBy: 's1' } },
});

it('an editor adds a footer link chosen from the published pages, saves the menus whole as a draft and publishes it', async () => {
  api.on('PUT /api/staff/menus', (request) => drafted(request.body));
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
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved. Visitors still see the published menus.')).toBeInTheDocument();
  const [sent] = api.bodies('PUT /api/staff/menus') as unknown as SiteMenus[];
  expect(sent.main).toEqual(defaultMenus.main);
  expect(sent.footer[0].links.at(-1)).toEqual({ label: 'Accessibility', to: '/accessibility' });
  expect(screen.getByText('Draft changes not yet live.')).toBeInTheDocument();

  // What the draft changes, item by item: the footer column with its new link.
  await user.click(screen.getByRole('button', { name: 'What changed since it went live' }));
  const changes = await screen.findByRole('region', { name: 'The saved draft against the live menus' });
  expect(
    within(changes)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Footer columns (beside Services and Get In Touch), column 1']);
  expect(within(changes).getByText('Accessibility → /accessibility', { selector: 'ins', exact: false })).toBeInTheDocument();

  api.on('POST /api/staff/menus/publish', () => ({ body: { success: true, payload: { live: sent, draft: null, draftSavedAt: null, draftSavedBy: null } } }));
  await user.click(screen.getByRole('button', { name: 'Publish now' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Publish the menus?' })).getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Menus published. Visitors see them from the next page they open.')).toBeInTheDocument();
  expect(api.sent('POST /api/staff/menus/publish')).toHaveLength(1);
});

it('previews the draft menus in the site’s header and footer, nothing saved', async () => {
  api.on('POST /api/staff/menus/preview', (request) => ({ body: { success: true, payload: request.body, page: '<!doctype html><header>Renewals</header>' } }));
  renderStaff('/staff/menus', api);
  const user = userEvent.setup();
  await waitFor(() => footerColumn(1));
  await user.click(screen.getByRole('button', { name: 'Preview the draft' }));
  expect(await screen.findByTitle('Preview of the draft menus: the home page as visitors would see it')).toHaveAttribute('sandbox', '');
  expect(api.bodies('POST /api/staff/menus/preview')).toEqual([defaultMenus]);
  expect(api.sent('PUT /api/staff/menus')).toEqual([]);
});

it('shows the API’s refusal beside the link it is about', async () => {
  const message = '/gone is not a page of the site: choose a published page or an https address.';
  api.on('PUT /api/staff/menus', () => ({ status: 400, body: { success: false, message, errors: [{ path: 'footer.0.links.0.to', message }] } }));
  renderStaff('/staff/menus', api);
  const user = userEvent.setup();
  const quick = await waitFor(() => footerColumn(1));
  await user.clear(within(quick).getByLabelText('Link 1: address'));
  await user.type(within(quick).getByLabelText('Link 1: address'), '/gone');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
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
