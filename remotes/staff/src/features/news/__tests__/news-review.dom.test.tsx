import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewMessages, type StaffArticle, type StaffMember } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);

const cora: StaffMember = { id: 'c1', firstname: 'Cora', lastname: 'Writer', email: 'cora@tenants.example', role: 'contributor' };
const draft: StaffArticle = {
  id: 'a1',
  alias: 'rent-review-rights',
  title: 'Your rent review rights',
  categoryId: 3,
  state: 'draft',
  publishedAt: null,
  updatedAt: '2026-03-01T10:00:00.000Z',
  everPublished: false,
  review: null,
  caption: 'What a tenant can ask for at a rent review.',
  text: '',
  bodyHtml: '<p>Most leases have a rent review clause.</p>',
  author: 'Jo Bloggs',
  mediaPath: '/media/articles/rent.webp',
  mediaAlt: 'A shop front',
  description: '',
  socialImage: null,
};
const live: StaffArticle = { ...draft, state: 'published', publishedAt: '2026-03-02T10:00:00.000Z', everPublished: true };
const submitted = (article: StaffArticle, suggestionId: string | null = null): StaffArticle => ({
  ...article,
  review: { state: 'submitted', note: null, at: '2026-03-03T10:00:00.000Z', byId: 'c1', suggestionId },
});
const answer = (article: StaffArticle) => ({ body: { success: true, payload: article } });

beforeEach(() => {
  api.on('GET /api/staff/articles/a1/versions', () => ({ body: { success: true, payload: [] } }));
});

it('a contributor submits a draft for review: saved first, then sent, and told beside the buttons', async () => {
  signIn(api, cora);
  api.on('GET /api/staff/articles/a1', () => answer(draft));
  api.on('PUT /api/staff/articles/a1', () => answer(draft));
  api.on('POST /api/staff/articles/a1/submit', () => ({ body: { success: true, message: reviewMessages.submitted, payload: submitted(draft) } }));
  renderStaff('/staff/news/a1', api);
  const user = userEvent.setup();
  expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
  await waitFor(() => expect(api.sent('POST /api/staff/articles/a1/submit')).toHaveLength(1));
  expect(api.sent('PUT /api/staff/articles/a1')).toHaveLength(1);
  await waitFor(() => expect(screen.getByTestId('review-status')).toHaveTextContent(reviewMessages.submitted));
  expect(screen.getByRole('region', { name: 'Waiting for review' })).toHaveTextContent('The editors have been told.');
  expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
});

it('a contributor sees the note on a draft sent back, and submits it again', async () => {
  signIn(api, cora);
  const returned: StaffArticle = {
    ...draft,
    review: { state: 'returned', note: 'Please add the dates.', at: '2026-03-03T10:00:00.000Z', byId: 'c1', suggestionId: null },
  };
  api.on('GET /api/staff/articles/a1', () => answer(returned));
  renderStaff('/staff/news/a1', api);
  const panel = await screen.findByRole('region', { name: 'Sent back for changes' });
  expect(within(panel).getByTestId('review-note')).toHaveTextContent('Please add the dates.');
  expect(screen.getByRole('button', { name: 'Submit for review again' })).toBeInTheDocument();
});

it('an editor sends a submitted draft back with a note, which is required and refused beside its field', async () => {
  signIn(api);
  api.on('GET /api/staff/articles/a1', () => answer(submitted(draft)));
  api.on('POST /api/staff/articles/a1/return', ({ body }) => ({
    body: {
      success: true,
      message: reviewMessages.returned,
      payload: {
        ...draft,
        review: { state: 'returned', note: (body as { note: string }).note, at: '2026-03-03T11:00:00.000Z', byId: 'c1', suggestionId: null },
      },
    },
  }));
  renderStaff('/staff/news/a1', api);
  const user = userEvent.setup();
  const panel = await screen.findByRole('region', { name: 'Waiting for review' });
  expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Send back…' }));
  const dialog = screen.getByRole('dialog', { name: 'Send “Your rent review rights” back?' });
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  const note = within(dialog).getByLabelText('Note to the writer');
  expect(await within(dialog).findByText(reviewMessages.noteRequired)).toBeInTheDocument();
  expect(note).toHaveFocus();
  expect(api.sent('POST /api/staff/articles/a1/return')).toEqual([]);
  await user.type(note, 'Please add the dates.');
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  await waitFor(() => expect(api.bodies('POST /api/staff/articles/a1/return')).toEqual([{ note: 'Please add the dates.' }]));
  await waitFor(() => expect(screen.getByTestId('review-status')).toHaveTextContent(reviewMessages.returned));
  expect(screen.getByRole('region', { name: 'Sent back for changes' })).toHaveTextContent('Please add the dates.');
});

it('a contributor opening a published article reads it, with Suggest changes and never a Save that does nothing', async () => {
  signIn(api, cora);
  api.on('GET /api/staff/articles/a1', () => answer(live));
  api.on('POST /api/staff/articles/a1/suggest', () => ({ body: { success: true, message: reviewMessages.suggested, payload: submitted(live, 'v9') } }));
  renderStaff('/staff/news/a1', api);
  const user = userEvent.setup();
  const panel = await screen.findByRole('region', { name: 'Published: read-only' });
  expect(panel).toHaveTextContent('Your rent review rights');
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Suggest changes' }));
  const summary = screen.getByLabelText('Summary');
  await user.clear(summary);
  await user.type(summary, 'A better summary.');
  await user.click(screen.getByRole('button', { name: 'Send the suggested changes' }));
  await waitFor(() => expect(api.bodies('POST /api/staff/articles/a1/suggest')).toEqual([expect.objectContaining({ caption: 'A better summary.' })]));
  expect(api.sent('PUT /api/staff/articles/a1')).toEqual([]);
  await waitFor(() => expect(screen.getByTestId('review-status')).toHaveTextContent(reviewMessages.suggested));
  // Read-only again, the suggestion waiting for an editor.
  expect(screen.getByRole('region', { name: 'Published: read-only' })).toHaveTextContent('Your suggested changes are waiting for an editor.');
});

it('an editor applies the suggested changes to a live article', async () => {
  signIn(api);
  api.on('GET /api/staff/articles/a1', () => answer(submitted(live, 'v9')));
  api.on('POST /api/staff/articles/a1/versions/v9/restore', () => answer({ ...live, caption: 'A better summary.', review: null }));
  renderStaff('/staff/news/a1', api);
  const user = userEvent.setup();
  const panel = await screen.findByRole('region', { name: 'Suggested changes waiting for review' });
  await user.click(within(panel).getByRole('button', { name: 'Apply the suggested changes' }));
  await waitFor(() => expect(api.sent('POST /api/staff/articles/a1/versions/v9/restore')).toHaveLength(1));
  // The restored version arrives after the request: wait for the form to show it.
  await waitFor(() => expect(screen.getByLabelText('Summary')).toHaveValue('A better summary.'));
  expect(screen.queryByRole('region', { name: 'Suggested changes waiting for review' })).not.toBeInTheDocument();
});
