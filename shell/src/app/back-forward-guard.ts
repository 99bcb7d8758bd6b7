import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

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
 * The shell numbers the history entries it shows itself, in the entry's own state (`history.state`), rather
 * than reading the router's private numbering: the guard must know how far Back or Forward went, and the
 * browser says only that it went. Null for an entry the shell did not number (one the browser made).
 */
const entryKey = 'shellEntry';
let shown: number | null = null;
const entryIndex = (): number | null => {
  const own = (window.history.state as Record<string, unknown> | null)?.[entryKey];
  return typeof own === 'number' ? own : null;
};
/** Writes the entry's number into its state, keeping what the router keeps there. */
const numberEntry = (index: number) => {
  const state = window.history.state as Record<string, unknown> | null;
  window.history.replaceState({ ...state, [entryKey]: index }, '');
  shown = index;
};

let installed = false;

/**
 * Holds Back and Forward while a page asks to (react-router's `useBlocker`, which needs the data router:
 * docs/decisions/0017-react-router-in-the-browser.md). When `popstate` comes the address has already
 * changed, so the guard must hear it before the router does: it is installed before the router mounts
 * (listeners on window run in the order they were added). A held move is kept from the router and the
 * history stepped back to the entry shown; `proceed` takes the same step again and lets the router have it.
 */
export function guardBackForward() {
  if (installed) return;
  installed = true;
  // The entry the page was loaded on: numbered before the router mounts (it keeps the state it finds).
  const found = entryIndex();
  if (found === null) numberEntry(0);
  else shown = found;
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
    const to = entryIndex();
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

/**
 * Keeps the guard's entry in step with the router, and numbers each entry it adds or replaces (its links and
 * redirects make them without a `popstate`, and write their own state): one more than the entry shown for
 * a new one, the same for a replaced one. An entry reached by Back or Forward was numbered when it was shown.
 */
export function useEntryShown() {
  const { key } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    const found = entryIndex();
    if (found !== null) shown = found;
    else if (type === 'POP') shown = null;
    else numberEntry(type === 'PUSH' ? (shown ?? 0) + 1 : (shown ?? 0));
    // The key alone says a new entry is shown; the type is read with it.
  }, [key]);
}
