import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient, eventMessages, type FirstPaintData, type PublicEvent, type Session } from '@tenants/shared';
import { fakeApi } from '@tenants/shared/test/fake-api';
import NewsPage from '../../../expose/page';
import { loadData } from '../../../expose/server';

const api = fakeApi();
const visitor: Session = { token: null, loggedIn: false, login: jest.fn(), logout: jest.fn() };
const member: Session = { token: 'member-token', loggedIn: true, login: jest.fn(), logout: jest.fn() };

const event: PublicEvent = {
  slug: 'rent-review-clinic',
  title: 'Rent review clinic',
  summary: 'An evening on rent reviews.',
  descriptionHtml: '<p>Bring your lease.</p>',
  startsAt: '2031-03-04T18:00:00.000Z',
  endsAt: '2031-03-04T20:00:00.000Z',
  where: 'Leeds',
  online: false,
  place: null,
  onlineUrl: null,
  audience: 'members',
  capacity: 10,
  placesLeft: 3,
  waiting: 0,
  state: 'published',
  cancelReason: null,
  pictureUrl: null,
  pictureAlt: '',
  myBooking: null,
};

const renderAt = (path: string, session: Session, data?: FirstPaintData) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<NewsPage session={session} config={api.config} data={data} />} />
      </Routes>
    </MemoryRouter>,
  );
const load = (path: string) => loadData(new URL(path, 'http://site.test'), createApiClient(api.config), api.config);

beforeEach(() => {
  api.reset();
  api.on('GET /api/events', () => ({ body: { success: true, payload: { events: [event] } } }));
  api.on('GET /api/events/rent-review-clinic', ({ authorization }) => ({
    body: {
      success: true,
      payload:
        authorization && api.sent('POST /api/events/rent-review-clinic/booking').length
          ? { ...event, place: '1 High Street, Leeds', myBooking: { state: 'booked', waitingPosition: null } }
          : event,
    },
  }));
  api.on('POST /api/events/rent-review-clinic/booking', () => ({
    body: { success: true, message: eventMessages.booked, payload: { state: 'booked', waitingPosition: null } },
  }));
});

describe('the events pages', () => {
  it('lists the coming events with their UK time and zone, drawn from the server’s data', async () => {
    const { data, cacheKey } = await load('/events');
    expect(cacheKey).toMatch(/^events:list\|/);
    renderAt('/events', visitor, data);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const item = screen.getByRole('link', { name: 'Rent review clinic' }).closest('li')!;
    expect(within(item).getByText('Tuesday, 4 March 2031, 18:00 to 20:00 GMT')).toBeInTheDocument();
    expect(within(item).getByText(/Members only · 3 places left/)).toBeInTheDocument();
  });

  it('gives an event page Event JSON-LD without the address, and a 404 for an unknown event', async () => {
    const page = await load('/events/rent-review-clinic');
    expect(page.head?.jsonLd?.[0]).toMatchObject({
      '@type': 'Event',
      name: 'Rent review clinic',
      startDate: event.startsAt,
      location: { '@type': 'Place', name: 'Leeds' },
      eventStatus: 'https://schema.org/EventScheduled',
    });
    expect(JSON.stringify(page.head)).not.toContain('High Street');
    expect((await load('/events/nothing-here')).status).toBe(404);
  });

  it('sends a visitor to sign in or join, coming back to the event', async () => {
    const { data } = await load('/events/rent-review-clinic');
    renderAt('/events/rent-review-clinic', visitor, data);
    expect(screen.getByRole('link', { name: 'Sign in to book' })).toHaveAttribute('href', '/login?next=%2Fevents%2Frent-review-clinic');
    expect(screen.getByRole('link', { name: 'Join For Free' })).toHaveAttribute('href', '/sign-up?next=%2Fevents%2Frent-review-clinic');
  });

  it('books a signed-in member in one press and shows their place', async () => {
    const { data } = await load('/events/rent-review-clinic');
    renderAt('/events/rent-review-clinic', member, data);
    await userEvent.click(await screen.findByRole('button', { name: 'Book a place' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(eventMessages.booked));
    expect(await screen.findByText('Where: 1 High Street, Leeds')).toBeInTheDocument();
    expect(api.sent('POST /api/events/rent-review-clinic/booking')[0].authorization).toBe('Bearer member-token');
    expect(screen.getByRole('button', { name: 'Give back my place' })).toBeInTheDocument();
  });
});
