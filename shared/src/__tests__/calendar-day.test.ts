import { calendarDayInWords } from '../calendar-day';

it('writes a calendar day as the offers show it, the same in any zone', () => {
  expect(calendarDayInWords('2026-12-01')).toBe('1 December 2026');
  expect(calendarDayInWords('2027-01-31')).toBe('31 January 2027');
  // Agrees with the browser's own words for every month.
  for (let month = 1; month <= 12; month++) {
    const day = `2026-${String(month).padStart(2, '0')}-15`;
    const intl = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
    expect(calendarDayInWords(day)).toBe(intl);
  }
});
