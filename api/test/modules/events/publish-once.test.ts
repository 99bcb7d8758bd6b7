import { eventMessages, eventsPath, eventListResponseSchema, staffEventResponseSchema, staffEventsPath, type EventInput } from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { auditRows, call, clock, expectError, person, type Person } from '../staff/fixtures';

jest.setTimeout(120_000);

const inDays = (n: number, hours = 0) => new Date(clock.now().getTime() + n * 86_400_000 + hours * 3_600_000).toISOString();
const whole = (overrides: Partial<EventInput> = {}): Partial<EventInput> => ({
  title: 'Break clauses evening',
  summary: 'What a break clause needs, and when.',
  descriptionHtml: '<p>Bring your lease.</p>',
  startsAt: inDays(12),
  endsAt: inDays(12, 2),
  online: false,
  place: '1 High Street, Leeds LS1 1AA',
  area: 'Leeds',
  capacity: 20,
  audience: 'members',
  ...overrides,
});

/** Issue 53: publishing a new event is one action — created published, or refused with nothing stored. */
describeEachDatabase(
  'publishing a new event at once',
  (suite) => {
    let editor: Person;
    let contributor: Person;
    beforeAll(async () => {
      clock.offsetMs = 0;
      [editor, contributor] = await Promise.all([person(suite, 'staff'), person(suite, 'contributor')]);
    });
    const countTitled = async (title: string) =>
      Number(
        (
          await suite.database.db
            .selectFrom('events')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('title', '=', title)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('refuses an incomplete one with each missing part and stores nothing; the corrected one is the only event, at its own address', async () => {
      const refused = await call(suite, 'POST', staffEventsPath, editor.token, { ...whole({ descriptionHtml: '', place: '' }), publish: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message: eventMessages.descriptionRequired });
      expect((refused.json() as { errors: { path: string }[] }).errors.map((error) => error.path)).toEqual(['descriptionHtml', 'place']);
      expect(await countTitled('Break clauses evening')).toBe(0);

      const created = await call(suite, 'POST', staffEventsPath, editor.token, { ...whole(), publish: true });
      expect(created.statusCode).toBe(201);
      const event = staffEventResponseSchema.parse(created.json()).payload;
      expect(event).toMatchObject({ state: 'published', slug: 'break-clauses-evening' });
      expect(await countTitled('Break clauses evening')).toBe(1);
      const listed = eventListResponseSchema.parse((await call(suite, 'GET', eventsPath)).json()).payload.events;
      expect(listed.filter((one) => one.title === 'Break clauses evening').map((one) => one.slug)).toEqual(['break-clauses-evening']);
      expect((await auditRows(suite, `event:${event.id}`)).map((row) => row.action)).toEqual(['event.create', 'event.publish']);
    });

    it('is staff’s: a contributor is refused and nothing is stored', async () => {
      const title = 'Contributor publish try';
      expectError(
        await call(suite, 'POST', staffEventsPath, contributor.token, { ...whole({ title }), publish: true }),
        403,
        eventMessages.contributorDraftsOnly,
      );
      expect(await countTitled(title)).toBe(0);
    });
  },
  { options: { now: clock.now } },
);
