import { isPagePath, remoteRouteFor, type RemoteRegistry, type RemoteRouteTable } from '@tenants/shared/core';

/**
 * The shell's side of the browsers' reports (docs/product/telemetry.md): page views, errors (attributed by
 * the API to the remote and version whose file threw), error-boundary catches, remote load failures,
 * hydration mismatches, CSP reports and Core Web Vitals, each tagged with the page's route and version set,
 * sent with `sendBeacon`. A page load reports only when the site server gave it a page-load id (it samples
 * them, TELEMETRY_SAMPLE_RATE), and every beacon carries that id. No address, account or query string leaves the page: routes are patterns, messages are cut short, URLs lose their query.
 * Hand-written types rather than the contract's zod schemas: this runs in every page's start-up, where the
 * schema library is not loaded (the API checks every beacon against the contract).
 */
type Event =
  | { type: 'pageview' }
  | { type: 'error' | 'rejection' | 'boundary' | 'hydration'; message: string; source?: string }
  | { type: 'load-failure'; remote: string; message?: string }
  | { type: 'csp'; directive: string; blocked?: string }
  | { type: 'vital'; name: 'LCP' | 'INP' | 'CLS' | 'TTFB'; value: number };

interface Page {
  route: string;
  remote?: string;
}

/** What a beacon says at most: well under the API's 16 kB. */
const maxEvents = 30;
const messageLength = 200;
/** Errors go soon (a canary's watch needs them within the minute); the rest with the next batch or when the page is hidden. */
const errorDelayMs = 1000;
const batchDelayMs = 5000;

const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');
const cut = (text: string) => text.replace(/\s+/g, ' ').slice(0, messageLength);

/** The first script URL in a stack: the file that threw. */
export function sourceOf(error: unknown, filename?: string): string | undefined {
  if (filename) return withoutQuery(filename);
  const stack = error instanceof Error ? error.stack : undefined;
  const url = stack ? /(https?:\/\/[^\s)]+?\.js)(?::\d+)*\)?/.exec(stack)?.[1] : undefined;
  return url ? withoutQuery(url) : undefined;
}

const messageOf = (error: unknown) => cut(error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export interface ReporterOptions {
  endpoint: string;
  /** The signed page-load id the site server wrote into the page; none: this page load does not report. */
  pageLoad: string | undefined;
  versions: () => RemoteRegistry | undefined;
  routes: () => RemoteRouteTable;
  /** `navigator.sendBeacon` (a test's stand-in otherwise). */
  send?: (url: string, body: string) => boolean;
}

export function createReporter({ endpoint, pageLoad, versions, routes, send }: ReporterOptions) {
  const sampled = pageLoad !== undefined;
  const beacon = send ?? ((url: string, body: string) => navigator.sendBeacon?.(url, body) ?? false);
  let page: Page = { route: '/' };
  let queue: Array<{ page: Page; event: Event }> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushAt = 0;

  /** The route pattern of a path (`/insights/:id`), its remote, or `/404` for an address that is no page. */
  const pageOf = (pathname: string): Page => {
    const table = routes();
    const owner = remoteRouteFor(pathname, table);
    if (owner) return { route: owner.route.path, remote: owner.remote };
    return { route: isPagePath(pathname, table) ? pathname.replace(/\/+$/, '') || '/' : '/404' };
  };

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    const set = versions() ?? {};
    // One beacon per page the events belong to.
    while (queue.length) {
      const first = queue[0].page;
      const batch = queue.filter((item) => item.page === first).slice(0, maxEvents);
      queue = queue.filter((item) => !batch.includes(item));
      const body = JSON.stringify({
        pageLoad,
        route: first.route,
        ...(first.remote ? { remote: first.remote } : {}),
        versions: set,
        events: batch.map((item) => item.event),
      });
      beacon(endpoint, body);
    }
  }

  function add(event: Event) {
    if (!sampled) return;
    queue.push({ page, event });
    const due = Date.now() + (event.type === 'vital' || event.type === 'pageview' ? batchDelayMs : errorDelayMs);
    if (queue.length >= maxEvents) flush();
    else if (!timer || due < flushAt) {
      // An error brings a waiting batch forward; nothing pushes one back.
      clearTimeout(timer);
      flushAt = due;
      timer = setTimeout(flush, due - Date.now());
    }
  }

  return {
    sampled,
    /** A page was shown (the first one, and every in-app navigation). */
    pageview(pathname: string) {
      page = pageOf(pathname);
      add({ type: 'pageview' });
    },
    error(type: 'error' | 'rejection' | 'boundary' | 'hydration', error: unknown, filename?: string) {
      add({ type, message: messageOf(error), ...(sourceOf(error, filename) ? { source: sourceOf(error, filename) } : {}) });
    },
    loadFailure(remote: string, error: unknown) {
      add({ type: 'load-failure', remote, message: messageOf(error) });
    },
    csp(directive: string, blocked: string) {
      let origin = blocked;
      try {
        origin = new URL(blocked).origin;
      } catch {
        // 'inline', 'eval' and the like: kept as they are.
      }
      add({ type: 'csp', directive: cut(directive), ...(origin ? { blocked: cut(origin) } : {}) });
    },
    vital(name: 'LCP' | 'INP' | 'CLS' | 'TTFB', value: number) {
      add({ type: 'vital', name, value: Math.max(0, Math.min(value, 600_000)) });
    },
    flush,
  };
}

export type Reporter = ReturnType<typeof createReporter>;
