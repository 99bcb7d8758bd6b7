import { useEffect } from 'react';
import { preloadRoute } from './remote-modules';

/**
 * Loads a remote as soon as the visitor shows intent to open one of its routes — pointer over, touch or
 * keyboard focus on a link — so by the click its files are usually here and the page opens without the
 * loading overlay. One listener on the document covers every link, including those remotes render.
 */
export function useIntentPreload(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link) preloadRoute(link.getAttribute('href')!);
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const name of events) document.addEventListener(name, onIntent, { passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onIntent);
    };
  }, []);
}
