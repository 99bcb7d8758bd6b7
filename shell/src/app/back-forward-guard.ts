import { whenLive } from './page-live';

/**
 * The event the shell fires on `window` before Back or Forward moves the app to another history entry. A
 * page holding unsaved work (the staff area's editors) calls `preventDefault()` to hold the move, and
 * `detail.proceed()` to make it after all. A DOM event, not an import: a remote never imports the shell.
 */
export const leaveEntryEvent = 'shell:leave-entry';
export interface LeaveEntryDetail {
  proceed(): void;
}

/**
 * The guard's own number for each entry, written into the entry's state as it is made: a `popstate` reads
 * how far and which way it went without react-router's private `idx`. Stamped inside `pushState` itself,
 * not after the page commits, so an entry left while its page was still loading (a staff page fetching its
 * chunk) carries its number too. react-router keeps whatever else is in the state.
 */
const entryKey = 'shellEntry';
const entryOf = (state: unknown): number | null => {
  const value = (state as Record<string, unknown> | null)?.[entryKey];
  return typeof value === 'number' ? value : null;
};
const stamped = (state: unknown, entry: number) => (state && typeof state === 'object' ? { ...(state as object), [entryKey]: entry } : { [entryKey]: entry });

/** The entry shown; null for one the browser made without us (then a move is let through). */
let shown: number | null = null;
let installed = false;

/** Every push numbers its entry one past the entry left; a replace keeps the number of the entry it replaces. */
function stampEntries(history: History) {
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (state, unused, url) => {
    const entry = (entryOf(history.state) ?? 0) + 1;
    push(stamped(state, entry), unused, url);
    shown = entry;
  };
  history.replaceState = (state, unused, url) => {
    const entry = entryOf(history.state) ?? 0;
    replace(stamped(state, entry), unused, url);
    shown = entry;
  };
  // The first entry (typed, bookmarked, reloaded: a reload keeps its number) gets one if it has none. On a
  // fresh load the router's own first replaceState (it numbers entries for itself) goes through the stamp
  // above; one still without a number is stamped once the page is live: history writes were the costliest
  // calls of the shell's own code before live in a profile of `/`, and nothing reads the number before then.
  shown = entryOf(history.state);
  whenLive(() => {
    if (entryOf(history.state) === null) history.replaceState(history.state, '');
  });
}

/**
 * Holds Back and Forward while a page asks to (react-router's `useBlocker` needs the data router:
 * docs/decisions/0017-react-router-in-the-browser.md). When `popstate` comes the address has already
 * changed, so the guard must hear it before the router does: it is installed before the router mounts
 * (listeners on window run in the order they were added). A held move is kept from the router and the
 * history stepped back to the entry shown; `proceed` takes the same step again and lets the router have it.
 */
export function guardBackForward() {
  if (installed) return;
  installed = true;
  stampEntries(window.history);
  // The step back to the entry shown, which no one else must see; and a held step made after all.
  let undoing = false;
  let proceeding = false;
  window.addEventListener('popstate', (event) => {
    if (undoing) {
      undoing = false;
      event.stopImmediatePropagation();
      return;
    }
    const from = shown;
    const to = entryOf(event.state);
    if (proceeding || from === null || to === null || to === from) {
      proceeding = false;
      shown = to;
      return;
    }
    const delta = to - from;
    const proceed = () => {
      proceeding = true;
      window.history.go(delta);
    };
    if (window.dispatchEvent(new CustomEvent<LeaveEntryDetail>(leaveEntryEvent, { cancelable: true, detail: { proceed } }))) {
      shown = to;
      return;
    }
    event.stopImmediatePropagation();
    undoing = true;
    window.history.go(-delta);
  });
}
