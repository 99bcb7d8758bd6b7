import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMessages, staffWorkMessages, type StaffPage, type StaffPageSummary } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const summary = (over: Partial<StaffPageSummary>): StaffPageSummary => ({
  id: 'p1',
  address: '/property/lease-renewals',
  type: 'service',
  area: 'property',
  title: 'Lease Renewals',
  section: 'property',
  state: 'published',
  hasDraft: false,
  publishedAt: '2026-11-01T10:00:00.000Z',
  scheduledAt: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  review: null,
  ...over,
});

const blocks = [
  { type: 'hero', eyebrow: 'Property Services', intro: 'The months before your lease ends.', image: { art: 'calendar', alt: 'A calendar' } },
  {
    type: 'intro',
    title: 'Start Earlier Than You Think',
    text: ['We recommend 18 to 24 months.', 'Tenants who wait lose time.'],
    links: [{ label: 'The timeline guide', to: '/guides' }],
  },
  { type: 'qa', title: 'Questions', text: [], qa: [{ question: 'When?', answer: 'Early.' }] },
];
const leaseRenewals: StaffPage = {
  ...summary({}),
  card: { text: 'Plan your renewal early.', image: { art: 'calendar', alt: 'A calendar' }, position: 3 },
  published: { title: 'Lease Renewals', blocks: blocks as never },
  draft: { title: 'Lease Renewals', blocks },
  updatedBy: 's1',
  redirects: [],
  review: null,
};
const answer = (page: StaffPage) => ({ body: { success: true, payload: page } });

/** The preview as the API answers it: the record with the blocks sent and, unless `drawn` says not, the page with the hero's words in its main. */
function servePreview(drawn: () => string | false = () => '') {
  const record = { address: '/property/lease-renewals', type: 'service', area: 'property', title: 'Lease Renewals', card: leaseRenewals.card, blocks };
  api.on('POST /api/staff/pages/p1/preview', (request) => {
    const body = request.body as { blocks: typeof blocks };
    const words = (body.blocks[0] as { intro: string }).intro;
    const frame = drawn();
    return { body: { success: true, payload: { ...record, blocks: body.blocks }, ...(frame === false ? {} : { page: frame.replace('%s', words) }) } };
  });
}

/** The editor of /property/lease-renewals, its saves kept as the API would keep them. */
function servePage(start: StaffPage = leaseRenewals) {
  let current = start;
  api.on('GET /api/staff/pages/p1', () => answer(current));
  api.on('PUT /api/staff/pages/p1', (request) => {
    const body = request.body as { title?: string; blocks?: StaffPage['draft']['blocks'] };
    current = {
      ...current,
      hasDraft: true,
      draft: { title: body.title ?? current.draft.title, blocks: body.blocks ?? current.draft.blocks },
      updatedAt: '2026-11-27T10:00:00.000Z',
    };
    return answer(current);
  });
  api.on('POST /api/staff/pages/p1/publish', () => answer((current = { ...current, state: 'published', hasDraft: false })));
  return () => current;
}

describe('the pages list', () => {
  it('lists the pages by section with their state, each opening in the editor', async () => {
    api.on('GET /api/staff/pages', () => ({
      body: {
        success: true,
        payload: {
          sections: [
            {
              section: 'site',
              pages: [
                summary({ id: 'h', address: '/', type: 'home', area: null, title: '', section: 'site' }),
                summary({ id: 'a', address: '/advice/rates', type: 'advice', area: null, title: 'Business Rates Advice', section: 'site', state: 'scheduled' }),
              ],
            },
            { section: 'property', pages: [summary({ hasDraft: true })] },
            { section: 'corporate', pages: [] },
            { section: 'non-corporate', pages: [] },
            {
              section: 'plain',
              pages: [
                summary({ id: 'x', address: '/accessibility', type: 'plain', area: null, title: 'Accessibility', section: 'plain', state: 'unpublished' }),
              ],
            },
          ],
        },
      },
    }));
    renderStaff('/staff/pages', api);
    expect(await screen.findByText('4 pages')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Home and organisation pages', 'Advice', 'Property', 'Other pages']);
    const property = screen.getByRole('table', { name: 'Property' });
    expect(within(property).getByRole('link', { name: 'Lease Renewals' })).toHaveAttribute('href', '/staff/pages/p1');
    expect(within(property).getByText('Draft changes')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Advice' })).getByText('Scheduled')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Other pages' })).getByText('Unpublished')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Staff' })).toContainElement(screen.getByRole('link', { name: 'Pages' }));
  });
});

