import { useEffect, useRef, useState } from 'react';

/** Unpublish's Undo: offered until the time the API gives, and focused once it can be pressed. */
export function useUndoWindow(busy: string | null) {
  const [undoUntil, setUndoUntil] = useState<string | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const focusUndo = useRef(false);

  // The Unpublish button is gone: the focus goes to Undo (once it is enabled) rather than to the top of the page.
  useEffect(() => {
    if (!undoUntil || busy !== null || !focusUndo.current) return;
    focusUndo.current = false;
    undoButton.current?.focus();
  }, [undoUntil, busy]);

  // Undo lasts as long as the API allows (a minute): the button goes when it would be refused.
  useEffect(() => {
    if (!undoUntil) return undefined;
    const timer = setTimeout(() => setUndoUntil(null), Math.min(Math.max(0, Date.parse(undoUntil) - Date.now()), 120_000));
    return () => clearTimeout(timer);
  }, [undoUntil]);

  const offerUndo = (until: string | undefined | null) => {
    if (until && Date.parse(until) > Date.now()) {
      setUndoUntil(until);
      focusUndo.current = true;
    }
  };

  return { undoUntil, undoButton, offerUndo, closeUndo: () => setUndoUntil(null) };
}
