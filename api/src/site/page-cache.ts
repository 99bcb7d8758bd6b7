import type { Rendered } from './page-assembly';

/**
 * How long a remote's drawn page is kept when its remote names no time (`cacheForMs`). Its cache key says
 * what it was drawn from (news: a digest of the answers), so data that changes is drawn again at the next
 * request; this bounds the rest, and how long a remote that failed is left to the browser.
 */
export const dataPageTtlMs = 10_000;
/** The longest a remote may ask its pages be kept: a release or a shell deploy drops them anyway. */
export const maxPageTtlMs = 3_600_000;
/** Rendered pages kept; page paths are a bounded set (routes plus articles), this caps the rest. */
export const pageCacheLimit = 2000;

/** A drawn page as kept: the page, the HTTP status it answers with, and its document once assembled. */
export interface KeptPage extends Rendered {
  status: number;
  assembled?: { index: string; head: string; html: string };
}

/** How long a remote's page may be kept, from what it asked (`cacheForMs`): the default when it said nothing. */
export const ttlFor = (cacheForMs: number | undefined) => Math.min(Math.max(cacheForMs ?? dataPageTtlMs, 0), maxPageTtlMs);

/**
 * The site server's rendered pages, in memory: per key, until their time is up, at most `limit` of them
 * (the oldest goes first). `stamp` names what they were drawn from (the shell build and the registry): a
 * new one drops them all. Hits and misses are counted for the operators' /metrics.
 */
export function pageCache({ limit = pageCacheLimit, measure }: { limit?: number; measure?: (hit: boolean) => void } = {}) {
  const pages = new Map<string, { page: KeptPage; expires: number }>();
  let stamp: string | undefined;
  return {
    /** Drops every page when `current` differs from the stamp the kept pages were drawn under. */
    stamp(current: string) {
      if (stamp === current) return;
      pages.clear();
      stamp = current;
    },
    /** The page kept under `key` while its time lasts; counted as a hit or a miss unless `quiet`. */
    get(key: string, { quiet = false } = {}): KeptPage | undefined {
      const entry = pages.get(key);
      const page = entry && entry.expires >= Date.now() ? entry.page : undefined;
      if (entry && !page) pages.delete(key);
      if (!quiet) measure?.(!!page);
      return page;
    },
    /** Keeps `page` under `key` for `ttlMs` (forever: Infinity; not at all: 0 or less). */
    set(key: string, page: KeptPage, ttlMs: number) {
      pages.delete(key);
      if (!(ttlMs > 0)) return;
      if (pages.size >= limit) pages.delete(pages.keys().next().value!);
      pages.set(key, { page, expires: Date.now() + ttlMs });
    },
    clear: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
