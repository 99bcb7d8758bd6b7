import { HttpError } from '../http-errors';
import { clientWindows } from './client-windows';

/** The page a client gets past its budget: the site's words, as the API's limits say them. */
export const renderBudgetMessage = 'Too many pages at once. Please wait a minute and try again.';

/**
 * How many pages one client may have drawn on the server per minute: only renders count (a page kept in the
 * cache is free), so a visitor reading the site never meets it, while a script asking for
 * `/staff/members/<random>` or `/news?junk=<random>` cannot keep this instance's CPU busy. Counted in this
 * process on purpose: the CPU it protects is this instance's own.
 */
export function renderBudget(perMinute: number, now: () => number = Date.now) {
  const windows = clientWindows(60_000, now);
  return {
    /** Counts one render for the client at `ip`; a 429 past the budget. */
    spend(ip: string): void {
      const { count, resetInMs } = windows.hit(ip);
      if (count > perMinute) throw new HttpError(429, renderBudgetMessage, { 'retry-after': String(Math.ceil(resetInMs / 1000)) });
    },
  };
}
