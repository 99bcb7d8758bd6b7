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

/**
 * A datetime-local value (the browser's local time, no zone) → ISO 8601 in UTC; null when it is not a time.
 */
export function localToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** ISO 8601 → a datetime-local value in the browser's local time. */
export function isoToLocal(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}
