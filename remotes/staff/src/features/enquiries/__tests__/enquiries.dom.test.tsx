import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMessages, staffWorkMessages, type StaffEnquiry } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { adminAl, clearToasts, paged, renderStaff, signIn, staffJo } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);

const enquiry: StaffEnquiry = {
  id: 'e1',
  createdAt: '2026-03-03T14:05:00.000Z',
  firstname: 'Sam',
  lastname: 'Shop',
  email: 'sam@shop.example',
  type: 'Property',
  city: 'Leeds Widgets Ltd',
  status: 'new',
  assignedTo: null,
  annualRent: '£10,001 - £20,000',
  isLeaseHeld: 2,
  comments: 'Our landlord wants a 40% rise.',
  phone: '07700900123',
  isSubscribe: true,
  notes: [
    {
      id: 'n1',
      text: 'Called back, left a message.',
      createdAt: '2026-03-04T09:00:00.000Z',
      author: { id: 's2', firstname: 'Al', lastname: 'Admin' },
      kind: 'note',
    },
  ],
};
const { annualRent: _r, isLeaseHeld: _l, comments: _c, phone: _p, isSubscribe: _s, notes: _n, ...summary } = enquiry;

describe('the enquiries inbox', () => {
  beforeEach(() => signIn(api));

  it('lists the enquiries with their count, and says when none match', async () => {
    api.on('GET /api/staff/enquiries', (request) => (request.query.q === 'nobody' ? paged([]) : paged([summary], { total: 41, totalPage: 3 })));
    renderStaff('/staff/enquiries', api);
    expect(await screen.findByText('41 enquiries')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Enquiries, newest first' });
    expect(within(table).getByRole('link', { name: 'Sam Shop' })).toHaveAttribute('href', '/staff/enquiries/e1');
    expect(within(table).getByText('New')).toBeInTheDocument();
    expect(within(table).getByText('Unassigned')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search name, e-mail, company or text'), 'nobody{Enter}');
    expect(await screen.findByText('No enquiries match.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends the filter as the query, keeps it in the address, and pages within it', async () => {
    api.on('GET /api/staff/enquiries', () => paged([summary], { total: 41, totalPage: 3 }));
    renderStaff('/staff/enquiries', api);
    await screen.findByText('41 enquiries');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'In progress');
    await user.selectOptions(screen.getByLabelText('Type'), 'Corporate');
    await user.selectOptions(screen.getByLabelText('Annual rent'), 'Above £50,000');
    await user.selectOptions(screen.getByLabelText('Lease held'), 'No');
    await waitFor(() => expect(screen.getByLabelText('Assigned to')).toHaveTextContent('Al Admin (al@tenants.example)'));
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Al Admin (al@tenants.example)');
    await user.type(screen.getByLabelText('Search name, e-mail, company or text'), ' widgets ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const want = { status: 'in_progress', type: 'Corporate', annualRent: 'Above £50,000', isLeaseHeld: '0', assignedTo: adminAl.id, q: 'widgets' };
    await waitFor(() => expect(api.sent('GET /api/staff/enquiries').at(-1)?.query).toEqual({ ...want, page: '1' }));
    const location = new URL(screen.getByTestId('location').textContent!, 'http://x');
    expect(location.pathname).toBe('/staff/enquiries');
    expect(Object.fromEntries(location.searchParams)).toEqual(want);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.sent('GET /api/staff/enquiries').at(-1)?.query).toEqual({ ...want, page: '2' }));
  });

  it('reads the filter from the address on load', async () => {
    api.on('GET /api/staff/enquiries', () => paged([summary]));
    renderStaff('/staff/enquiries?status=closed&q=rent&page=2', api);
    await screen.findByText('1 enquiry');
    expect(api.sent('GET /api/staff/enquiries')[0].query).toEqual({ status: 'closed', q: 'rent', page: '2' });
    expect(screen.getByLabelText('Status')).toHaveValue('closed');
    expect(screen.getByLabelText('Search name, e-mail, company or text')).toHaveValue('rent');
  });

  it('has Unassigned and Mine quick filters and received-from/to dates', async () => {
    api.on('GET /api/staff/enquiries', () => paged([summary]));
    renderStaff('/staff/enquiries', api);
    await screen.findByText('1 enquiry');
    const user = userEvent.setup();
    const quick = screen.getByRole('group', { name: 'Quick filters' });
    await user.click(within(quick).getByRole('button', { name: 'Unassigned' }));
    await waitFor(() => expect(api.sent('GET /api/staff/enquiries').at(-1)?.query).toEqual({ assignedTo: 'none', page: '1' }));
    expect(within(quick).getByRole('button', { name: 'Unassigned' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(quick).getByRole('button', { name: 'Mine' }));
    await waitFor(() => expect(api.sent('GET /api/staff/enquiries').at(-1)?.query).toEqual({ assignedTo: 'me', page: '1' }));
    expect(screen.getByLabelText('Assigned to')).toHaveValue('me');
    fireEvent.change(screen.getByLabelText('Received from'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(api.sent('GET /api/staff/enquiries').at(-1)?.query).toEqual({ assignedTo: 'me', from: '2026-03-01', page: '1' }));
    fireEvent.change(screen.getByLabelText('Received to'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(api.sent('GET /api/staff/enquiries').at(-1)?.query).toEqual({ assignedTo: 'me', from: '2026-03-01', to: '2026-03-31', page: '1' }),
    );
  });

  it('downloads the CSV of the current filter with the token', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:enquiries';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api.on('GET /api/staff/enquiries', () => paged([summary]));
    api.on('GET /api/staff/enquiries/export', () => ({ body: 'id,email\ne1,sam@shop.example\n' }));
    renderStaff('/staff/enquiries?status=new&q=sam', api);
    await screen.findByText('1 enquiry');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded enquiries.csv.')).toBeInTheDocument();
    const [request] = api.sent('GET /api/staff/enquiries/export');
    expect(request.query).toEqual({ status: 'new', q: 'sam' });
    expect(request.authorization).toMatch(/^Bearer staff-token-/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    expect(text).toContain('sam@shop.example');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});

describe('an enquiry', () => {
  beforeEach(() => signIn(api));

  it('shows every answer and the notes', async () => {
    api.on('GET /api/staff/enquiries/e1', () => ({ body: { success: true, payload: enquiry } }));
    renderStaff('/staff/enquiries/e1', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry from Sam Shop' })).toBeInTheDocument();
    const answers = screen.getByRole('region', { name: 'Answers' });
    for (const text of [
      'Property',
      '£10,001 - £20,000',
      'Unsure',
      'Leeds Widgets Ltd',
      'Our landlord wants a 40% rise.',
      'sam@shop.example',
      '07700900123',
      'Subscribed',
    ]) {
      expect(within(answers).getByText(text)).toBeInTheDocument();
    }
    const notes = screen.getByRole('region', { name: 'Notes and replies' });
    expect(within(notes).getByText('Called back, left a message.')).toBeInTheDocument();
    expect(within(notes).getByText('Al Admin')).toBeInTheDocument();
  });

  it('saves status, assignee and a note together in one PATCH, and keeps the focus in the emptied note box', async () => {
    let current = enquiry;
    api.on('GET /api/staff/enquiries/e1', () => ({ body: { success: true, payload: current } }));
    api.on('PATCH /api/staff/enquiries/e1', (request) => {
      const body = request.body as { status?: StaffEnquiry['status']; assignedTo?: string | null; note?: string };
      current = {
        ...current,
        status: body.status ?? current.status,
        assignedTo: body.assignedTo === staffJo.id ? staffJo : current.assignedTo,
        notes: body.note
          ? [...current.notes, { id: 'n2', text: body.note.trim(), createdAt: '2026-03-05T10:00:00.000Z', author: staffJo, kind: 'note' }]
          : current.notes,
      };
      return { body: { success: true, payload: current } };
    });
    renderStaff('/staff/enquiries/e1', api);
    await screen.findByRole('heading', { level: 1, name: 'Enquiry from Sam Shop' });
    const user = userEvent.setup();
    const handling = screen.getByRole('region', { name: 'Handling' });
    await user.click(within(handling).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(handling).getByTestId('handling-status')).toHaveTextContent('Nothing to change.'));
    expect(api.sent('PATCH /api/staff/enquiries/e1')).toEqual([]);

    await user.selectOptions(within(handling).getByLabelText('Status'), 'Closed');
    // The assignee select names each member of staff with their e-mail.
    await waitFor(() => expect(within(handling).getByLabelText('Assigned to')).toHaveTextContent('Jo Bloggs (jo@tenants.example)'));
    await user.selectOptions(within(handling).getByLabelText('Assigned to'), 'Jo Bloggs (jo@tenants.example)');
    const box = within(handling).getByLabelText('Note (optional, for staff only)');
    await user.type(box, '  Sorted: rent review agreed.  ');
    expect(within(handling).getByTestId('handling-unsaved')).toHaveTextContent(
      'Unsaved: status changed to Closed, assigned to Jo Bloggs (jo@tenants.example), a note',
    );
    await user.click(within(handling).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(handling).getByTestId('handling-status')).toHaveTextContent(staffWorkMessages.noteSaved));
    expect(api.bodies('PATCH /api/staff/enquiries/e1')).toEqual([{ status: 'closed', assignedTo: 's1', note: 'Sorted: rent review agreed.' }]);
    expect(api.sent('POST /api/staff/enquiries/e1/notes')).toEqual([]);
    const timeline = screen.getByRole('region', { name: 'Notes and replies' });
    expect(await within(timeline).findByText('Sorted: rent review agreed.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('');
    expect(within(handling).getByLabelText('Status')).toHaveValue('closed');
    expect(within(handling).getByTestId('handling-unsaved')).toHaveTextContent('');
    // The answer was shown as it came: no second GET.
    expect(api.sent('GET /api/staff/enquiries/e1')).toHaveLength(1);
  });

  it('e-mails a reply to the enquirer and shows it in the timeline, marked as e-mailed', async () => {
    let current = enquiry;
    api.on('GET /api/staff/enquiries/e1', () => ({ body: { success: true, payload: current } }));
    api.on('POST /api/staff/enquiries/e1/replies', (request) => {
      current = {
        ...current,
        notes: [...current.notes, { id: 'r1', text: String(request.body!.text), createdAt: '2026-03-06T10:00:00.000Z', author: staffJo, kind: 'reply' }],
      };
      return { body: { success: true, message: staffWorkMessages.replyQueued, payload: current } };
    });
    renderStaff('/staff/enquiries/e1', api);
    await screen.findByRole('heading', { level: 1, name: 'Enquiry from Sam Shop' });
    const user = userEvent.setup();
    const reply = screen.getByRole('region', { name: 'Reply by e-mail' });
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await within(reply).findByText(staffWorkMessages.replyRequired)).toBeInTheDocument();
    expect(within(reply).getByLabelText('Your reply to sam@shop.example')).toHaveFocus();
    expect(api.sent('POST /api/staff/enquiries/e1/replies')).toEqual([]);

    await user.type(within(reply).getByLabelText('Your reply to sam@shop.example'), 'Dear Sam, we can help.');
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(within(reply).getByTestId('reply-status')).toHaveTextContent(staffWorkMessages.replyQueued));
    expect(api.bodies('POST /api/staff/enquiries/e1/replies')).toEqual([{ text: 'Dear Sam, we can help.' }]);
    const timeline = screen.getByRole('region', { name: 'Notes and replies' });
    const item = (await within(timeline).findByText('Dear Sam, we can help.')).closest('li')!;
    expect(item).toHaveTextContent('E-mailed to the enquirer');
    expect(within(timeline).getByText('Called back, left a message.').closest('li')).not.toHaveTextContent('E-mailed to the enquirer');
  });

  it('previews the reply as the enquirer will get it, with where the answer comes back to, and sends nothing', async () => {
    api.on('GET /api/staff/enquiries/e1', () => ({ body: { success: true, payload: enquiry } }));
    api.on('POST /api/staff/enquiries/e1/replies/preview', (request) => ({
      body: {
        success: true,
        payload: {
          to: 'sam@shop.example',
          replyTo: 'team@tenants.example',
          subject: 'Your enquiry – Tenants',
          text: `Dear Sam,\n\n${String(request.body!.text)}\n\nKind regards,\nJo\n`,
          html: '<p>Dear Sam,</p><p>We can help.</p>',
        },
      },
    }));
    renderStaff('/staff/enquiries/e1', api);
    await screen.findByRole('heading', { level: 1, name: 'Enquiry from Sam Shop' });
    const user = userEvent.setup();
    const reply = screen.getByRole('region', { name: 'Reply by e-mail' });
    const box = within(reply).getByLabelText('Your reply to sam@shop.example');
    expect(box).toHaveAccessibleDescription(/Their answer comes back to the team’s address/);
    await user.type(box, 'We can help.');
    await user.click(within(reply).getByRole('button', { name: 'Preview' }));
    const preview = await within(reply).findByRole('region', { name: 'The e-mail as Sam will get it' });
    expect(within(preview).getByRole('heading', { name: 'The e-mail as Sam will get it' })).toHaveFocus();
    expect(within(preview).getByText('team@tenants.example')).toBeInTheDocument();
    expect(within(preview).getByTitle('Preview of the reply to sam@shop.example')).toHaveAttribute('srcdoc', '<p>Dear Sam,</p><p>We can help.</p>');
    expect(api.bodies('POST /api/staff/enquiries/e1/replies/preview')).toEqual([{ text: 'We can help.' }]);
    expect(api.sent('POST /api/staff/enquiries/e1/replies')).toEqual([]);
    // Other words make the preview stale: it goes.
    await user.type(box, ' Call us.');
    expect(within(reply).queryByRole('region', { name: 'The e-mail as Sam will get it' })).toBeNull();
  });

  it("shows the API's message when a change is refused", async () => {
    api.on('GET /api/staff/enquiries/e1', () => ({ body: { success: true, payload: enquiry } }));
    api.on('PATCH /api/staff/enquiries/e1', () => apiError(staffMessages.assignee));
    renderStaff('/staff/enquiries/e1', api);
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'Closed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(staffMessages.assignee)).toBeInTheDocument();
  });
});
