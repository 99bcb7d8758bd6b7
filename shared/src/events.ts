/**
 * What the events pages need before the contracts load (no zod, like core.ts): their addresses, the
 * audience labels and how an event's time is written. The contracts (contracts/events.ts) re-export them.
 */

/** Who may book: members only, or anyone with an account (both sign in to book: the place is theirs by name). */
export type EventAudience = 'members' | 'open';
export const eventAudienceLabels: Record<EventAudience, string> = { members: 'Members only', open: 'Open to all' };

/** The public pages. */
export const eventsPagePath = '/events';
export const eventPagePath = (slug: string) => `${eventsPagePath}/${encodeURIComponent(slug)}`;

// Made on first use, not as the module loads: every page's start-up loads this module (the menu's Events
// link), and three formatters with a time zone cost a phone's CPU 60–90 ms before the page could be live.
let formats: Record<'ukDate' | 'ukClock' | 'ukZone', Intl.DateTimeFormat> | undefined;
const format = () =>
  (formats ??= {
    ukDate: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }),
    ukClock: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' }),
    ukZone: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'short' }),
  });
const zoneOf = (time: Date) =>
  format()
    .ukZone.formatToParts(time)
    .find((part) => part.type === 'timeZoneName')?.value ?? 'UK time';

/**
 * "Tuesday, 3 March 2026, 18:00 to 20:00 GMT": an event's time on the UK's clock with its zone (GMT or BST),
 * whatever the reader's machine says; the end's day too when it ends on another.
 */
export function eventWhen(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const { ukDate, ukClock } = format();
  const sameDay = ukDate.format(start) === ukDate.format(end);
  const startZone = zoneOf(start);
  const endZone = zoneOf(end);
  const endText = sameDay ? ukClock.format(end) : `${ukDate.format(end)}, ${ukClock.format(end)}`;
  return startZone === endZone
    ? `${ukDate.format(start)}, ${ukClock.format(start)} to ${endText} ${endZone}`
    : `${ukDate.format(start)}, ${ukClock.format(start)} ${startZone} to ${endText} ${endZone}`;
}
