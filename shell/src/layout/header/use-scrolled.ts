import { useLayoutEffect, useState } from 'react';

/** True once the page is scrolled away from the very top. */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useLayoutEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}
