import { useEffect } from 'react';

/** Locks page scrolling while `locked` (the open mobile menu), restoring the page's own setting after. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return undefined;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
}
