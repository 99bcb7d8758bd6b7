import { useEffect, useRef } from 'react';

/**
 * A preview that follows the typing: while it is open, it is drawn again a moment after the content stops
 * changing (nothing is stored). The content it opened with is already drawn, so only later changes redraw;
 * an answer that comes after a newer one was asked for is dropped.
 */
export function useLivePreview<Content, Drawn>({
  open,
  content,
  draw,
  show,
  delayMs = 1000,
}: {
  open: boolean;
  content: Content;
  /** The drawing for the content now, or undefined to keep the last one (a draft with errors). */
  draw(): Promise<Drawn | undefined>;
  show(drawn: Drawn): void;
  delayMs?: number;
}) {
  const opened = useRef(false);
  const asked = useRef(0);
  const latest = useRef({ draw, show });
  latest.current = { draw, show };
  useEffect(() => {
    if (!open) {
      opened.current = false;
      return;
    }
    if (!opened.current) {
      opened.current = true;
      return;
    }
    const timer = setTimeout(() => {
      const ask = ++asked.current;
      latest.current
        .draw()
        .then((drawn) => {
          if (drawn !== undefined && ask === asked.current) latest.current.show(drawn);
        })
        // A failed redraw keeps the last drawing: Save and Publish say what is wrong.
        .catch(() => undefined);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [open, content, delayMs]);
}
