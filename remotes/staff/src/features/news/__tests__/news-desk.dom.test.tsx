import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMediaMaxBytes, staffMessages, type StaffArticle } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, paged, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

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
  text: 'Rent reviews, explained.',
  bodyHtml: '<p>Most leases have a rent review clause.</p>',
  author: 'Jo Bloggs',
  mediaPath: '/media/articles/rent.webp',
  mediaAlt: 'A shop front',
  description: '',
  socialImage: null,
};
const answer = (article: StaffArticle) => ({ body: { success: true, payload: article } });

describe('the news desk list', () => {
  it('lists articles with their state, and filters by state and search', async () => {
    api.on('GET /api/staff/articles', () =>
      paged([
        {
          id: 'a1',
          alias: draft.alias,
          title: draft.title,
          categoryId: 3,
          state: 'scheduled',
          publishedAt: '2026-04-01T09:00:00.000Z',
          updatedAt: draft.updatedAt,
          everPublished: false,
        },
      ]),
    );
    renderStaff('/staff/news', api);
    expect(await screen.findByText('1 article')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Articles' });
    expect(within(table).getByRole('link', { name: draft.title })).toHaveAttribute('href', '/staff/news/a1');
    expect(within(table).getByText('Scheduled')).toBeInTheDocument();
    expect(within(table).getByText('Insights')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/staff/news/new');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('State'), 'Published');
    await user.type(screen.getByLabelText('Search titles'), 'rent{Enter}');
    await waitFor(() => expect(api.sent('GET /api/staff/articles').at(-1)?.query).toEqual({ state: 'published', q: 'rent', page: '1' }));
  });
});

describe('the article editor', () => {
  it('checks a new article with the API’s messages before publishing, focusing the first field, and sends nothing', async () => {
    renderStaff('/staff/news/new', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'New article' })).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    for (const message of [
      staffMessages.titleRequired,
      staffMessages.captionRequired,
      staffMessages.bodyRequired,
      staffMessages.pictureRequired,
      staffMessages.altRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Article' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Address (optional)'), 'Not An Address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(staffMessages.aliasInvalid)).toBeInTheDocument();
    expect(api.sent('POST /api/staff/articles')).toEqual([]);
  });

  it.each([
    ['a GIF', new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), staffMessages.mediaType],
    ['a picture over 5 MB', new File([new Uint8Array(staffMediaMaxBytes + 1)], 'huge.png', { type: 'image/png' }), staffMessages.mediaTooLarge],
  ])('refuses %s before sending it', async (_what, file, message) => {
    renderStaff('/staff/news/new', api);
    const input = await screen.findByLabelText('Upload a picture');
    // userEvent.upload would drop a file its accept list refuses; a browser's "All files" choice does not.
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/staff/media')).toEqual([]);
  });

  it('uploads a picture as a multipart form with one file part, and shows it', async () => {
    api.on('POST /api/staff/media', () => ({ body: { success: true, payload: { path: '/media/articles/shop-1a2b3c4d-1600.0badcafe.webp' } } }));
    renderStaff('/staff/news/new', api);
    const input = await screen.findByLabelText('Upload a picture');
    await userEvent.upload(input, new File(['PNG bytes'], 'shop.png', { type: 'image/png' }));
    await userEvent.type(screen.getByLabelText('Describe the picture (alt text)'), 'A shop');
    const image = await screen.findByRole('img', { name: 'A shop' });
    expect(image.getAttribute('src')).toBe(`${api.base}/media/articles/shop-1a2b3c4d-1600.0badcafe.webp`);
    const [request] = api.sent('POST /api/staff/media');
    expect(request.authorization).toMatch(/^Bearer /);
    // The browser's own form encoding: its boundary in the type, the file as the one part, with its name and type.
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(request.contentType ?? '')?.[1];
    expect(boundary).toBeTruthy();
    const parts = request.text.split(`--${boundary}`).filter((part) => part.trim() && part.trim() !== '--');
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatch(/Content-Disposition: form-data; name="file"; filename="shop.png"\r\nContent-Type: image\/png\r\n\r\nPNG bytes\r\n$/);
    expect(screen.getByLabelText('Replace the picture')).toBeInTheDocument();
  });

  it('loads an article, saves it and publishes it, then links to its public address', async () => {
    let current = draft;
    api.on('GET /api/staff/articles/a1', () => answer(current));
    api.on('PUT /api/staff/articles/a1', (request) =>
      answer((current = { ...current, ...(request.body as Partial<StaffArticle>), updatedAt: '2026-03-02T10:00:00.000Z' })),
    );
    api.on('POST /api/staff/articles/a1/publish', () => answer((current = { ...current, state: 'published', publishedAt: '2026-03-02T10:00:00.000Z' })));
    renderStaff('/staff/news/a1', api);
    expect(await screen.findByRole('heading', { level: 1, name: `Edit: ${draft.title}` })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(draft.title);
    expect(screen.getByLabelText('Category')).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Article' })).toHaveTextContent('Most leases have a rent review clause.');

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Rent reviews: your rights');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    // Going live is asked first, saying what visitors will see.
    const ask = await screen.findByRole('dialog', { name: 'Publish “Rent reviews: your rights” now?' });
    expect(ask).toHaveTextContent('“Rent reviews: your rights” will appear on /news and at /insights/rent-review-rights now.');
    expect(api.sent('POST /api/staff/articles/a1/publish')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Article published.')).toBeInTheDocument();
    expect(api.bodies('PUT /api/staff/articles/a1')).toEqual([
      {
        title: 'Rent reviews: your rights',
        alias: draft.alias,
        caption: draft.caption,
        text: draft.text,
        bodyHtml: draft.bodyHtml,
        author: draft.author,
        categoryId: 3,
        mediaPath: draft.mediaPath,
        mediaAlt: draft.mediaAlt,
        description: '',
        socialImage: null,
      },
    ]);
    expect(api.bodies('POST /api/staff/articles/a1/publish')).toEqual([{}]);
    expect(screen.getByRole('link', { name: '/insights/rent-review-rights' })).toHaveAttribute('href', '/insights/rent-review-rights');
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  });

  it('creates a new article first when publishing it, then moves to its address', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    api.on('POST /api/staff/articles', () => answer(draft));
    api.on('POST /api/staff/articles/a1/publish', () => answer({ ...draft, state: 'published', publishedAt: '2026-03-02T10:00:00.000Z' }));
    api.on('POST /api/staff/media', () => ({ body: { success: true, payload: { path: draft.mediaPath } } }));
    renderStaff('/staff/news/new', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), draft.title);
    await user.type(screen.getByLabelText('Summary'), draft.caption);
    await user.upload(screen.getByLabelText('Upload a picture'), new File(['{}'], 'shop.webp', { type: 'image/webp' }));
    await user.type(screen.getByLabelText('Describe the picture (alt text)'), draft.mediaAlt);
    await user.click(screen.getByRole('textbox', { name: 'Article' }));
    await user.keyboard('Most leases have a rent review clause.');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Article published.')).toBeInTheDocument();
    expect(api.bodies('POST /api/staff/articles')[0]).toMatchObject({
      title: draft.title,
      caption: draft.caption,
      mediaPath: draft.mediaPath,
      categoryId: 1,
      bodyHtml: '<p>Most leases have a rent review clause.</p>',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/news/a1'));
    expect(await screen.findByRole('link', { name: '/insights/rent-review-rights' })).toBeInTheDocument();
    expect(api.sent('GET /api/staff/articles/a1')).toEqual([]);
    // Much typing into the editor: slow on a small machine running the whole suite.
  }, 15000);

  it('schedules for a future UK time as ISO 8601, asking first with the time and its zone, and refuses a time that is not one', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    api.on('PUT /api/staff/articles/a1', () => answer(draft));
    api.on('POST /api/staff/articles/a1/publish', (request) => answer({ ...draft, state: 'scheduled', publishedAt: String(request.body!.publishAt) }));
    renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(staffMessages.publishAtInvalid)).toBeInTheDocument();
    expect(api.sent('POST /api/staff/articles/a1/publish')).toEqual([]);

    const field = screen.getByLabelText('Publish at');
    fireEvent.change(field, { target: { value: '2099-06-01T09:30' } });
    expect(field).toHaveAccessibleDescription('UK time (BST)');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const ask = await screen.findByRole('dialog', { name: `Schedule “${draft.title}”?` });
    expect(ask).toHaveTextContent(`will appear on /news and at /insights/${draft.alias} on 1 Jun 2099, 09:30 BST`);
    expect(api.sent('POST /api/staff/articles/a1/publish')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Article scheduled for 1 Jun 2099, 09:30 BST.')).toBeInTheDocument();
    expect(api.bodies('POST /api/staff/articles/a1/publish')).toEqual([{ publishAt: '2099-06-01T08:30:00.000Z' }]);
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  });

  it('unpublishes', async () => {
    api.on('GET /api/staff/articles/a1', () => answer({ ...draft, state: 'published', publishedAt: '2026-03-02T10:00:00.000Z' }));
    api.on('POST /api/staff/articles/a1/unpublish', () => answer(draft));
    renderStaff('/staff/news/a1', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const ask = await screen.findByRole('dialog', { name: `Unpublish “${draft.title}”?` });
    expect(ask).toHaveTextContent(`Visitors will no longer see “${draft.title}” on /news or at its address.`);
    await userEvent.click(within(ask).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Article unpublished.')).toBeInTheDocument();
    expect(api.sent('POST /api/staff/articles/a1/unpublish')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it("puts the API's field message beside its field", async () => {
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    api.on('PUT /api/staff/articles/a1', () => apiError(staffMessages.aliasTaken));
    renderStaff('/staff/news/a1', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(staffMessages.aliasTaken)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Address (optional)')).toHaveFocus());
  });

  /** The API's preview of the draft: its body as `bodyHtml`, and the public page when the site drew one. */
  const answerPreview = (bodyHtml: string, page?: string) =>
    api.on('POST /api/staff/articles/preview', () => ({
      body: {
        success: true,
        payload: {
          id: 'preview',
          title: draft.title,
          alias: draft.alias,
          caption: draft.caption,
          content: [bodyHtml],
          author: draft.author,
          publishedAt: '2026-03-03T10:00:00.000Z',
          text: draft.text,
          Media: { path: draft.mediaPath, alt: draft.mediaAlt },
          Category: { id: 3, name: 'Insights' },
        },
        ...(page ? { page } : {}),
      },
    }));

  it('shows the public article page the site drew, in a frame whose scripts cannot run', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    const page = '<!doctype html><html><head><title>Insights</title></head><body><main><h1>The page</h1></main></body></html>';
    answerPreview('<p>Body.</p>', page);
    renderStaff('/staff/news/a1', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const frame = within(preview).getByTitle(`Preview of the article page: ${draft.title}`);
    expect(frame).toHaveAttribute('srcdoc', page);
    expect(frame).toHaveAttribute('sandbox', '');
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Preview' })).toHaveFocus());
  });

  it('without a page from the site, previews the draft as the public page draws it', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    answerPreview('<h2>Before the review</h2><p>Most leases have a rent review clause.</p>');
    renderStaff('/staff/news/a1', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 3, name: draft.title })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Before the review' })).toBeInTheDocument();
    expect(within(preview).getByText('3 March 2026')).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: draft.mediaAlt })).toBeInTheDocument();
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Preview' })).toHaveFocus());
    expect(api.bodies('POST /api/staff/articles/preview')[0]).toMatchObject({ title: draft.title, bodyHtml: draft.bodyHtml });
  });

  it('offers a keyboard toolbar whose buttons say whether they are on', async () => {
    api.on('GET /api/staff/articles/a1', () => answer({ ...draft, bodyHtml: '<p><strong>Bold words</strong></p>' }));
    renderStaff('/staff/news/a1', api);
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Heading 2',
      'Heading 3',
      'Bullet list',
      'Numbered list',
      'Quote',
      'Link',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(buttons[7]).toHaveFocus();
    for (const button of buttons.slice(0, 7)) expect(button).toHaveAttribute('aria-pressed');
  });
});

describe('live changes are asked first', () => {
  const live = { ...draft, state: 'published' as const, publishedAt: '2026-03-02T10:00:00.000Z' };

  it('Cancel on Unpublish changes nothing and returns the focus to the button', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(live));
    renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    const unpublish = await screen.findByRole('button', { name: 'Unpublish' });
    await user.click(unpublish);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unpublish).toHaveFocus();
    expect(api.sent('POST /api/staff/articles/a1/unpublish')).toEqual([]);
  });

  it('scheduling a live article says it disappears until then', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(live));
    api.on('PUT /api/staff/articles/a1', () => answer(live));
    api.on('POST /api/staff/articles/a1/publish', (request) => answer({ ...draft, state: 'scheduled', publishedAt: String(request.body!.publishAt) }));
    renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText('Publish at'), { target: { value: '2099-06-01T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const ask = await screen.findByRole('dialog', { name: `Reschedule “${draft.title}”?` });
    expect(ask).toHaveTextContent(new RegExp(`“${draft.title}” will disappear from the site until .*2099`));
    expect(api.sent('POST /api/staff/articles/a1/publish')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/^Article scheduled for/)).toBeInTheDocument();
    expect(api.sent('POST /api/staff/articles/a1/publish')).toHaveLength(1);
  });
});

