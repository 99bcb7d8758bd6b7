import { useEffect } from 'react';

/**
 * The pages that hold typed changes not yet saved. Module-wide rather than in a context: the staff frame's
 * guard asks at the moment a link is followed, and the pages register from any depth under it.
 */
const dirtyPages = new Set<symbol>();

/** What asks "Leave this page?" (the frame's guard, while mounted); it calls `leave` if the answer is Leave. */
let ask: ((leave: () => void) => void) | null = null;

export const hasUnsavedChanges = () => dirtyPages.size > 0;

/** The guard registers how it asks; the return undoes it. */
export function setLeaveAsker(next: (leave: () => void) => void) {
  ask = next;
  return () => {
    if (ask === next) ask = null;
  };
}

/**
 * Runs `leave` (a navigation, signing out) at once when nothing typed would be lost, else only once the
 * member of staff confirms. Without a guard on the page it leaves: nothing could ask.
 */
export function leaveIfConfirmed(leave: () => void) {
  if (hasUnsavedChanges() && ask) ask(leave);
  else leave();
}

/**
 * Marks the page as holding unsaved changes while `dirty` (nothing typed is lost). Closing the tab,
 * reloading or going to another site asks the browser's own question (`beforeunload`); a link inside the app,
 * Back and Forward ask the staff frame's dialog (its guard holds them: the router is not a data router, the
 * shell's choice, so `useBlocker` is not available).
 */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const page = Symbol('unsaved changes');
    dirtyPages.add(page);
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      dirtyPages.delete(page);
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);
}
