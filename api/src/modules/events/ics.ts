/**
 * A calendar invitation as RFC 5545 text, written by hand (one VEVENT needs no library): CRLF line ends,
 * lines folded at 75 octets, TEXT values escaped, times in UTC.
 */
export interface CalendarEvent {
  /** Stable for the event and the person, so a cancellation replaces the invitation it answers. */
  uid: string;
  /** When this copy was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
  /** Raised with every change sent for the same UID, so calendars take the newest. */
  sequence?: number;
  /** REQUEST adds or updates the event; CANCEL removes it; PUBLISH is a copy anyone may add ("Add to calendar"). */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** A published copy of an event since cancelled still says so. */
  cancelled?: boolean;
  organizer: { name: string; email: string };
}

/** 20260303T180000Z. */
export const icsTime = (time: Date) =>
  time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A content line folded so no line is over 75 octets (§3.1): each continuation starts with a space. Cut
 * between characters, never inside one's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line has 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole VCALENDAR with its one VEVENT. */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tenants//Events//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${icsParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    `STATUS:${event.method === 'CANCEL' || event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A parameter value: quoted, with the characters a quoted value may not hold left out (§3.2). */
const icsParam = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;
