/**
 * A content page's code, on demand (docs/decisions/0013-page-code-on-demand.md).
 *
 * The site server draws the whole page. Its text, illustrations, links, `<details>` and forms work as HTML,
 * so the page a visitor lands on needs its own code only to enhance them: the shell hydrates its frame
 * (header, menus, footer) and leaves the page's part as the server's HTML, its React boundary dehydrated,
 * until the visitor shows they are using the page (a tap, a key, focus, a scroll). On a phone that keeps
 * 9–25 kB gz and their hydration off the way to a live page.
 *
 * Clicks on script-only controls inside a waiting part are kept by /scripts/early-events.js
 * (`<html data-page-pending>`) and replayed once the part has hydrated (page-live.tsx).
 */

/**
 * What says the visitor is using the page: any of these, anywhere, once. (A history move too: a navigation
 * the waiting part would have to follow waits for its code.)
 */
const intents = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'scroll', 'wheel', 'popstate'] as const;

let serverDrawn = false;
let wanted = false;
const waiting: Array<() => void> = [];
/** One promise for every part that suspends on it (React's `use` asks for the same promise each render). */
let wantedOnce: Promise<void> | undefined;

function listen(on: boolean) {
  for (const type of intents) {
    if (on) window.addEventListener(type, wantPageCode, { capture: true, passive: true });
    else window.removeEventListener(type, wantPageCode, true);
  }
}

function whenWanted(): Promise<void> {
  if (wanted) return Promise.resolve();
  if (waiting.length === 0) listen(true);
  return new Promise((resolve) => waiting.push(resolve));
}

/**
 * The page's code is wanted now: the visitor used the page, or the page may differ from the server's (a
 * stored session: a member's guides), or React had to draw the page again itself.
 */
export function wantPageCode() {
  if (wanted) return;
  wanted = true;
  listen(false);
  for (const resolve of waiting.splice(0)) resolve();
}

/**
 * The shell is about to hydrate the server's page: its page part waits for the visitor. (Until then: React
 * hydrates a Suspense boundary in a render of its own after the shell's first commit, and any navigation
 * wants the code, usePageCodeOnNavigation.)
 */
export function hydratingServerPage() {
  serverDrawn = true;
}

/** Whether a page part rendered now is the server's page and waits for the visitor (read as it hydrates). */
export const pagePartWaits = (): boolean => serverDrawn && !wanted;

/** Settles when the page's code is wanted (at once when it already is); the same promise each time. */
export const pageCodeWanted = (): Promise<void> => (wantedOnce ??= whenWanted());

/**
 * `load`, deferred while the part it draws is the server's page and the visitor has not used it yet. For a
 * lazy component's factory: React calls it once, in the render that first needs the component.
 */
export const onDemand =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    pagePartWaits() ? whenWanted().then(load) : load();

/** For tests: a page not drawn by the server, nothing wanted yet. */
export function resetPageCode() {
  listen(false);
  waiting.splice(0);
  wantedOnce = undefined;
  serverDrawn = false;
  wanted = false;
}
