import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes within `margin` of the viewport, `placeholder` until then (on
 * the server too). For a remote section below the fold (home's enquiry form): its code and data are not
 * part of the page's start-up, and it is there before the visitor scrolls to it. The placeholder should
 * take the space the section's loading state takes, so nothing moves when it switches.
 */
export function WhenNearViewport({ children, placeholder, margin = '600px' }: { children: ReactNode; placeholder: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Without the observer (older browsers, tests' DOM) there is nothing to wait for.
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return <div ref={ref}>{near ? children : placeholder}</div>;
}
