import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Attendee, StaffEvent } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
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
  capacity: 10,
  audience: 'members',
  pictureUrl: '',
  pictureAlt: '',
  state: 'published',
  cancelReason: null,
  booked: 2,
  waiting: 1,
  checkedIn: 0,
  cancelledPlaces: 0,
  publishedAt: '2031-02-01T09:00:00.000Z',
  updatedAt: '2031-02-01T09:00:00.000Z',
};
const person = (id: string, firstname: string, state: Attendee['state'] = 'booked'): Attendee => ({
  bookingId: id,
  firstname,
  lastname: 'Smith',
  email: `${firstname.toLowerCase()}@example.org`,
  state,
  waitingPosition: state === 'waiting' ? 1 : null,
  bookedAt: '2031-02-02T09:00:00.000Z',
  checkedInAt: null,
  walkIn: false,
});

it('lists those booked (not those waiting), marks one present with one press, and finds a name', async () => {
  api.on('GET /api/staff/events/e1', () => ({ body: { success: true, payload: event } }));
  api.on('GET /api/staff/events/e1/attendees', () => ({
    body: { success: true, payload: { attendees: [person('b1', 'Ada'), person('b2', 'Ben'), person('b3', 'Cat', 'waiting')] } },
  }));
  api.on('POST /api/staff/events/e1/attendees/b1/check-in', () => ({
    body: { success: true, payload: { ...person('b1', 'Ada'), checkedInAt: '2031-03-04T18:01:00.000Z' } },
  }));
  renderStaff('/staff/events/e1/check-in', api);
  const user = userEvent.setup();
  expect(await screen.findByText('0 of 2 checked in')).toBeInTheDocument();
  expect(screen.queryByText(/Cat Smith/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Ada Smith present' }));
  expect(await screen.findByText('1 of 2 checked in')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ada Smith present' })).toHaveAttribute('aria-pressed', 'true');
  expect(api.bodies('POST /api/staff/events/e1/attendees/b1/check-in')).toEqual([{ present: true }]);
  await user.type(screen.getByRole('searchbox', { name: 'Find a name' }), 'ben');
  expect(screen.queryByRole('button', { name: 'Ada Smith present' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Ben Smith present' })).toBeInTheDocument();
});
