import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMessages, staffWorkMessages, type StaffArticle, type StaffMember } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import { adminAl, clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

/** The news desk's daily work: drafts by title, autosave, history, delete, undo, contributors. */
const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => {
  sessionStorage.clear();
  signIn(api);
});

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
const answer = (article: StaffArticle, extra: Record<string, unknown> = {}) => ({ body: { success: true, payload: article, ...extra } });
const contributorCat: StaffMember = { id: 's3', firstname: 'Cat', lastname: 'Writer', email: 'cat@tenants.example', role: 'contributor' };

describe('saving a draft', () => {
  it('saves a new draft with a title alone: the other fields are not asked for yet', async () => {
    api.on('POST /api/staff/articles', (request) =>
      answer({ ...draft, title: String(request.body!.title), caption: '', bodyHtml: '', mediaPath: '', mediaAlt: '' }),
    );
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    renderStaff('/staff/news/new', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Service charges');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(api.bodies('POST /api/staff/articles')).toEqual([
      {
        title: 'Service charges',
        alias: '',
        caption: '',
        text: '',
        bodyHtml: '',
        author: '',
        categoryId: 1,
        mediaPath: '',
        mediaAlt: '',
        description: '',
        socialImage: null,
      },
    ]);
    for (const message of [staffMessages.captionRequired, staffMessages.bodyRequired, staffMessages.pictureRequired, staffMessages.altRequired]) {
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    }
  });

  it("puts each of the API's publishing errors beside its own field (errors[].path)", async () => {
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    api.on('PUT /api/staff/articles/a1', () => answer(draft));
    api.on('POST /api/staff/articles/a1/publish', () => ({
      status: 400,
      body: {
        success: false,
        message: staffMessages.aliasTaken,
        errors: [
          { message: staffMessages.aliasTaken, path: ['alias'] },
          { message: 'Please write a longer summary.', path: ['caption'] },
        ],
      },
    }));
    renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(screen.getByLabelText('Address (optional)')).toHaveAccessibleDescription(expect.stringContaining(staffMessages.aliasTaken)));
    expect(screen.getByLabelText('Summary')).toHaveAccessibleDescription('Please write a longer summary.');
    expect(screen.getByLabelText('Summary')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Address (optional)')).toHaveFocus());
  });
});

describe('autosave', () => {
  it('saves a draft by itself about 2 s after the last keystroke, and says when, quietly', async () => {
    let current = draft;
    api.on('GET /api/staff/articles/a1', () => answer(current));
    api.on('PUT /api/staff/articles/a1', (request) => {
      const { autosave: _autosave, ...fields } = request.body as Partial<StaffArticle> & { autosave?: boolean };
      current = { ...current, ...fields, updatedAt: '2026-03-02T14:02:00.000Z' };
      return answer(current);
    });
    renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), ' (edited)');
    // Not at once: it waits for the typing to stop.
    expect(api.sent('PUT /api/staff/articles/a1')).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent('Saved at 14:02'), { timeout: 5000 });
    expect(screen.getByTestId('autosave-status')).toHaveAttribute('role', 'status');
    expect(api.bodies('PUT /api/staff/articles/a1')).toEqual([expect.objectContaining({ title: `${draft.title} (edited)`, autosave: true })]);
    // Saved: nothing to warn about on leaving, and no toast for a save nobody asked for.
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByText('Article saved.')).not.toBeInTheDocument();

    // Waits out the real 2 s autosave delay.
  }, 15000);

  it('never saves a live article by itself: its typing is kept in the tab and leaving asks', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(live));
    api.on('PUT /api/staff/articles/a1', () => answer(live));
    renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), ' (edited)');
    await new Promise((resolve) => setTimeout(resolve, 2600));
    expect(api.sent('PUT /api/staff/articles/a1')).toEqual([]);
    expect(screen.getByTestId('autosave-status')).toHaveTextContent('');
    expect(JSON.parse(sessionStorage.getItem('staff-article-unsaved:a1') ?? '{}')).toMatchObject({ title: `${draft.title} (edited)` });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    // Waits out the real 2 s autosave delay.
  }, 15000);
});