describe('the page editor', () => {
  it('draws each block’s own form: text, paragraphs, links, pictures by name, repeatable Q&A rows', async () => {
    servePage();
    renderStaff('/staff/pages/p1', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: Lease Renewals' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: '1. Hero' });
    expect(within(hero).getByLabelText('Introduction')).toHaveValue('The months before your lease ends.');
    expect(within(hero).getByLabelText('Picture: drawing')).toHaveValue('calendar');
    expect(within(hero).getByLabelText('Picture on phones (optional): drawing')).toHaveValue('');
    expect(within(hero).getByLabelText('Picture: describe it (alt text)')).toHaveValue('A calendar');
    const intro = screen.getByRole('region', { name: '2. Introduction' });
    expect(within(intro).getByLabelText('Paragraph 2')).toHaveValue('Tenants who wait lose time.');
    expect(within(intro).getByLabelText('Link 1: words')).toHaveValue('The timeline guide');
    expect(within(intro).getByLabelText('Link 1: address')).toHaveValue('/guides');
    const qa = screen.getByRole('region', { name: '3. Questions and answers' });
    expect(within(qa).getByLabelText('Question')).toHaveValue('When?');
    // The blocks a service page takes, and no other.
    const add = screen.getByLabelText('Add a block');
    expect(
      within(add)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['hero', 'intro', 'points', 'qa', 'similarServices', 'compliance', 'banner', 'enquiry']);
    // The service's card.
    expect(screen.getByLabelText(/Card text/)).toHaveValue('Plan your renewal early.');
  });

  it('adds, moves and removes rows and blocks, and saves the draft as typed', async () => {
    servePage();
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    const intro = await screen.findByRole('region', { name: '2. Introduction' });
    await user.click(within(intro).getByRole('button', { name: 'Move paragraph 2 up' }));
    await waitFor(() => expect(within(intro).getByRole('button', { name: 'Move paragraph 1 down' })).toHaveFocus());
    expect(within(intro).getByLabelText('Paragraph 1')).toHaveValue('Tenants who wait lose time.');
    const qa = screen.getByRole('region', { name: '3. Questions and answers' });
    await user.click(within(qa).getByRole('button', { name: 'Add question' }));
    await user.type(within(qa).getAllByLabelText('Question')[1], 'How?');
    await user.click(screen.getByRole('button', { name: 'Move block 3, Questions and answers, up' }));
    expect(screen.getByRole('region', { name: '2. Questions and answers' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Add a block'), 'enquiry');
    await user.click(screen.getByRole('button', { name: 'Add block' }));
    expect(await screen.findByRole('region', { name: '4. Enquiry form' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove block 1, Hero' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    // The last PUT is Save draft's: on a slow machine an autosave may have gone before it, mid-edit.
    const sent = api.bodies('PUT /api/staff/pages/p1').at(-1)!;
    expect(sent.title).toBe('Lease Renewals');
    expect((sent.blocks as Array<{ type: string }>).map((block) => block.type)).toEqual(['qa', 'intro', 'enquiry']);
    expect((sent.blocks as Array<Record<string, unknown>>)[0].qa).toEqual([
      { question: 'When?', answer: 'Early.' },
      { question: 'How?', answer: '' },
    ]);
    expect((sent.blocks as Array<Record<string, unknown>>)[1].text).toEqual(['Tenants who wait lose time.', 'We recommend 18 to 24 months.']);
    expect(sent.card).toEqual(leaseRenewals.card);
  }, 15000);

  it('saves by itself a few seconds after typing stops (autosave: true)', async () => {
    servePage();
    renderStaff('/staff/pages/p1', api);
    const intro = await screen.findByRole('region', { name: '2. Introduction' });
    fireEvent.change(within(intro).getByLabelText('Paragraph 1'), { target: { value: 'Start two years ahead.' } });
    await waitFor(() => expect(api.sent('PUT /api/staff/pages/p1')).toHaveLength(1), { timeout: 5000 });
    expect(api.bodies('PUT /api/staff/pages/p1')[0]).toMatchObject({ autosave: true });
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent(/^Saved at/));
  });

  it('shows the API’s refusal of a draft’s field beside that field, on a save and on an autosave', async () => {
    servePage();
    const refusal = {
      status: 400,
      body: {
        success: false,
        message: 'The introduction can be at most 2,000 characters.',
        errors: [{ message: 'The introduction can be at most 2,000 characters.', path: 'blocks.0.intro' }],
      },
    };
    api.on('PUT /api/staff/pages/p1', () => refusal);
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    const hero = await screen.findByRole('region', { name: '1. Hero' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const field = within(hero).getByLabelText('Introduction');
    await waitFor(() => expect(field).toHaveAccessibleDescription('The introduction can be at most 2,000 characters.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());

    // An autosave refused the same way marks the field too, and says so under the buttons.
    fireEvent.change(within(screen.getByRole('region', { name: '2. Introduction' })).getByLabelText('Paragraph 1'), { target: { value: 'Typed on.' } });
    await waitFor(() => expect(api.sent('PUT /api/staff/pages/p1')).toHaveLength(2), { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByTestId('autosave-status')).toHaveTextContent('Not saved automatically: The introduction can be at most 2,000 characters.'),
    );
    expect(within(hero).getByLabelText('Introduction')).toHaveAccessibleDescription('The introduction can be at most 2,000 characters.');
  }, 15000);

  it('previews the draft as typed as the real page, in a sandboxed frame; focus goes to it and back', async () => {
    servePage();
    let drawn = true;
    servePreview(() => drawn && '<!doctype html><html><body><nav>Services</nav><main>%s</main></body></html>');
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    const hero = await screen.findByRole('region', { name: '1. Hero' });
    fireEvent.change(within(hero).getByLabelText('Introduction'), { target: { value: 'Plan two years ahead.' } });
    await user.click(screen.getByRole('button', { name: 'Preview as the real page' }));
    const frame = await screen.findByTitle('Preview of the page at /property/lease-renewals: Lease Renewals');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<main>Plan two years ahead.</main>');
    expect(screen.getByRole('heading', { level: 2, name: 'Preview of /property/lease-renewals' })).toHaveFocus();
    expect(api.bodies('POST /api/staff/pages/p1/preview')[0]).toMatchObject({ title: 'Lease Renewals', card: leaseRenewals.card });
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByTitle(/^Preview of the page/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Preview as the real page' })).toHaveFocus());

    // An API that serves no site draws no page: the draft is read through block by block instead.
    drawn = false;
    await user.click(screen.getByRole('button', { name: 'Preview as the real page' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Preview: Lease Renewals' })).toBeInTheDocument();
    expect(screen.getByText('Plan two years ahead.', { selector: '.staff-pages__preview-block p' })).toBeInTheDocument();
  }, 15000);

  it('keeps the open preview in step with the typing, a moment after it stops, without taking the focus', async () => {
    servePage();
    servePreview(() => '<main>%s</main>');
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    const intro = within(await screen.findByRole('region', { name: '1. Hero' })).getByLabelText('Introduction');
    await user.click(screen.getByRole('button', { name: 'Preview as the real page' }));
    const frame = await screen.findByTitle('Preview of the page at /property/lease-renewals: Lease Renewals');
    expect(frame.getAttribute('srcdoc')).toBe('<main>The months before your lease ends.</main>');
    expect(screen.getByText('It follows your changes a moment after you stop typing.')).toBeInTheDocument();

    await user.clear(intro);
    await user.type(intro, 'Start two years ahead.');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toBe('<main>Start two years ahead.</main>'), { timeout: 4000 });
    expect(intro).toHaveFocus();
    // Once for the opening, once after the typing stopped: not a call a keystroke.
    expect(api.bodies('POST /api/staff/pages/p1/preview')).toHaveLength(2);
  }, 15000);

  it('uploads a picture of one’s own for a block in place of its drawing, and saves it by its /media/ path', async () => {
    servePage();
    api.on('POST /api/staff/media', () => ({ body: { success: true, payload: { path: '/media/articles/office-1a2b3c4d-1600.0badcafe.webp' } } }));
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    const hero = await screen.findByRole('region', { name: '1. Hero' });
    // A type the upload does not take is refused here, beside the field, before anything is sent.
    const phones = within(hero).getByLabelText('Picture on phones (optional): or upload a picture');
    fireEvent.change(phones, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(await within(hero).findByText(staffMessages.mediaType)).toBeInTheDocument();
    expect(phones).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/staff/media')).toEqual([]);

    const input = within(hero).getByLabelText('Picture: or upload a picture');

    await user.upload(input, new File(['PNG bytes'], 'office.png', { type: 'image/png' }));
    await waitFor(() => expect(within(hero).getByLabelText('Picture: drawing')).toHaveValue('/media/articles/office-1a2b3c4d-1600.0badcafe.webp'));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(within(hero).getByRole('figure')).toContainElement(within(hero).getByText('The uploaded picture'));
    // The alt text stays with the picture.
    expect(within(hero).getByLabelText('Picture: describe it (alt text)')).toHaveValue('A calendar');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const [sent] = api.bodies('PUT /api/staff/pages/p1');
    expect((sent.blocks as Array<Record<string, unknown>>)[0].image).toEqual({ art: '/media/articles/office-1a2b3c4d-1600.0badcafe.webp', alt: 'A calendar' });
  }, 15000);

  it('publishes after asking, saving what was typed first; the API’s field errors show beside their fields', async () => {
    servePage();
    let refuse = true;
    api.on('POST /api/staff/pages/p1/publish', () =>
      refuse
        ? {
            status: 400,
            body: {
              success: false,
              message: 'The page is not ready to publish: fix each field named in the errors.',
              errors: [{ message: 'Required', path: 'blocks.1.title' }],
            },
          }
        : answer({ ...leaseRenewals, hasDraft: false }),
    );
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    const intro = await screen.findByRole('region', { name: '2. Introduction' });
    await user.clear(within(intro).getByLabelText('Heading'));
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    const ask = await screen.findByRole('dialog', { name: 'Publish “Lease Renewals” now?' });
    expect(ask).toHaveTextContent('Visitors will see this draft at /property/lease-renewals now.');
    await user.click(within(ask).getByRole('button', { name: 'Publish now' }));
    expect(await within(intro).findByText('Required')).toBeInTheDocument();
    await waitFor(() => expect(within(intro).getByLabelText('Heading')).toHaveFocus());
    expect(api.sent('PUT /api/staff/pages/p1')).toHaveLength(1);

    refuse = false;
    await user.type(within(intro).getByLabelText('Heading'), 'Start early');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Page published.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View live page' })).toHaveAttribute('href', '/property/lease-renewals');
  }, 15000);

  it('asks again with the pages and menus that link to a page before unpublishing it', async () => {
    servePage();
    api.on('POST /api/staff/pages/p1/unpublish', (request) =>
      request.body?.confirm
        ? answer({ ...leaseRenewals, state: 'unpublished' })
        : {
            status: 409,
            body: {
              success: false,
              message: 'Other pages or menus link to this page. Confirm to go ahead.',
              errors: [{ message: 'Other pages or menus link to this page. Confirm to go ahead.' }],
              linkedFrom: { pages: ['/property/services', '/property/rent-reviews'], menus: ['Services: Property'] },
            },
          },
    );
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unpublish “Lease Renewals”?' })).getByRole('button', { name: 'Unpublish' }));
    const again = await screen.findByRole('dialog', { name: 'Other pages link to “Lease Renewals”. Unpublish it anyway?' });
    expect(within(again).getByTestId('linked-pages')).toHaveTextContent('/property/services/property/rent-reviews');
    expect(within(again).getByTestId('linked-menus')).toHaveTextContent('Services: Property');
    await user.click(within(again).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Page unpublished.')).toBeInTheDocument();
    expect(api.bodies('POST /api/staff/pages/p1/unpublish')).toEqual([{}, { confirm: true }]);
  });

  it('restores an earlier version as the draft', async () => {
    const current = servePage();
    api.on('GET /api/staff/pages/p1/versions', () => ({
      body: {
        success: true,
        payload: [{ id: 'v1', savedAt: '2026-11-20T09:00:00.000Z', savedBy: 's1', savedByName: 'Jo Bloggs', title: 'Lease Renewals', kind: 'publish' }],
      },
    }));
    api.on('POST /api/staff/pages/p1/versions/v1/restore', () =>
      answer({ ...current(), draft: { title: 'Lease Renewals', blocks: [{ ...blocks[0], intro: 'An earlier sentence.' }] } }),
    );
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'History' }));
    await user.click(await screen.findByRole('button', { name: /^Restore the version of/ }));
    expect(screen.getByRole('list', { name: 'Saved versions, newest first' })).toHaveTextContent('Jo Bloggs');
    expect(await screen.findByText('Version restored as the draft. Publish it to put it on the site.')).toBeInTheDocument();
    expect(screen.getByLabelText('Introduction')).toHaveValue('An earlier sentence.');
  });

  it('a contributor saves drafts but sees no publish, schedule, unpublish, address or delete', async () => {
    signIn(api, { id: 's3', firstname: 'Cam', lastname: 'Contributor', email: 'cam@tenants.example', role: 'contributor' });
    // The team is an editor's to read: the API refuses a contributor, who must not meet that as a red toast.
    api.on('GET /api/staff/team', () => apiError('Contributors can use the news desk only.', 403));
    servePage();
    renderStaff('/staff/pages/p1', api);
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(api.sent('GET /api/staff/team')).toEqual([]);
    expect(screen.queryByText('Contributors can use the news desk only.')).not.toBeInTheDocument();
    for (const name of ['Publish now', 'Schedule', 'Unpublish', 'Change address', 'Delete page'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByText('An editor publishes your drafts.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['News', 'Pages', 'Events']);
  });

  it('tells the API’s 403 when a publish is refused', async () => {
    servePage();
    api.on('POST /api/staff/pages/p1/publish', () => apiError(staffWorkMessages.contributorOnlyDrafts, 403));
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(staffWorkMessages.contributorOnlyDrafts)).toBeInTheDocument();
  });

  it('moves a page to a new address, saying the old one will redirect', async () => {
    servePage();
    api.on('PUT /api/staff/pages/p1/address', (request) =>
      answer({ ...leaseRenewals, address: String(request.body!.address), redirects: ['/property/lease-renewals'] }),
    );
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    const address = await screen.findByLabelText('Address');
    expect(screen.getByText(/The old address will redirect to the new one/)).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, '/property/renewing-a-lease');
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    const ask = await screen.findByRole('dialog', { name: 'Move “Lease Renewals”?' });
    expect(ask).toHaveTextContent('Its old address, /property/lease-renewals, will redirect to it.');
    await user.click(within(ask).getByRole('button', { name: 'Change address' }));
    expect(await screen.findByText(/Old addresses that redirect here: \/property\/lease-renewals/)).toBeInTheDocument();
  });
});

describe('deleting and previewing', () => {
  it('deletes a service page after asking twice when other pages link to it, then goes back to the list', async () => {
    servePage();
    api.on('GET /api/staff/pages', () => ({ body: { success: true, payload: { sections: [] } } }));
    api.on('DELETE /api/staff/pages/p1', (request) =>
      request.query.confirm === 'true'
        ? { body: { success: true, message: 'Page deleted.' } }
        : {
            status: 409,
            body: {
              success: false,
              message: 'Other pages or menus link to this page. Confirm to go ahead.',
              errors: [{ message: 'Other pages or menus link to this page. Confirm to go ahead.' }],
              linkedFrom: { pages: ['/property/services'], menus: [] },
            },
          },
    );
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete page' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete “Lease Renewals”?' })).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Other pages link to “Lease Renewals”. Delete it anyway?' });
    expect(within(again).getByTestId('linked-pages')).toHaveTextContent('/property/services');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Page deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/pages'));
    expect(api.sent('DELETE /api/staff/pages/p1').map((request) => request.query)).toEqual([{}, { confirm: 'true' }]);
  });

  it('previews a saved version as its words, block by block', async () => {
    servePage();
    api.on('GET /api/staff/pages/p1/versions', () => ({
      body: { success: true, payload: [{ id: 'v1', savedAt: '2026-11-20T09:00:00.000Z', savedBy: null, title: 'Lease Renewals', kind: 'import' }] },
    }));
    api.on('GET /api/staff/pages/p1/versions/v1', () => ({
      body: {
        success: true,
        payload: {
          id: 'v1',
          savedAt: '2026-11-20T09:00:00.000Z',
          savedBy: null,
          title: 'Lease Renewals',
          kind: 'import',
          blocks: [{ ...blocks[0], intro: 'As imported.' }],
        },
      },
    }));
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'History' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Saved versions, newest first' })).toHaveTextContent(/The site, .* · Imported/));
    await user.click(screen.getByRole('button', { name: /^Preview the version of/ }));
    const heading = await screen.findByRole('heading', { name: 'Preview: Lease Renewals' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('As imported.')).toBeInTheDocument();
  });

  it('shows what changed in a version against the one before it, word by word, and counts the blocks left alone', async () => {
    servePage();
    const version = (id: string, savedAt: string, intro: string) => ({
      id,
      savedAt,
      savedBy: 's1',
      title: 'Lease Renewals',
      kind: 'save',
      blocks: [{ ...blocks[0], intro }, blocks[1]],
    });
    const newer = version('v2', '2026-11-21T09:00:00.000Z', 'The twelve months before your lease ends.');
    const older = version('v1', '2026-11-20T09:00:00.000Z', 'The months before your lease ends.');
    api.on('GET /api/staff/pages/p1/versions', () => ({ body: { success: true, payload: [newer, older].map(({ blocks: _, ...rest }) => rest) } }));
    api.on('GET /api/staff/pages/p1/versions/v2', () => ({ body: { success: true, payload: newer } }));
    api.on('GET /api/staff/pages/p1/versions/v1', () => ({ body: { success: true, payload: older } }));
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'History' }));
    // The oldest version has nothing before it to compare with.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^What changed in the version of/ })).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /^What changed in the version of/ }));
    const heading = await screen.findByRole('heading', { name: /^What changed in the version of/ });
    await waitFor(() => expect(heading).toHaveFocus());
    const changes = heading.closest('section')!;
    expect(within(changes).getByRole('heading', { name: '1. Hero' })).toBeInTheDocument();
    expect(changes.querySelector('ins')).toHaveTextContent('[added: twelve ]');
    expect(changes.querySelector('del')).toBeNull();
    expect(changes).toHaveTextContent('1 block is unchanged.');
  });

  it('shows the saved draft against the live page', async () => {
    servePage({
      ...leaseRenewals,
      hasDraft: true,
      draft: { title: 'Lease Renewals', blocks: [blocks[0], { ...blocks[1], title: 'Start Sooner Than You Think' }, blocks[2]] },
    });
    renderStaff('/staff/pages/p1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'What changed since it went live' }));
    const changes = (await screen.findByRole('heading', { name: 'The saved draft against the live page' })).closest('section')!;
    expect(changes.querySelector('del')).toHaveTextContent('Earlier');
    expect(changes.querySelector('ins')).toHaveTextContent('Sooner');
    expect(changes).toHaveTextContent('2 blocks are unchanged.');
  });
});

describe('a new page', () => {
  it('creates a service page under an area, checking the address first', async () => {
    api.on('POST /api/staff/pages', () => answer({ ...leaseRenewals, id: 'p9', address: '/corporate/tax-advice', title: 'Tax Advice' }));
    api.on('GET /api/staff/pages/p9', () => answer({ ...leaseRenewals, id: 'p9', address: '/corporate/tax-advice' }));
    renderStaff('/staff/pages/new', api);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Area'), 'corporate');
    await user.type(screen.getByLabelText('Name in the address'), 'Tax Advice');
    await user.type(screen.getByLabelText('Title'), 'Tax Advice');
    await user.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText(/lowercase words joined by hyphens/)).toBeInTheDocument();
    expect(api.sent('POST /api/staff/pages')).toEqual([]);
    await user.clear(screen.getByLabelText('Name in the address'));
    await user.type(screen.getByLabelText('Name in the address'), 'tax-advice');
    await user.click(screen.getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/pages/p9'));
    expect(api.bodies('POST /api/staff/pages')).toEqual([{ type: 'service', area: 'corporate', slug: 'tax-advice', title: 'Tax Advice' }]);
  });
});
