/**
 * A short-lived memory of check results: the enquiry, sign-up and subscribe forms check an e-mail
 * and a phone in the browser (`/api/validate/*`), then the server checks them again on submit; with this the
 * second check is free instead of another DNS lookup and remote-service call. Only decided verdicts are kept
 * (a lookup that failed is asked again), for `ttlMs`, at most `max` entries (the oldest go first).
 */
export function createVerdictCache<V>(options: { ttlMs: number; max: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; until: number }>();
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { value, until: now() + options.ttlMs });
      if (entries.size > options.max) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
