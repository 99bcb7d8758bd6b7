import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient, eventCalendarPath, eventMessages, type FirstPaintData, type PublicEvent, type Session } from '@tenants/shared';
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

describe('issue 53: the event page', () => {
  const booked = { ...event, place: '1 High Street, Leeds', myBooking: { state: 'booked' as const, waitingPosition: null } };

  it('links "Add to calendar" to the API’s .ics file for the event', async () => {
    const { data } = await load('/events/rent-review-clinic');
    renderAt('/events/rent-review-clinic', visitor, data);
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `${api.config.apiBase}${eventCalendarPath('rent-review-clinic')}`);
  });

  it('counts in words that agree: one place, all taken', async () => {
    api.on('GET /api/events/rent-review-clinic', () => ({ body: { success: true, payload: { ...event, capacity: 1, placesLeft: 0, waiting: 1 } } }));
    const { data } = await load('/events/rent-review-clinic');
    renderAt('/events/rent-review-clinic', visitor, data);
    expect(screen.getByText('All 1 place is taken; 1 waiting.')).toBeInTheDocument();
  });

  it('says "1 place left" on the list', async () => {
    api.on('GET /api/events', () => ({ body: { success: true, payload: { events: [{ ...event, placesLeft: 1 }] } } }));
    const { data } = await load('/events');
    renderAt('/events', visitor, data);
    expect(screen.getByText(/Members only · 1 place left/)).toBeInTheDocument();
  });

  it('asks before giving a place back, and keeping it changes nothing', async () => {
    api.on('GET /api/events/rent-review-clinic', () => ({ body: { success: true, payload: booked } }));
    api.on('DELETE /api/events/rent-review-clinic/booking', () => ({ body: { success: true, message: eventMessages.cancelled } }));
    renderAt('/events/rent-review-clinic', member);
    await userEvent.click(await screen.findByRole('button', { name: 'Give back my place' }));
    const question = screen.getByRole('heading', { name: 'Give back your place?' });
    expect(question).toHaveFocus();
    expect(screen.getByText('Your place goes to the first person on the waiting list, and you may not get it back.')).toBeInTheDocument();
    expect(api.sent('DELETE /api/events/rent-review-clinic/booking')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Keep my place' }));
    expect(screen.queryByRole('heading', { name: 'Give back your place?' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Give back my place' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, give back my place' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(eventMessages.cancelled));
    expect(api.sent('DELETE /api/events/rent-review-clinic/booking')).toHaveLength(1);
  });

  it('without script, "Give back my place" is a link to a step whose own form asks the question', async () => {
    const { renderToString } = await import('react-dom/server');
    const { StaticRouter } = await import('react-router-dom');
    const { data } = await load('/events/rent-review-clinic');
    const first = renderToString(
      <StaticRouter location="/events/rent-review-clinic">
        <NewsPage session={visitor} config={api.config} data={data} />
      </StaticRouter>,
    );
    expect(first).toContain('href="/events/rent-review-clinic?give-back#event-give-back-title"');
    expect(first).not.toContain('value="cancel"');
    const step = renderToString(
      <StaticRouter location="/events/rent-review-clinic?give-back">
        <NewsPage session={visitor} config={api.config} data={data} />
      </StaticRouter>,
    );
    expect(step).toContain('Give back your place?');
    const yes = /<button([^>]*)>Yes, give back my place<\/button>/.exec(step)?.[1] ?? '';
    expect(yes).toContain('type="submit"');
    expect(yes).toContain('name="action"');
    expect(yes).toContain('value="cancel"');
    expect(step).toContain('href="/events/rent-review-clinic">Keep my place</a>');
  });
});
