import { useEffect, useRef } from 'react';

/** Moves focus to a new screen's heading as it shows, so a screen reader announces the step. */
export function useFocusHeading<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
