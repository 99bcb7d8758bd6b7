import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventDeskMessages, type StaffEvent } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, renderStaff, signIn } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);
beforeEach(() => signIn(api));

const event: StaffEvent = {
  id: 'e1',
  slug: 'rent-review-clinic',
  title: 'Rent review clinic',
  summary: '',
  descriptionHtml: '<p>x</p>',
  startsAt: '2031-03-04T18:00:00.000Z',
  endsAt: '2031-03-04T20:00:00.000Z',
  online: false,
  place: '1 High Street',
  area: 'Leeds',
  onlineUrl: '',
  capacity: 1,
  audience: 'members',
  pictureUrl: '',
  pictureAlt: '',
  state: 'published',
  cancelReason: null,
  booked: 1,
  waiting: 0,
  checkedIn: 0,
  cancelledPlaces: 1,
  publishedAt: '2031-02-01T09:00:00.000Z',
  updatedAt: '2031-02-01T09:00:00.000Z',
};
const walkIn = {
  bookingId: 'b9',
  firstname: 'Wendy',
  lastname: '',
  email: 'wendy@example.org',
  state: 'waiting',
  waitingPosition: 1,
  bookedAt: '2031-02-02T09:00:00.000Z',
  checkedInAt: null,
  walkIn: true,
};

const onEvent = (payload: StaffEvent) => api.on('GET /api/staff/events/e1', () => ({ body: { success: true, payload } }));

describe('the events desk (issue 53)', () => {
  it('says "1 place given back", refuses a walk-in beside the form when full, and offers the waiting list', async () => {
    onEvent(event);
    api.on('GET /api/staff/events/e1/attendees', () => ({ body: { success: true, payload: { attendees: [] } } }));
    api.on('POST /api/staff/events/e1/attendees', ({ body }) =>
      (body as { waitingList?: boolean }).waitingList
        ? { status: 201, body: { success: true, message: eventDeskMessages.walkInWaiting, payload: walkIn } }
        : apiError(eventDeskMessages.full, 409),
    );
    renderStaff('/staff/events/e1/attendees', api);
    const user = userEvent.setup();
    expect(await screen.findByText(/1 place given back/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add the walk-in' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(eventDeskMessages.firstnameRequired);
    expect(api.sent('POST /api/staff/events/e1/attendees')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Wendy');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'wendy@example.org');
    await user.click(screen.getByRole('button', { name: 'Add the walk-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The event is full. You can add them to the waiting list instead.');
    await user.click(screen.getByRole('button', { name: 'Add to the waiting list' }));
    await waitFor(() => expect(api.bodies('POST /api/staff/events/e1/attendees')).toHaveLength(2));
    expect(api.bodies('POST /api/staff/events/e1/attendees')[1]).toEqual({ firstname: 'Wendy', lastname: '', email: 'wendy@example.org', waitingList: true });
  });

  it('writes to the waiting list with a subject and message, each refusal beside its field', async () => {
    onEvent(event);
    api.on('GET /api/staff/events/e1/attendees', () => ({ body: { success: true, payload: { attendees: [walkIn] } } }));
    api.on('POST /api/staff/events/e1/message', () => ({
      body: { success: true, message: 'Your message is on its way to 1 person.', payload: { sent: 1 } },
    }));
    renderStaff('/staff/events/e1/attendees', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('Please give the message a subject.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'waiting');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'A place may come');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hold on.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message is on its way to 1 person.')).toBeInTheDocument();
    expect(api.bodies('POST /api/staff/events/e1/message')).toEqual([{ to: 'waiting', subject: 'A place may come', message: 'Hold on.' }]);
  });

  it('deletes a draft only after asking, and duplicates an event', async () => {
    onEvent({ ...event, state: 'draft', publishedAt: null, booked: 0, cancelledPlaces: 0 });
    api.on('DELETE /api/staff/events/e1', () => ({ body: { success: true, message: eventDeskMessages.deleted } }));
    api.on('GET /api/staff/events', () => ({ body: { success: true, payload: { items: [], total: 0, page: 1, pageSize: 20, totalPage: 1 } } }));
    renderStaff('/staff/events/e1', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    expect(dialog).toBeInTheDocument();
    expect(api.sent('DELETE /api/staff/events/e1')).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Delete the draft' }).at(-1)!);
    await waitFor(() => expect(api.sent('DELETE /api/staff/events/e1')).toHaveLength(1));
    expect(await screen.findByText(eventDeskMessages.deleted)).toBeInTheDocument();
  });

  it('offers no Delete for a published event', async () => {
    onEvent(event);
    renderStaff('/staff/events/e1', api);
    expect(await screen.findByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the draft' })).toBeNull();
  });
});