describe('history', () => {
  const versions = [
    { id: 'v2', savedAt: '2026-03-02T10:00:00.000Z', savedBy: { id: 's1', firstname: 'Jo', lastname: 'Bloggs' }, title: draft.title, autosave: true },
    { id: 'v1', savedAt: '2026-03-01T09:00:00.000Z', savedBy: null, title: 'Rent reviews', autosave: false },
  ];

  it('lists the versions and restores one on a live article only after saying visitors will see it', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(live));
    api.on('GET /api/staff/articles/a1/versions', () => ({ body: { success: true, payload: versions } }));
    api.on('POST /api/staff/articles/a1/versions/v1/restore', () => answer({ ...live, title: 'Rent reviews', updatedAt: '2026-03-03T10:00:00.000Z' }));
    renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.sent('GET /api/staff/articles/a1/versions')).toEqual([]);
    await user.click(toggle);
    const list = await screen.findByRole('list', { name: 'Saved versions, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Jo Bloggs');
    expect(items[0]).toHaveTextContent('Saved automatically');
    expect(items[1]).toHaveTextContent('Former member of staff');

    await user.click(within(items[1]).getByRole('button', { name: /^Restore/ }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('Visitors will see this version at once.');
    expect(api.sent('POST /api/staff/articles/a1/versions/v1/restore')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(staffWorkMessages.versionRestored)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Rent reviews');
    expect(api.sent('POST /api/staff/articles/a1/versions/v1/restore')).toHaveLength(1);
  });
});

describe('delete and undo', () => {
  it('deletes a draft once confirmed, then goes back to the list', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    api.on('DELETE /api/staff/articles/a1', () => ({ body: { success: true, message: staffWorkMessages.articleDeleted } }));
    api.on('GET /api/staff/articles', () => ({ body: { success: true, payload: { items: [], total: 0, page: 1, pageSize: 20, totalPage: 1 } } }));
    renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: 'Delete' });
    await user.click(remove);
    const ask = await screen.findByRole('dialog', { name: `Delete “${draft.title}”?` });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(remove).toHaveFocus();
    expect(api.sent('DELETE /api/staff/articles/a1')).toEqual([]);

    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(staffWorkMessages.articleDeleted)).toBeInTheDocument();
    expect(api.sent('DELETE /api/staff/articles/a1')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/news$/));
  });

  it('offers Delete on a once-published draft to admins only', async () => {
    api.on('GET /api/staff/articles/a1', () => answer({ ...draft, everPublished: true }));
    const first = renderStaff('/staff/news/a1', api);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    first.unmount();

    signIn(api, adminAl);
    renderStaff('/staff/news/a1', api);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers Undo after Unpublish, which puts the article back on the site', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(live));
    api.on('POST /api/staff/articles/a1/unpublish', () =>
      answer({ ...draft, everPublished: true }, { undoUntil: new Date(Date.now() + 60_000).toISOString() }),
    );
    api.on('POST /api/staff/articles/a1/undo-unpublish', () => answer(live));
    renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unpublish' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await user.click(undo);
    expect(await screen.findByText('The article is live again.')).toBeInTheDocument();
    expect(api.sent('POST /api/staff/articles/a1/undo-unpublish')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  });
});

describe('contributors', () => {
  it('write drafts but see no Publish, Schedule, Unpublish or Delete, and only the news, pages and events desks in the bar (events they may draft)', async () => {
    signIn(api, contributorCat);
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    renderStaff('/staff/news/a1', api);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    for (const name of ['Publish now', 'Schedule', 'Unpublish', 'Delete']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByText('An editor publishes your drafts.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['News', 'Pages', 'Events']);
  });

  it('are kept out of the rest of the staff area', async () => {
    signIn(api, contributorCat);
    renderStaff('/staff/enquiries', api);
    expect(await screen.findByText(staffWorkMessages.contributorNotAllowed)).toBeInTheDocument();
    expect(api.sent('GET /api/staff/enquiries')).toEqual([]);
  });
});
