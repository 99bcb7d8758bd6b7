import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
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

/**
 * The shell's event before Back or Forward leaves the entry shown (shell/src/app/back-forward-guard.ts): a
 * DOM event, since a remote never imports the shell. Cancelled, the move is held; `proceed` makes it.
 */
const leaveEntryEvent = 'shell:leave-entry';

/**
 * The staff area's "Leave this page?". While a page holds unsaved changes, a link followed inside
 * the app (the staff menu, the logo, a Back link) is held, in the capture phase before the router sees it,
 * and the member of staff chooses Leave or Stay. Stay returns focus to the link (the dialog's own return).
 * The browser's Back and Forward are held too, through the shell's guard (react-router's `useBlocker` needs
 * the data router, which the shell does not use: docs/decisions/0017-react-router-in-the-browser.md).
 */
export function UnsavedChangesGuard() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    const onLeaveEntry = (event: Event) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      const { proceed } = (event as CustomEvent<{ proceed(): void }>).detail;
      setPending(() => proceed);
    };
    window.addEventListener(leaveEntryEvent, onLeaveEntry);
    return () => window.removeEventListener(leaveEntryEvent, onLeaveEntry);
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
