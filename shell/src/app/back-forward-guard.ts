import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The event the shell fires on `window` before Back or Forward moves the app to another history entry. A
 * page holding unsaved work (the staff area's editors) calls `preventDefault()` to hold the move, and
 * `detail.proceed()` to make it after all. A DOM event, not an import: a remote never imports the shell.
 */
export const leaveEntryEvent = 'shell:leave-entry';
export interface LeaveEntryDetail {
  proceed(): void;
}

/** The entry shown, as react-router numbers its entries (`history.state.idx`); null for one the browser made. */
let shown: number | null = null;
const entryIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
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
  shown = entryIndex();
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

/** Keeps the guard's entry in step with the router (its links and redirects add or replace entries without a `popstate`). */
export function useEntryShown() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    shown = entryIndex();
  }, [key]);
}
