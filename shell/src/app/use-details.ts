import { useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';

/**
 * A `<details>` that opens before and without script, followed by React (docs/decisions/0010): React never
 * sets its `open`. `open` is the element's own, read at the hydrating commit (one the visitor opened before
 * the page was live) and then at each toggle. It closes when one of `closeOn` changes (a navigation, a
 * resize), but not at the first render, which would shut one opened before the page was live.
 * Give the element `ref`, `onToggle` and `suppressHydrationWarning`.
 */
export function useDetails(closeOn: readonly unknown[]) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  useLayoutEffect(() => setOpen(ref.current?.open ?? false), []);
  const shownFor = useRef(closeOn);
  useEffect(() => {
    if (closeOn.length === shownFor.current.length && closeOn.every((value, index) => Object.is(value, shownFor.current[index]))) return;
    shownFor.current = closeOn;
    close();
  });
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);
  return { ref, open, close, onToggle };
}
