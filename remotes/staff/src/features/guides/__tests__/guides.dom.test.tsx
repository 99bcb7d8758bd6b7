import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guideLibraryMessages, guideUploadMaxBytes, type StaffGuide } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const guide: StaffGuide = {
  slug: 'lease-renewal-timeline',
  title: 'Lease Renewal Timeline',
  summary: 'When to do what.',
  featured: true,
  position: 1,
  state: 'live',
  uploaded: false,
  fileBytes: null,
  fileUpdatedAt: null,
  downloads: 42,
  downloadPath: '/api/guides/lease-renewal-timeline/download',
};

it('lists the guides with their downloads, and retires one', async () => {
  let current = guide;
  api.on('GET /api/staff/guides', () => ({ body: { success: true, payload: [current] } }));
  api.on('POST /api/staff/guides/lease-renewal-timeline/retire', () => ({ body: { success: true, payload: (current = { ...guide, state: 'retired' }) } }));
  renderStaff('/staff/guides', api);
  const table = await screen.findByRole('table', { name: 'Guides' });
  expect(within(table).getByText('42')).toBeInTheDocument();
  expect(within(table).getByText('Yes')).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: 'Retire Lease Renewal Timeline' }));
  expect(await within(table).findByText('Retired')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Reinstate Lease Renewal Timeline' })).toBeInTheDocument();
});

it.each([
  ['a file that is not a PDF by its bytes', new File(['GIF89a'], 'guide.pdf', { type: 'application/pdf' }), guideLibraryMessages.notPdf],
  ['a PDF over 10 MB', new File([new Uint8Array(guideUploadMaxBytes + 1)], 'huge.pdf', { type: 'application/pdf' }), guideLibraryMessages.tooLarge],
])('refuses %s with the API’s message before sending it', async (_what, file, message) => {
  api.on('GET /api/staff/guides', () => ({ body: { success: true, payload: [guide] } }));
  renderStaff('/staff/guides', api);
  const input = await screen.findByLabelText('The guide (PDF)');
  fireEvent.change(input, { target: { files: [file] } });
  await userEvent.type(screen.getByLabelText('Name in its address'), 'new-guide');
  await userEvent.type(screen.getByLabelText('Title'), 'A new guide');
  await userEvent.click(screen.getByRole('button', { name: 'Upload guide' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitFor(() => expect(input).toHaveFocus());
  expect(api.sent('POST /api/staff/guides')).toEqual([]);
});

it('edits a guide’s words in a dialog', async () => {
  api.on('GET /api/staff/guides', () => ({ body: { success: true, payload: [guide] } }));
  api.on('PUT /api/staff/guides/lease-renewal-timeline', (request) => ({ body: { success: true, payload: { ...guide, ...request.body } } }));
  renderStaff('/staff/guides', api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Lease Renewal Timeline' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit “Lease Renewal Timeline”' });
  await user.clear(within(dialog).getByLabelText('Summary'));
  await user.type(within(dialog).getByLabelText('Summary'), 'Month by month.');
  await user.click(within(dialog).getByLabelText('Featured'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('“Lease Renewal Timeline” saved.')).toBeInTheDocument();
  expect(api.bodies('PUT /api/staff/guides/lease-renewal-timeline')).toEqual([
    { title: 'Lease Renewal Timeline', summary: 'Month by month.', featured: false },
  ]);
});
