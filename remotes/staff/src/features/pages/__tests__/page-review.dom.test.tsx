import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageReviewMessages, type PageReview, type StaffMember, type StaffPage } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);

const cora: StaffMember = { id: 'c1', firstname: 'Cora', lastname: 'Writer', email: 'cora@tenants.example', role: 'contributor' };
const stella = { id: 's1', firstname: 'Stella', lastname: 'Editor' };
const blocks = [{ type: 'hero', eyebrow: 'Property Services', intro: 'The months before your lease ends.', image: { art: 'calendar', alt: 'A calendar' } }];
const rates: StaffPage = {
  id: 'p1',
  address: '/property/rates',
  type: 'service',
  area: 'property',
  title: 'Business Rates',
  section: 'property',
  state: 'published',
  hasDraft: true,
  publishedAt: '2026-11-01T10:00:00.000Z',
  scheduledAt: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
  card: null,
  published: { title: 'Business Rates', blocks: blocks as never },
  draft: { title: 'Business Rates Checked', blocks },
  updatedBy: 'c1',
  redirects: [],
  review: null,
};
const submitted: PageReview = {
  state: 'submitted',
  at: '2026-11-27T11:00:00.000Z',
  writer: { id: 'c1', firstname: 'Cora', lastname: 'Writer' },
  note: null,
  returnedBy: null,
};
const returned: PageReview = { ...submitted, state: 'returned', note: 'Please keep the old title.\nIt is in the menu.', returnedBy: stella };
const answer = (page: StaffPage, message?: string) => ({ body: { success: true, message, payload: page } });

beforeEach(() => {
  api.on('GET /api/staff/pages/p1/versions', () => ({ body: { success: true, payload: [] } }));
});

