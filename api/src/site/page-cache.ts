import type { Rendered } from './page-assembly';

/**
 * How long a remote's drawn page is kept when its remote names no time (`cacheForMs`). Its cache key says
 * what it was drawn from (news: a digest of the answers), so data that changes is drawn again at the next
 * request; this bounds the rest, and how long a remote that failed is left to the browser.
 */
export const dataPageTtlMs = 10_000;
/** The longest a remote may ask its pages be kept: a release or a shell deploy drops them anyway. */
export const maxPageTtlMs = 3_600_000;
/** Rendered pages kept at most; page paths are a bounded set (routes plus articles), this caps the count. */
export const pageCacheLimit = 2000;
/** What the kept pages may take (PAGE_CACHE_MAX_BYTES): an entry cap alone let 2,000 pages hold ~1 GB. */
export const pageCacheBytes = 64 * 1024 * 1024;

/** A drawn page as kept: the page, the HTTP status it answers with, and its document once assembled. */
export interface KeptPage extends Rendered {
  status: number;
  assembled?: { index: string; head: string; html: string };
}

/** How long a remote's page may be kept, from what it asked (`cacheForMs`): the default when it said nothing. */
export const ttlFor = (cacheForMs: number | undefined) => Math.min(Math.max(cacheForMs ?? dataPageTtlMs, 0), maxPageTtlMs);

/**
 * What a kept page will weigh: its drawn HTML, styles and first-paint data, twice, since the document
 * assembled from them is kept beside them once it is sent (a byte a character: V8 keeps Latin-1 text so).
 */
export function weightOf(key: string, page: KeptPage): number {
  const data = page.firstPaint === undefined ? 0 : JSON.stringify(page.firstPaint).length;
  return key.length + 2 * (page.html.length + (page.css?.length ?? 0) + data);
}

/**
 * The site server's rendered pages, in memory: per key, until their time is up, at most `limit` of them and
 * `maxBytes` of them by weight (the oldest goes first). `stamp` names what they were drawn from (the shell
 * build and the registry): a new one drops them all. Hits and misses are counted for the operators' /metrics.
 */
export function pageCache({
  limit = pageCacheLimit,
  maxBytes = pageCacheBytes,
  measure,
}: { limit?: number; maxBytes?: number; measure?: (hit: boolean) => void } = {}) {
  const pages = new Map<string, { page: KeptPage; expires: number; bytes: number }>();
  let bytes = 0;
  let stamp: string | undefined;
  const drop = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    pages.delete(key);
  };
  const clear = () => {
    pages.clear();
    bytes = 0;
  };
  return {
    /** Drops every page when `current` differs from the stamp the kept pages were drawn under. */
    stamp(current: string) {
      if (stamp === current) return;
      clear();
      stamp = current;
    },
    /** The page kept under `key` while its time lasts; counted as a hit or a miss unless `quiet`. */
    get(key: string, { quiet = false } = {}): KeptPage | undefined {
      const entry = pages.get(key);
      const page = entry && entry.expires >= Date.now() ? entry.page : undefined;
      if (entry && !page) drop(key);
      if (!quiet) measure?.(!!page);
      return page;
    },
    /** Keeps `page` under `key` for `ttlMs` (forever: Infinity; not at all: 0 or less). */
    set(key: string, page: KeptPage, ttlMs: number) {
      drop(key);
      if (!(ttlMs > 0)) return;
      const weight = weightOf(key, page);
      // A page heavier than the whole cache is drawn each time rather than emptying the cache for it.
      if (weight > maxBytes) return;
      while (pages.size && (pages.size >= limit || bytes + weight > maxBytes)) drop(pages.keys().next().value!);
      pages.set(key, { page, expires: Date.now() + ttlMs, bytes: weight });
      bytes += weight;
    },
    clear,
    get size() {
      return pages.size;
    },
    /** The kept pages' weight (weightOf), for /metrics and the tests. */
    get bytes() {
      return bytes;
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
