/*
 * Dates by hand rather than with a date library (date-fns was 5 kB gz of every news page) or the browser's
 * Intl: making an Intl date format and plural rules at start-up cost 84 ms of a phone's CPU (4× slowdown),
 * all of it on the way to the news page going live. The zone is fixed to the UK's, the site's audience: the
 * server draws the page in its own zone and the browser hydrates it in the visitor's, and an article
 * published near midnight must read the same day in both. A test checks it against Intl hour by hour across
 * the clock changes.
 */
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const hour = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based): when the UK's clocks change (the rule since 1996). */
function clockChange(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/** The calendar date in the UK at `time`: British Summer Time (UTC+1) from late March to late October. */
function ukDate(time: number): Date {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= clockChange(year, 2) && time < clockChange(year, 9);
  return new Date(summer ? time + hour : time);
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

/** "3rd March 2024" (docs/product/news.md). */
export function formatArticleDate(iso: string): string {
  const date = ukDate(new Date(iso).getTime());
  return `${ordinal(date.getUTCDate())} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
