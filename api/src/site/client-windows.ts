import { clientKey } from '../security/client-key';

/** More clients than this in the table at once and it is emptied (as client-key.ts's cache is): memory stays bounded. */
const maxClients = 100_000;

/**
 * Fixed-window counts per client address (an IPv4 address, or an IPv6 /64: client-key.ts), in this process:
 * the site server's render budget. Finished windows are forgotten at most once a minute; a flood of new
 * addresses empties the table rather than growing it, and what the limit protects is bounded by the CPU of
 * this instance anyway.
 */
export function clientWindows(windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweepEveryMs = Math.min(windowMs, 60_000);
  let sweepAt = now() + sweepEveryMs;
  return {
    /** Counts one for the client at `ip`: its count in the current window and the milliseconds until it ends. */
    hit(ip: string): { count: number; resetInMs: number } {
      const at = now();
      if (at >= sweepAt) {
        for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
        sweepAt = at + sweepEveryMs;
      }
      const key = clientKey(ip);
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        if (windows.size >= maxClients) windows.clear();
        entry = { count: 0, resetAt: at + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - at };
    },
  };
}
