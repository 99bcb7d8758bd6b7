import { clientKey } from '../security/client-key';
import { HttpError } from '../http-errors';

/** The page a client gets past its budget: the site's words, as the API's limits say them. */
export const renderBudgetMessage = 'Too many pages at once. Please wait a minute and try again.';

/**
 * How many pages one client may have drawn on the server per minute: only renders count (a page kept in the
 * cache is free), so a visitor reading the site never meets it, while a script asking for
 * `/staff/members/<random>` or `/news?junk=<random>` cannot keep this instance's CPU busy. Counted in this
 * process on purpose: the CPU it protects is this instance's own.
 */
export function renderBudget(perMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = now() + 60_000;
  return {
    /** Counts one render for the client at `ip`; a 429 past the budget. */
    spend(ip: string): void {
      const at = now();
      // Forget finished windows now and then, so many clients' entries do not pile up.
      if (at >= sweepAt) {
        for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
        sweepAt = at + 60_000;
      }
      const key = clientKey(ip);
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        entry = { count: 0, resetAt: at + 60_000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (entry.count > perMinute) throw new HttpError(429, renderBudgetMessage, { 'retry-after': String(Math.ceil((entry.resetAt - at) / 1000)) });
    },
  };
}
