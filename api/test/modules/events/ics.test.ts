import { calendarFile, foldLine, icsText } from '../../../src/modules/events/ics';

describe('calendar files (RFC 5545)', () => {
  it('escapes text values', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
  });

  it('writes one VEVENT with UTC times and CRLF line ends', () => {
    const text = calendarFile({
      uid: 'event-1-2@example.org',
      stamp: new Date('2030-01-01T09:00:00Z'),
      start: new Date('2030-07-01T17:00:00Z'),
      end: new Date('2030-07-01T19:00:00Z'),
      summary: 'Summer talk',
      description: 'Line one\nLine two',
      location: 'Online',
      method: 'REQUEST',
      organizer: { name: 'Tenants', email: 'support@tenants.example' },
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).toContain('DTSTART:20300701T170000Z\r\n');
    expect(text).toContain('DESCRIPTION:Line one\\nLine two\r\n');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });
});
