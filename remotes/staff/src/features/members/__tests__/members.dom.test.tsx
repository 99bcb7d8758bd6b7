import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hasUnsavedChanges } from '../../common/hooks/use-unsaved-changes';
import userEvent from '@testing-library/user-event';
import { messages, staffMessages, staffWorkMessages, type StaffMemberDetail } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, paged, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const member: StaffMemberDetail = {
  id: 'm1',
  firstname: 'Pat',
  lastname: 'Tenant',
  email: 'pat@tenant.example',
  phone: '07700900456',
  role: 'member',
  createdAt: '2025-11-02T10:00:00.000Z',
  deactivatedAt: null,
  enquiries: 2,
  donations: 1,
  openSessions: 3,
  labels: ['Landlord dispute'],
  enquiryList: [{ id: 'e1', createdAt: '2026-01-05T10:00:00.000Z', status: 'in_progress', type: 'Property' }],
  donationList: [{ id: 'd1', createdAt: '2026-02-01T10:00:00.000Z', amountPence: 2500, currency: 'gbp', status: 'succeeded', providerRef: 'pi_123' }],
  lists: [
    {
      list: 'newsletter',
      status: 'confirmed',
      source: '/community',
      requestedAt: '2026-01-02T10:00:00.000Z',
      confirmedAt: '2026-01-02T11:00:00.000Z',
      withdrawnAt: null,
    },
    {
      list: 'broadcast',
      status: 'unsubscribed',
      source: '/api/enquire/create',
      requestedAt: '2026-01-05T10:00:00.000Z',
      confirmedAt: null,
      withdrawnAt: '2026-02-10T10:00:00.000Z',
    },
  ],
  notes: [],
};
const { enquiries: _e, donations: _d, openSessions: _o, enquiryList: _el, donationList: _dl, lists: _l, notes: _n, ...row } = member;

