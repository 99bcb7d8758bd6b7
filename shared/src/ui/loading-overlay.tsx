import { useEffect, useState } from 'react';
import { overlay } from '../tokens/tokens';

interface Props {
  /** Shown while true; after it turns false the overlay fades, then is removed fade + 300 ms later. */
  active: boolean;
  label?: string;
  /** A blank dark overlay with no spinner (the article page while the article is absent). */
  blank?: boolean;
}

/** Full-screen loading overlay that waits for its fade animation + 300 ms before it leaves the DOM (docs/product/look-and-content.md). */
export function LoadingOverlay({ active, label = 'Loading', blank = false }: Props) {
  const [mounted, setMounted] = useState(active);
  useEffect(() => {
    if (active) {
      setMounted(true);
      return undefined;
    }
    const timer = setTimeout(() => setMounted(false), overlay.fadeMs + overlay.removeDelayMs);
    return () => clearTimeout(timer);
  }, [active]);
  if (!mounted) return null;
  return (
    <div
      className={`ui-overlay${active ? '' : ' ui-overlay--leaving'}${blank ? ' ui-overlay--blank' : ''}`}
      role="status"
      aria-live="polite"
      aria-busy={active}
      data-testid="loading-overlay"
    >
      {!blank && <span className="ui-overlay__spinner" aria-hidden="true" />}
      <span className="ui-visually-hidden">{active ? label : ''}</span>
    </div>
  );
}
