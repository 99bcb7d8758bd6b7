/*
 * Dates with the browser's own Intl rather than a date library (date-fns was 5 kB gz of every news page).
 * The zone is fixed to the UK's, the site's audience: the server draws the page in its own zone and the
 * browser hydrates it in the visitor's, and an article published near midnight must read the same day in both.
 */
const parts = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const ordinals = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const suffixes: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** "3rd March 2024" (docs/product/news.md). */
export function formatArticleDate(iso: string): string {
  const part = Object.fromEntries(parts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  const day = Number(part.day);
  return `${day}${suffixes[ordinals.select(day)] ?? 'th'} ${part.month} ${part.year}`;
}