it('searches members and pages through them', async () => {
  api.on('GET /api/staff/members', () => paged([row], { total: 25, totalPage: 2 }));
  renderStaff('/staff/members', api);
  expect(await screen.findByText('25 members')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pat Tenant' })).toHaveAttribute('href', '/staff/members/m1');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Search name, e-mail or phone'), 'pat{Enter}');
  await waitFor(() => expect(api.sent('GET /api/staff/members').at(-1)?.query).toEqual({ q: 'pat', page: '1' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(api.sent('GET /api/staff/members').at(-1)?.query).toEqual({ q: 'pat', page: '2' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/staff/members?q=pat&page=2');
});

it('shows the details and counts, and deactivates and reactivates the account', async () => {
  let current = member;
  api.on('GET /api/staff/members/m1', () => ({ body: { success: true, payload: current } }));
  api.on('POST /api/staff/members/m1/deactivate', () => {
    current = { ...current, deactivatedAt: '2026-03-01T10:00:00.000Z' };
    return { body: { success: true } };
  });
  api.on('POST /api/staff/members/m1/reactivate', () => {
    current = { ...current, deactivatedAt: null };
    return { body: { success: true } };
  });
  renderStaff('/staff/members/m1', api);
  expect(await screen.findByRole('heading', { level: 1, name: 'Pat Tenant' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Details' });
  expect(within(details).getByText('Open sessions').nextSibling).toHaveTextContent('3');
  expect(within(details).getByText('Enquiries').nextSibling).toHaveTextContent('2');

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Account deactivated.')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Reactivate' }));
  expect(await screen.findByText('Account reactivated.')).toBeInTheDocument();
  expect(api.sent('POST /api/staff/members/m1/deactivate')).toHaveLength(1);
  expect(api.sent('POST /api/staff/members/m1/reactivate')).toHaveLength(1);
});

it('erases only once the member’s e-mail is typed, then goes back to the list', async () => {
  api.on('GET /api/staff/members/m1', () => ({ body: { success: true, payload: member } }));
  api.on('POST /api/staff/members/m1/erase', () => ({ body: { success: true } }));
  api.on('GET /api/staff/members', () => paged([]));
  renderStaff('/staff/members/m1', api);
  const user = userEvent.setup();
  const erase = await screen.findByRole('button', { name: 'Erase' });
  await user.click(erase);
  const dialog = screen.getByRole('dialog', { name: 'Erase Pat Tenant?' });
  const field = within(dialog).getByLabelText(/^E-mail address/);
  expect(field).toHaveFocus();

  await user.type(field, 'someone@else.example');
  await user.click(within(dialog).getByRole('button', { name: 'Erase member' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(staffMessages.eraseConfirm));
  expect(api.sent('POST /api/staff/members/m1/erase')).toEqual([]);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(erase).toHaveFocus();

  await user.click(erase);
  await user.type(within(screen.getByRole('dialog')).getByLabelText(/^E-mail address/), ' PAT@tenant.example ');
  await user.click(screen.getByRole('button', { name: 'Erase member' }));
  expect(await screen.findByText('Pat Tenant has been erased.')).toBeInTheDocument();
  expect(api.bodies('POST /api/staff/members/m1/erase')).toEqual([{ confirm: 'PAT@tenant.example' }]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/members$/));
});

describe("a member's whole record", () => {
  it('links to each of their enquiries and donations, and shows their lists with the consent record', async () => {
    api.on('GET /api/staff/members/m1', () => ({ body: { success: true, payload: member } }));
    renderStaff('/staff/members/m1', api);
    await screen.findByRole('heading', { level: 1, name: 'Pat Tenant' });
    const enquiries = screen.getByRole('region', { name: 'Enquiries' });
    expect(within(enquiries).getByRole('link', { name: /5 Jan 2026/ })).toHaveAttribute('href', '/staff/enquiries/e1');
    expect(within(enquiries).getByText('In progress')).toBeInTheDocument();
    const donations = screen.getByRole('region', { name: 'Donations' });
    expect(within(donations).getByRole('link', { name: /1 Feb 2026/ })).toHaveAttribute('href', '/staff/donations/d1');
    expect(within(donations).getByText('pi_123')).toBeInTheDocument();
    const lists = screen.getByRole('region', { name: 'Lists and consent' });
    const newsletter = within(lists).getByRole('rowheader', { name: 'Newsletter' }).closest('tr')!;
    expect(newsletter).toHaveTextContent('Newsletter form on /community');
    expect(newsletter).toHaveTextContent('Confirmed');
    const broadcast = within(lists)
      .getByRole('rowheader', { name: /broadcast/i })
      .closest('tr')!;
    expect(broadcast).toHaveTextContent('Enquiry form');
    expect(broadcast).toHaveTextContent('10 Feb 2026');
  });

  it('adds a staff note and saves the labels', async () => {
    let current = member;
    api.on('GET /api/staff/members/m1', () => ({ body: { success: true, payload: current } }));
    api.on('POST /api/staff/members/m1/notes', (request) => {
      current = {
        ...current,
        notes: [
          { id: 'n1', text: String(request.body!.text), createdAt: '2026-03-01T10:00:00.000Z', author: { id: 's1', firstname: 'Jo', lastname: 'Bloggs' } },
        ],
      };
      return { body: { success: true, payload: current } };
    });
    api.on('PUT /api/staff/members/m1/labels', (request) => {
      // The API keeps them sorted.
      current = { ...current, labels: [...(request.body!.labels as string[])].sort() };
      return { body: { success: true, payload: current } };
    });
    renderStaff('/staff/members/m1', api);
    await screen.findByRole('heading', { level: 1, name: 'Pat Tenant' });
    const user = userEvent.setup();
    const notes = screen.getByRole('region', { name: 'Staff notes' });
    await user.type(within(notes).getByLabelText('New note'), 'Asked for a call back.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    // Sent once, then shown in the list (a note box that still held the text would match findByText alone).
    await waitFor(() => expect(api.bodies('POST /api/staff/members/m1/notes')).toEqual([{ text: 'Asked for a call back.' }]));
    expect((await within(notes).findAllByRole('listitem')).map((item) => item.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Asked for a call back.')]),
    );

    const labels = screen.getByRole('region', { name: 'Labels' });
    const box = within(labels).getByLabelText('Labels, separated by commas');
    await user.clear(box);
    await user.type(box, 'Landlord dispute, bad/label');
    await user.click(within(labels).getByRole('button', { name: 'Save labels' }));
    expect(await within(labels).findByText(staffWorkMessages.labelInvalid)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.type(box, 'Volunteer, Landlord dispute');
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(within(labels).getByRole('button', { name: 'Save labels' }));
    await waitFor(() => expect(api.bodies('PUT /api/staff/members/m1/labels')).toEqual([{ labels: ['Volunteer', 'Landlord dispute'] }]));
    expect(await within(labels).findByText('Volunteer')).toBeInTheDocument();
    // Saved: the box shows them as kept, and nothing is left to warn about on leaving.
    await waitFor(() => expect(box).toHaveValue('Landlord dispute, Volunteer'));
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('filters members by join date, list, state and label, and exports what the filter finds', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:members');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    api.on('GET /api/staff/members', () => paged([row]));
    api.on('GET /api/staff/members/export', () => ({ body: 'id,email\nm1,pat@tenant.example\n' }));
    renderStaff('/staff/members', api);
    await screen.findByText('1 member');
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('Joined from'), { target: { value: '2025-01-01' } });
    await user.selectOptions(screen.getByLabelText('On the list'), 'newsletter');
    await user.selectOptions(screen.getByLabelText('Account'), 'Active');
    await user.type(screen.getByLabelText('Label (applies with Search)'), 'Volunteer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const want = { joinedFrom: '2025-01-01', list: 'newsletter', active: 'true', label: 'Volunteer' };
    await waitFor(() => expect(api.sent('GET /api/staff/members').at(-1)?.query).toEqual({ ...want, page: '1' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Downloaded members.csv.')).toBeInTheDocument();
    expect(api.sent('GET /api/staff/members/export')[0].query).toEqual(want);
    click.mockRestore();
  });
});

it('corrects a member’s name and phone, a refused phone said beside the field', async () => {
  api.on('GET /api/staff/members/m1', () => ({ body: { success: true, payload: member } }));
  let refuse = true;
  api.on('PUT /api/staff/members/m1/details', ({ body }) =>
    refuse ? apiError(messages.phoneInvalid, 400) : { body: { success: true, payload: { ...member, ...(body as object) } } },
  );
  renderStaff('/staff/members/m1', api);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Correct name or phone' }));
  const form = screen.getByRole('form', { name: 'Correct name or phone' });
  await user.clear(within(form).getByLabelText('Last name'));
  await user.type(within(form).getByLabelText('Last name'), 'Tenant-Smith');
  const phone = within(form).getByLabelText('Phone');
  await user.clear(phone);
  await user.type(phone, '0770');
  await user.click(within(form).getByRole('button', { name: 'Save details' }));
  expect(await within(form).findByText(messages.phoneInvalid)).toBeInTheDocument();
  expect(phone).toHaveAccessibleDescription(messages.phoneInvalid);

  refuse = false;
  await user.clear(phone);
  await user.type(phone, '07700900999');
  await user.click(within(form).getByRole('button', { name: 'Save details' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Pat Tenant-Smith' })).toBeInTheDocument();
  expect(api.bodies('PUT /api/staff/members/m1/details').at(-1)).toEqual({ firstname: 'Pat', lastname: 'Tenant-Smith', phone: '07700900999' });
});
