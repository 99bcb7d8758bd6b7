import {
  eventMessages,
  eventPath,
  eventResponseSchema,
  staffEventPath,
  staffEventPublishPath,
  staffEventResponseSchema,
  staffEventsPath,
  type EventInput,
} from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

const inDays = (n: number, hours = 0) => new Date(clock.now().getTime() + (n * 24 + hours) * 60 * 60 * 1000).toISOString();
const event = (title: string, pictureUrl: string): Partial<EventInput> => ({
  title,
  summary: 'An evening on rent reviews.',
  descriptionHtml: '<p>Bring your lease.</p>',
  startsAt: inDays(10),
  endsAt: inDays(10, 2),
  online: false,
  place: '1 High Street, Leeds LS1 1AA',
  area: 'Leeds',
  capacity: 20,
  audience: 'open',
  pictureUrl,
  pictureAlt: 'The meeting room',
});

/**
 * Issue 50 (low): an event's picture took any scheme (`javascript:`). It is now an https address or an
 * upload under /media/ (normalised), checked by the event contract, and a row saved before the check is
 * shown without its picture.
 */
describeEachDatabase('event pictures', (suite: DatabaseSuite) => {
  let editor: Person;
  beforeAll(async () => {
    clock.offsetMs = 0;
    editor = await person(suite, 'staff');
  });

  it.each(['https://images.example.org/room.jpg', '/media/articles/room-1a2b3c4d-960.0badcafe.webp', ''])('takes %j', async (pictureUrl) => {
    const res = await call(suite, 'POST', staffEventsPath, editor.token, event(`Rent reviews ${Math.random()}`, pictureUrl));
    expect({ status: res.statusCode, body: res.statusCode === 201 ? 'made' : res.json() }).toEqual({ status: 201, body: 'made' });
    expect(staffEventResponseSchema.parse(res.json()).payload.pictureUrl).toBe(pictureUrl);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'http://images.example.org/room.jpg',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x.jpg',
    '/api/health',
    '/media/a/../../api/health',
    'https://images.example.org/a"onerror="alert(1)',
  ])('refuses %j beside its field, on a new event and on a change', async (pictureUrl) => {
    const made = await call(suite, 'POST', staffEventsPath, editor.token, event('Refused picture', pictureUrl));
    expectError(made, 400, eventMessages.pictureUrlInvalid);
    const draft = staffEventResponseSchema.parse((await call(suite, 'POST', staffEventsPath, editor.token, event(`Kept ${Math.random()}`, ''))).json()).payload;
    const changed = await call(suite, 'PUT', staffEventPath(draft.id), editor.token, event(draft.title, pictureUrl));
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ message: eventMessages.pictureUrlInvalid });
  });

  it('shows an event saved before the check without its picture, rather than with a script address', async () => {
    const draft = staffEventResponseSchema.parse((await call(suite, 'POST', staffEventsPath, editor.token, event('Old picture', ''))).json()).payload;
    expect((await call(suite, 'POST', staffEventPublishPath(draft.id), editor.token)).statusCode).toBe(200);
    await suite.database.db.updateTable('events').set({ picture_url: 'javascript:alert(1)' }).where('id', '=', draft.id).execute();
    const shown = await call(suite, 'GET', eventPath(draft.slug));
    expect(eventResponseSchema.parse(shown.json()).payload.pictureUrl).toBeNull();
    expect(shown.body).not.toContain('javascript:');
  });
});
