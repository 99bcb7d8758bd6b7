/*
 * Words that count places, and the calendar file's address. Here rather than imported from the contracts:
 * this remote loads the zod contracts only on first use (api/events-api.ts), and these are drawn on first
 * paint. The page test checks the address against the contract's `eventCalendarPath`.
 */

/** "1 place", "2 places". */
export const places = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;

/** The booking panel's line: "All 1 place is taken; 2 waiting." or "3 of 20 places left." */
export const placesTakenOrLeft = (capacity: number, left: number, waiting: number) =>
  left === 0 ? `All ${places(capacity)} ${capacity === 1 ? 'is' : 'are'} taken; ${waiting} waiting.` : `${left} of ${places(capacity)} left.`;

/** The event as an .ics file, served by the API (GET /api/events/:slug/calendar.ics). */
export const calendarFilePath = (apiBase: string, slug: string) => `${apiBase}/api/events/${encodeURIComponent(slug)}/calendar.ics`;

/** The page's own address with the no-script confirm step for giving a place back open. */
export const giveBackParam = 'give-back';