describe('nothing typed is lost', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks before a staff link leaves an edited article: Stay keeps it, Leave goes', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    api.on('GET /api/staff/articles', () => paged([]));
    renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), ' (edited)');
    await user.click(screen.getByRole('link', { name: 'Members' }));
    const ask = await screen.findByRole('dialog', { name: 'You have unsaved changes. Leave this page?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/news/a1');
    expect(screen.getByLabelText('Title')).toHaveValue(`${draft.title} (edited)`);

    await user.click(screen.getByRole('link', { name: 'All articles' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/news$/));
  });

  it('warns the browser before unloading while there are unsaved changes, and not after', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Title');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(title, '!');
    expect(unload()).toBe(true);
    await user.type(title, '{Backspace}');
    expect(unload()).toBe(false);
  });

  it('keeps what is typed in session storage and offers it back after a reload', async () => {
    api.on('GET /api/staff/articles/a1', () => answer(draft));
    const first = renderStaff('/staff/news/a1', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), ' (edited)');
    first.unmount();

    renderStaff('/staff/news/a1', api);
    expect(await screen.findByText('Restore your unsaved changes?')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(draft.title);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Title')).toHaveValue(`${draft.title} (edited)`);
    expect(screen.queryByText('Restore your unsaved changes?')).not.toBeInTheDocument();
  });
});
