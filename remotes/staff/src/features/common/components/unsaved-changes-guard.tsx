import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasUnsavedChanges, setLeaveAsker } from '../hooks/use-unsaved-changes';
import { ConfirmDialog } from './dialog';

export const leaveQuestion = 'You have unsaved changes. Leave this page?';

/** A plain left click on a link the app itself would follow (not a new tab, a download or another site). */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  // Another site: the browser's own beforeunload question covers it.
  if (url.origin !== window.location.origin) return null;
  // A jump within the page loses nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The history entry's place, as react-router numbers its entries (`history.state.idx`); null for the browser's own. */
const entryIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * The staff area's "Leave this page?". While a page holds unsaved changes, a link followed inside
 * the app (the staff menu, the logo, a Back link) is held, in the capture phase before the router sees it,
 * and the member of staff chooses Leave or Stay. Stay returns focus to the link (the dialog's own return).
 *
 * The browser's Back and Forward are held too. The address has already changed when `popstate` comes, so the
 * guard hears it first (a capture listener on window runs before the router's), keeps it from the router,
 * and steps the history back to the editor's entry; Leave then takes the same step again and lets the router
 * have it. (react-router's `useBlocker` does this, but only under the data router, which the shell does not
 * use: docs/decisions/0017-react-router-in-the-browser.md.)
 */
export function UnsavedChangesGuard() {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  // The entry shown, kept as the router moves.
  const shown = useRef<number | null>(null);

  useEffect(() => {
    shown.current = entryIndex();
  }, [location]);

  useEffect(() => {
    // The step back to the entry shown, which no one else must see; and a step the member of staff chose.
    let undoing = false;
    let chosen = false;
    const onPopState = (event: PopStateEvent) => {
      if (chosen) {
        chosen = false;
        return;
      }
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const from = shown.current;
      const to = entryIndex();
      if (!hasUnsavedChanges() || from === null || to === null || to === from) return;
      event.stopImmediatePropagation();
      const delta = to - from;
      undoing = true;
      window.history.go(-delta);
      setPending(() => () => {
        chosen = true;
        window.history.go(delta);
      });
    };
    window.addEventListener('popstate', onPopState, true);
    return () => window.removeEventListener('popstate', onPopState, true);
  }, []);

  useEffect(() => {
    const undo = setLeaveAsker((leave) => setPending(() => leave));
    const onClick = (event: MouseEvent) => {
      if (!hasUnsavedChanges()) return;
      const to = inAppTarget(event);
      if (!to) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(to));
    };
    document.addEventListener('click', onClick, true);
    return () => {
      undo();
      document.removeEventListener('click', onClick, true);
    };
  }, [navigate]);

  if (!pending) return null;
  return (
    <ConfirmDialog
      title={leaveQuestion}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => {
        setPending(null);
        pending();
      }}
      onCancel={() => setPending(null)}
    >
      <p>What you have typed on this page has not been saved.</p>
    </ConfirmDialog>
  );
}
