import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMessages, type SiteRecordDesk, type SiteSettings } from '@tenants/shared';
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
const noDraft: SiteRecordDesk<SiteSettings> = { live: settings, draft: null, draftSavedAt: null, draftSavedBy: null };
const withDraft = (draft: SiteSettings): SiteRecordDesk<SiteSettings> => ({
  live: settings,
  draft,
  draftSavedAt: '2026-12-22T10:00:00.000Z',
  draftSavedBy: 's2',
});
const answer = (payload: unknown) => () => ({ body: { success: true, payload } });

it('an admin saves a draft, with the check’s message first; the desk says it is not yet live and visitors keep the published settings', async () => {
  signIn(api, adminAl);
  api.on('GET /api/staff/site-settings', answer(noDraft));
  api.on('PUT /api/staff/site-settings', (request) => ({ body: { success: true, payload: withDraft(request.body as SiteSettings) } }));
  renderStaff('/staff/settings', api);
  const user = userEvent.setup();
  const email = await screen.findByLabelText('Contact e-mail');
  expect(screen.getByRole('navigation', { name: 'Staff' })).toContainElement(screen.getByRole('link', { name: 'Settings' }));
  expect(screen.getByText(/^No draft: this is what visitors see/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  await user.clear(email);
  await user.type(email, 'not an address');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await within(email.closest('.ui-field') as HTMLElement).findByRole('alert')).toBeInTheDocument();
  await waitFor(() => expect(email).toHaveFocus());
  expect(api.sent('PUT /api/staff/site-settings')).toEqual([]);
  await user.clear(email);
  await user.type(email, 'hello@tenants.example');
  await user.type(screen.getByLabelText('Phone number (optional)'), '0113 496 0000');
  await user.type(screen.getByLabelText('Opening hours (a line each), one per line'), 'Monday to Friday, 9am to 5pm');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Draft saved. Visitors still see the published settings.')).toBeInTheDocument();
  expect(api.bodies('PUT /api/staff/site-settings')).toEqual([
    { ...settings, contactEmail: 'hello@tenants.example', phone: '0113 496 0000', openingHours: ['Monday to Friday, 9am to 5pm'] },
  ]);
  expect(screen.getByText('Draft changes not yet live.')).toBeInTheDocument();
  expect(screen.getByText(/by Al Admin/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Discard draft' })).toBeEnabled();

  // What changed against what is live, word by word.
  await user.click(screen.getByRole('button', { name: 'What changed since it went live' }));
  const changes = await screen.findByRole('region', { name: 'The saved draft against the live settings' });
  expect(within(changes).getByRole('heading', { name: 'Contact e-mail' })).toBeInTheDocument();
  expect(within(changes).getByText('hello@tenants.example', { exact: false, selector: 'ins' })).toBeInTheDocument();
});

it('publishes the draft after its question, and discards one after its own', async () => {
  signIn(api, adminAl);
  const draft = { ...settings, tagline: 'Fighting for fair leases.' };
  api.on('GET /api/staff/site-settings', answer(withDraft(draft)));
  api.on('POST /api/staff/site-settings/publish', answer({ ...noDraft, live: draft }));
  api.on('DELETE /api/staff/site-settings/draft', answer(noDraft));
  renderStaff('/staff/settings', api);
  const user = userEvent.setup();
  expect(await screen.findByLabelText('Footer tagline')).toHaveValue('Fighting for fair leases.');
  await user.click(screen.getByRole('button', { name: 'Publish now' }));
  const question = await screen.findByRole('dialog', { name: 'Publish the settings?' });
  expect(question).toHaveTextContent('Visitors will see the draft settings on every page from the next page they open.');
  await user.click(within(question).getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Settings published. Visitors see them from the next page they open.')).toBeInTheDocument();
  expect(api.sent('POST /api/staff/site-settings/publish')).toHaveLength(1);
  expect(screen.getByText(/^No draft: this is what visitors see/)).toBeInTheDocument();

  // A draft again, thrown away: the form shows what is live.
  api.on('PUT /api/staff/site-settings', (request) => ({ body: { success: true, payload: withDraft(request.body as SiteSettings) } }));
  await user.type(screen.getByLabelText('Footer tagline'), ' Soon.');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
  const discard = await screen.findByRole('dialog', { name: 'Discard the draft?' });
  await user.click(within(discard).getByRole('button', { name: 'Discard draft' }));
  expect(await screen.findByText('Draft discarded. The form shows the published settings.')).toBeInTheDocument();
  expect(screen.getByLabelText('Footer tagline')).toHaveValue(settings.tagline);
});

it('previews the draft as the site draws it, or lists its changes where the API draws no site', async () => {
  signIn(api, adminAl);
  api.on('GET /api/staff/site-settings', answer(noDraft));
  api.on('POST /api/staff/site-settings/preview', (request) => ({
    body: { success: true, payload: request.body, page: '<!doctype html><footer>A new tagline.</footer>' },
  }));
  renderStaff('/staff/settings', api);
  const user = userEvent.setup();
  const tagline = await screen.findByLabelText('Footer tagline');
  await user.clear(tagline);
  await user.type(tagline, 'A new tagline.');
  await user.click(screen.getByRole('button', { name: 'Preview the draft' }));
  const frame = await screen.findByTitle('Preview of the draft settings: the home page as visitors would see it');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame.getAttribute('srcdoc')).toContain('A new tagline.');
  expect(api.bodies('POST /api/staff/site-settings/preview')).toEqual([{ ...settings, tagline: 'A new tagline.' }]);
  expect(api.sent('PUT /api/staff/site-settings')).toEqual([]);

  api.on('POST /api/staff/site-settings/preview', (request) => ({ body: { success: true, payload: request.body } }));
  await user.click(screen.getByRole('button', { name: 'Preview the draft' }));
  const changes = await screen.findByRole('region', { name: 'The draft settings against what is live' });
  expect(within(changes).getByRole('heading', { name: 'Footer tagline' })).toBeInTheDocument();
});

it('lists each publish with who and what changed, and restores one into the draft', async () => {
  signIn(api, adminAl);
  const older = { ...settings, phone: '020 7946 0000' };
  api.on('GET /api/staff/site-settings', answer(noDraft));
  api.on(
    'GET /api/staff/site-settings/versions',
    answer([
      { id: 'v2', savedAt: '2026-12-22T10:00:00.000Z', savedBy: 's2', value: settings },
      { id: 'v1', savedAt: '2026-12-21T10:00:00.000Z', savedBy: null, value: older },
    ]),
  );
  api.on('POST /api/staff/site-settings/versions/v1/restore', answer(withDraft(older)));
  renderStaff('/staff/settings', api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'History' }));
  const list = await screen.findByRole('list', { name: 'Saved versions, newest first' });
  const [newest, first] = within(list).getAllByRole('listitem');
  expect(newest).toHaveTextContent(/Al Admin, .* · Published/);
  expect(newest).toHaveTextContent('Changed: Phone number (optional)');
  expect(first).toHaveTextContent('The site');
  await user.click(within(newest).getByRole('button', { name: /^What changed in the version of/ }));
  const changes = await screen.findByRole('region', { name: /^What changed in the version of/ });
  expect(within(changes).getByText('020 7946 0000', { selector: 'del', exact: false })).toBeInTheDocument();
  await user.click(within(first).getByRole('button', { name: /^Restore the version of/ }));
  expect(await screen.findByText('Version restored as the draft. Publish it to put it on the site.')).toBeInTheDocument();
  expect(screen.getByLabelText('Phone number (optional)')).toHaveValue('020 7946 0000');
  expect(screen.getByText('Draft changes not yet live.')).toBeInTheDocument();
});

it('is for admins only', async () => {
  signIn(api);
  renderStaff('/staff/settings', api);
  expect(await screen.findByText(staffMessages.adminOnly)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
});
