/*
 * Dates and money with the browser's own Intl, in the UK's zone (the body's staff read UK times whatever
 * the machine's setting).
 */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const timeOnly = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const valid = (iso: string) => !Number.isNaN(Date.parse(iso));

/** "3 Mar 2026, 14:05". */
export const formatDateTime = (iso: string) => (valid(iso) ? dateTime.format(new Date(iso)) : iso);
/** "14:05" (an autosave's "Saved at"). */
export const formatTime = (iso: string) => (valid(iso) ? timeOnly.format(new Date(iso)) : iso);
/** "3 Mar 2026". */
export const formatDate = (iso: string) => (valid(iso) ? dateOnly.format(new Date(iso)) : iso);
/** "3 March 2026", as the public article page writes its date. */
export const formatLongDate = (iso: string) => (valid(iso) ? longDate.format(new Date(iso)) : iso);

/** `YYYY-MM` (a UTC month) → "March 2026". */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? monthYear.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : month;
}

/** Pence → "£1,234.50" (in the donation's currency, pounds by default). */
export function formatMoney(pence: number, currency = 'GBP'): string {
  const code = /^[a-z]{3}$/i.test(currency) ? currency.toUpperCase() : 'GBP';
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: code }).format(pence / 100);
}

/** "1 enquiry", "3 enquiries". */
export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

// The UK's wall clock, whatever the browser's own zone: a time staff type means the time they read back.
const ukParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const ukZone = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'short' });
const wallClock = (time: Date) => Object.fromEntries(ukParts.formatToParts(time).map((part) => [part.type, part.value]));
/** How far the UK's clock is ahead of UTC at that moment, in ms (0 in winter, an hour in summer). */
function ukOffset(time: Date): number {
  const p = wallClock(time);
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - Math.floor(time.getTime() / 60_000) * 60_000;
}

/**
 * A datetime-local value, read as UK time (Europe/London) → ISO 8601 in UTC; null when it is not a time. The
 * hour that happens twice in October is read as its second (GMT); a time skipped in March, on GMT.
 */
export function ukTimeToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) return null;
  // The offset at the wall time read as UTC, then at the instant that gives: right on both sides of a change.
  const guess = wall - ukOffset(new Date(wall));
  return new Date(wall - ukOffset(new Date(guess))).toISOString();
}

/** ISO 8601 → a datetime-local value on the UK's clock. */
export function isoToUkTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const p = wallClock(time);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** "GMT" or "BST": the UK's zone at that moment (now when none is given). */
export function ukZoneName(iso?: string | null): string {
  const time = iso && valid(iso) ? new Date(iso) : new Date();
  return ukZone.formatToParts(time).find((part) => part.type === 'timeZoneName')?.value ?? 'UK time';
}

/** "3 Mar 2026, 14:05 GMT": a time that says its zone (scheduling). */
export const formatDateTimeZone = (iso: string) => (valid(iso) ? `${formatDateTime(iso)} ${ukZoneName(iso)}` : iso);

/** The hint under a scheduling field: "UK time (GMT)", for the time typed or, before one is, for now. */
export const ukTimeHint = (value: string) => `UK time (${ukZoneName(ukTimeToIso(value))})`;
