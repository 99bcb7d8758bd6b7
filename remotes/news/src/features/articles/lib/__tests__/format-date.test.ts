import { formatArticleDate } from '../format-date';

describe('formatArticleDate', () => {
  it('writes the day with its ordinal, the month in full and the year (docs/product/news.md)', () => {
    const days: Array<[number, string]> = [
      [1, '1st'],
      [2, '2nd'],
      [3, '3rd'],
      [4, '4th'],
      [11, '11th'],
      [12, '12th'],
      [13, '13th'],
      [21, '21st'],
      [22, '22nd'],
      [23, '23rd'],
      [24, '24th'],
      [30, '30th'],
      [31, '31st'],
    ];
    for (const [day, text] of days) {
      expect(formatArticleDate(`2024-03-${String(day).padStart(2, '0')}T09:00:00.000Z`)).toBe(`${text} March 2024`);
    }
    expect(formatArticleDate('2025-11-11T09:00:00.000Z')).toBe('11th November 2025');
  });

  it('reads the date in UK time whatever the zone of the machine, so server and browser agree', () => {
    // 23:30 UTC on 30 June is half past midnight on 1 July in London (summer time)…
    expect(formatArticleDate('2024-06-30T23:30:00.000Z')).toBe('1st July 2024');
    // …and still 31 January in winter, when London is on UTC.
    expect(formatArticleDate('2024-01-31T23:30:00.000Z')).toBe('31st January 2024');
  });

  it('agrees with the UK calendar (Intl, Europe/London) every hour across two years of clock changes', () => {
    const uk = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
    const start = Date.UTC(2024, 0, 1);
    for (let time = start; time < Date.UTC(2026, 0, 1); time += 3_600_000) {
      const expected = uk.format(new Date(time)); // "3 March 2024"
      const written = formatArticleDate(new Date(time).toISOString()).replace(/^(\d+)(st|nd|rd|th)/, '$1');
      if (written !== expected) throw new Error(`${new Date(time).toISOString()}: ${written}, not ${expected}`);
    }
  });
});