describe('a contributor on a page', () => {
  it('submits the draft for review: told beside the buttons, and nothing is asked that the role may not', async () => {
    signIn(api, cora);
    api.on('GET /api/staff/pages/p1', () => answer(rates));
    api.on('POST /api/staff/pages/p1/submit', () => answer({ ...rates, review: submitted }, pageReviewMessages.submitted));
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(api.sent('POST /api/staff/pages/p1/submit')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('review-status')).toHaveTextContent(pageReviewMessages.submitted));
    const panel = screen.getByRole('region', { name: 'Waiting for review' });
    expect(panel).toHaveTextContent('Submitted for review by Cora Writer');
    expect(panel).toHaveTextContent('The editors have been told.');
    expect(within(panel).queryByRole('button', { name: 'Send back…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(screen.getByText('It is waiting for review: you can still make changes.')).toBeInTheDocument();
    for (const name of ['Publish now', 'Schedule', 'Unpublish', 'Change address', 'Delete page'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    // Only the pages desk's own calls: no team, no settings, no menus (each would be refused with a red toast).
    const asked = api.requests.map((r) => `${r.method} ${r.path}`).filter((route) => route.includes('/api/staff/'));
    expect(asked.filter((route) => !/^(GET \/api\/staff\/me|GET \/api\/staff\/pages\/p1|POST \/api\/staff\/pages\/p1\/submit)$/.test(route))).toEqual([]);
  });

  it('saves what is typed before submitting it', async () => {
    signIn(api, cora);
    let current: StaffPage = { ...rates, hasDraft: false, draft: rates.published! };
    api.on('GET /api/staff/pages/p1', () => answer(current));
    api.on('PUT /api/staff/pages/p1', (request) =>
      answer((current = { ...current, hasDraft: true, draft: { ...current.draft, title: String(request.body?.title) } })),
    );
    api.on('POST /api/staff/pages/p1/submit', () => answer({ ...current, review: submitted }, pageReviewMessages.submitted));
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Page title');
    // Nothing changed yet: nothing to submit.
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    await user.type(title, ' Checked');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(api.sent('POST /api/staff/pages/p1/submit')).toHaveLength(1));
    expect(api.bodies('PUT /api/staff/pages/p1').at(-1)).toMatchObject({ title: 'Business Rates Checked' });
  });

  it('reads the note on a page sent back, and submits it again', async () => {
    signIn(api, cora);
    api.on('GET /api/staff/pages/p1', () => answer({ ...rates, review: returned }));
    renderStaff('/staff/pages/p1', api);
    const panel = await screen.findByRole('region', { name: 'Sent back for changes' });
    expect(panel).toHaveTextContent(/Sent back by Stella Editor on .*:/);
    expect(within(panel).getByTestId('review-note')).toHaveTextContent('Please keep the old title. It is in the menu.');
    expect(panel).toHaveTextContent('Make the changes, then submit the page for review again.');
    expect(screen.getByRole('button', { name: 'Submit for review again' })).toBeInTheDocument();
  });

  it('reads who saved each version by name, their own included', async () => {
    signIn(api, cora);
    api.on('GET /api/staff/pages/p1', () => answer(rates));
    const version = { savedAt: '2026-11-27T10:00:00.000Z', title: 'Business Rates', kind: 'save' };
    api.on('GET /api/staff/pages/p1/versions', () => ({
      body: {
        success: true,
        payload: [
          { ...version, id: 'v2', savedBy: 'c1', savedByName: 'Cora Writer' },
          { ...version, id: 'v1', savedBy: 's1', savedByName: 'Stella Editor' },
          { ...version, id: 'v0', savedBy: null, savedByName: null, kind: 'import' },
        ],
      },
    }));
    renderStaff('/staff/pages/p1', api);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'History' }));
    const items = within(await screen.findByRole('list', { name: 'Saved versions, newest first' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Cora Writer', 'Stella Editor', 'The site']);
    expect(screen.queryByText('A member of staff')).not.toBeInTheDocument();
  });
});

describe('an editor on a page waiting for review', () => {
  it('sends it back with a note, which is required and refused beside its field', async () => {
    signIn(api);
    api.on('GET /api/staff/pages/p1', () => answer({ ...rates, review: submitted }));
    api.on('POST /api/staff/pages/p1/return', (request) =>
      answer({ ...rates, review: { ...returned, note: String(request.body?.note) } }, pageReviewMessages.returned),
    );
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Waiting for review' });
    expect(panel).toHaveTextContent('Submitted for review by Cora Writer');
    expect(panel).toHaveTextContent('Publish it when it is ready, or send it back with a note');
    // The editor's own button is Publish; they may still submit for a colleague, just not a page already waiting.
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Send back…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send “Business Rates Checked” back?' });
    const note = within(dialog).getByLabelText('Note to the writer');
    expect(note).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(note).toHaveAccessibleDescription(expect.stringContaining(pageReviewMessages.noteRequired));
    expect(api.sent('POST /api/staff/pages/p1/return')).toEqual([]);

    await user.type(note, 'Please keep the old title.');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('POST /api/staff/pages/p1/return')).toEqual([{ note: 'Please keep the old title.' }]);
    expect(screen.getByTestId('review-status')).toHaveTextContent(pageReviewMessages.returned);
    const back = screen.getByRole('region', { name: 'Sent back for changes' });
    expect(within(back).getByTestId('review-note')).toHaveTextContent('Please keep the old title.');
    expect(back).not.toHaveTextContent('Make the changes');
  });

  it('publishes it, which ends the review', async () => {
    signIn(api);
    api.on('GET /api/staff/pages/p1', () => answer({ ...rates, review: submitted }));
    api.on('PUT /api/staff/pages/p1', () => answer({ ...rates, review: submitted }));
    api.on('POST /api/staff/pages/p1/publish', () => answer({ ...rates, hasDraft: false, review: null }));
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Waiting for review' });
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting for review' })).not.toBeInTheDocument());
    expect(api.sent('POST /api/staff/pages/p1/publish')).toHaveLength(1);
  });
});

describe('the pages list', () => {
  it('marks the pages waiting for review, and shows them alone from the home page’s link', async () => {
    signIn(api);
    const row = (id: string, title: string, review: StaffPage['review']) => ({ ...rates, id, title, review: review && { state: review.state, at: review.at } });
    api.on('GET /api/staff/pages', () => ({
      body: {
        success: true,
        payload: {
          sections: [{ section: 'property', pages: [row('p1', 'Business Rates', submitted), row('p2', 'Arrears', returned), row('p3', 'Surrenders', null)] }],
        },
      },
    }));
    renderStaff('/staff/pages?review=submitted', api);
    const table = await screen.findByRole('table', { name: 'Property' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    expect(within(table).getByRole('link', { name: 'Business Rates' })).toBeInTheDocument();
    expect(within(table).getByText('Waiting for review')).toBeInTheDocument();
    expect(screen.getByLabelText('Review')).toHaveValue('submitted');

    await userEvent.setup().selectOptions(screen.getByLabelText('Review'), '');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Property' }))
          .getAllByRole('row')
          .slice(1),
      ).toHaveLength(3),
    );
    expect(within(screen.getByRole('table', { name: 'Property' })).getByText('Sent back')).toBeInTheDocument();
  });
});
