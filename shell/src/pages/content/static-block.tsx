import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { closeOthersOf } from '../../app/details-group';
import { useInAppLinks } from '../../app/in-app-links';
import { blockIndexAttribute, type Landing } from './landing';

/** The block's own layout is its section's: the element around it takes no box. */
const noBox: CSSProperties = { display: 'contents' };

/**
 * A block that never changes in the browser, drawn by its component (on the server, and at a navigation):
 * inside an element that names its index, so the landing page keeps it as this HTML when it hydrates.
 */
export function KeptBlock({ index, children }: { index: number; children: ReactNode }) {
  return (
    <div {...{ [blockIndexAttribute]: index }} style={noBox}>
      {children}
    </div>
  );
}

/**
 * A kept block of the landing page, as the server drew it: the HTML that is in the page as React hydrates
 * it (a question opened before then stays open), or, drawn again after a navigation, the HTML read when
 * the page was found. Its links to the site's pages navigate in the app (one handler, as a Link would) and
 * an accordion's questions still close the others where the browser does not group `<details name>`.
 */
export function ServerDrawnBlock({ index, landing }: { index: number; landing: Landing }) {
  const [html] = useState(() => {
    const inPage = landing.script.isConnected && landing.container.querySelector(`:scope > [${blockIndexAttribute}="${index}"]`);
    const found = inPage ? inPage.innerHTML : (landing.html.get(index) ?? '');
    landing.html.set(index, found);
    return found;
  });
  const ref = useRef<HTMLDivElement>(null);
  const onClick = useInAppLinks();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // `toggle` does not bubble: listened for on the way down.
    const onToggle = (event: Event) => {
      if (event.target instanceof HTMLDetailsElement) closeOthersOf(event.target);
    };
    element.addEventListener('toggle', onToggle, true);
    return () => element.removeEventListener('toggle', onToggle, true);
  }, []);
  return (
    <div
      ref={ref}
      {...{ [blockIndexAttribute]: index }}
      style={noBox}
      onClick={onClick}
      // The HTML is the page's own, read from it: React leaves it as it is.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
