import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMessages, type StaffEnquiry } from '@tenants/shared';
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
  notes: [{ id: 'n1', text: 'Called back, left a message.', createdAt: '2026-03-04T09:00:00.000Z', author: { id: 's2', firstname: 'Al', lastname: 'Admin' } }],
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
    await waitFor(() => expect(screen.getByLabelText('Assigned to')).toHaveTextContent('Al Admin'));
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'Al Admin');
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
    for (const text of ['Property', '£10,001 - £20,000', 'Unsure', 'Leeds Widgets Ltd', 'Our landlord wants a 40% rise.', 'sam@shop.example', '07700900123', 'Subscribed']) {
      expect(within(answers).getByText(text)).toBeInTheDocument();
    }
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('Called back, left a message.')).toBeInTheDocument();
    expect(within(notes).getByText('Al Admin')).toBeInTheDocument();
  });

  it('closes it, assigns it, and adds a note', async () => {
    let current = enquiry;
    api.on('GET /api/staff/enquiries/e1', () => ({ body: { success: true, payload: current } }));
    api.on('PATCH /api/staff/enquiries/e1', (request) => {
      current = { ...current, status: request.body!.status as StaffEnquiry['status'], assignedTo: request.body!.assignedTo === staffJo.id ? staffJo : null };
      return { body: { success: true, payload: current } };
    });
    api.on('POST /api/staff/enquiries/e1/notes', (request) => {
      current = { ...current, notes: [...current.notes, { id: 'n2', text: String(request.body!.text), createdAt: '2026-03-05T10:00:00.000Z', author: staffJo }] };
      return { body: { success: true, payload: current } };
    });
    renderStaff('/staff/enquiries/e1', api);
    await screen.findByRole('heading', { level: 1, name: 'Enquiry from Sam Shop' });
    const user = userEvent.setup();
    const handling = screen.getByRole('region', { name: 'Handling' });
    await user.selectOptions(within(handling).getByLabelText('Status'), 'Closed');
    await waitFor(() => expect(within(handling).getByLabelText('Assigned to')).toHaveTextContent('Jo Bloggs'));
    await user.selectOptions(within(handling).getByLabelText('Assigned to'), 'Jo Bloggs');
    await user.click(within(handling).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enquiry saved.')).toBeInTheDocument();
    expect(api.bodies('PATCH /api/staff/enquiries/e1')).toEqual([{ status: 'closed', assignedTo: 's1' }]);

    const notes = screen.getByRole('region', { name: 'Notes' });
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText(staffMessages.noteRequired)).toBeInTheDocument();
    expect(within(notes).getByLabelText('New note')).toHaveFocus();
    expect(api.sent('POST /api/staff/enquiries/e1/notes')).toEqual([]);

    await user.type(within(notes).getByLabelText('New note'), '  Sorted: rent review agreed.  ');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(api.bodies('POST /api/staff/enquiries/e1/notes')).toEqual([{ text: 'Sorted: rent review agreed.' }]);
    expect(await within(notes).findByText('Sorted: rent review agreed.')).toBeInTheDocument();
    expect(within(notes).getByLabelText('New note')).toHaveValue('');
  });

  it('keeps a status change not yet saved across a note, says so, and gives the focus back to the empty note box (issue 31)', async () => {
    let current = enquiry;
    api.on('GET /api/staff/enquiries/e1', () => ({ body: { success: true, payload: current } }));
    api.on('POST /api/staff/enquiries/e1/notes', (request) => {
      current = { ...current, notes: [...current.notes, { id: 'n2', text: String(request.body!.text), createdAt: '2026-03-05T10:00:00.000Z', author: staffJo }] };
      return { body: { success: true, payload: current } };
    });
    renderStaff('/staff/enquiries/e1', api);
    await screen.findByRole('heading', { level: 1, name: 'Enquiry from Sam Shop' });
    const user = userEvent.setup();
    const handling = screen.getByRole('region', { name: 'Handling' });
    await user.selectOptions(within(handling).getByLabelText('Status'), 'In progress');
    expect(within(handling).getByTestId('handling-unsaved')).toHaveTextContent('Unsaved: status changed to In progress');
    expect(within(handling).getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Unsaved: status changed to In progress');

    const notes = screen.getByRole('region', { name: 'Notes' });
    const box = within(notes).getByLabelText('New note');
    await user.type(box, 'Rang the landlord.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(notes).getByRole('status')).toHaveTextContent('Note added.'));
    expect(await within(notes).findByText('Rang the landlord.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('');
    // The reload after the note did not undo the choice.
    expect(within(handling).getByLabelText('Status')).toHaveValue('in_progress');
    expect(within(handling).getByTestId('handling-unsaved')).toHaveTextContent('Unsaved: status changed to In progress');
    expect(api.sent('PATCH /api/staff/enquiries/e1')).toEqual([]);
  });

  it("shows the API's message when a change is refused", async () => {
    api.on('GET /api/staff/enquiries/e1', () => ({ body: { success: true, payload: enquiry } }));
    api.on('PATCH /api/staff/enquiries/e1', () => apiError(staffMessages.assignee));
    renderStaff('/staff/enquiries/e1', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(staffMessages.assignee)).toBeInTheDocument();
  });
});
