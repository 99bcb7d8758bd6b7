const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar day (`2026-12-01`) in words, "1 December 2026". By hand, not with `Intl`: a day has no time or
 * zone to convert, and making an `Intl` date format with a zone costs a slowed phone 100 ms or more.
 */
export function calendarDayInWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${months[month - 1]} ${year}`;
}
