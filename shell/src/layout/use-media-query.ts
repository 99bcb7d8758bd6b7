import { useLayoutEffect, useState } from 'react';

/**
 * Whether a media query matches. False until the first layout effect, so the markup is the same without
 * a browser (prerendering); the layout effect runs before paint, so the visitor never sees that first state.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useLayoutEffect(() => {
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
