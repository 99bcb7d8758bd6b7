import { Suspense, use, useState, type ReactNode } from 'react';
import { pageCodeWanted, pagePartWaits } from './page-code';
import { PartLive, useAwaitedPart } from './page-live';

/** Holds its boundary's hydration while the page's code waits for the visitor; nothing to draw. */
function Gate({ holds }: { holds: boolean }) {
  if (holds && pagePartWaits()) use(pageCodeWanted());
  return null;
}

interface Props {
  /**
   * Whether the part is out of sight as the server's page hydrates (asked then, once, in the browser): the
   * menu drawn for the other screen width, the closed burger menu. Left out: always held.
   */
  unseen?: () => boolean;
  children: ReactNode;
}

/**
 * A part of the frame the visitor cannot see or reach yet on the page they land on. Its hydration waits with
 * the page's own part (page-code.ts): until the visitor uses the page, or the page is live and the browser
 * idle. Until then it is the server's HTML, which works as HTML (plain links, `<details>`, a form that posts),
 * and a click on it hydrates it at once (React's selective hydration: the visitor's pointerdown or focus has
 * wanted the code by then). On a phone its hydration was a share of the work between the paint and live.
 *
 * The boundary must see no new props while it is held, or React draws it afresh (empty until wanted): render
 * it inside a memoised component whose props only change after the visitor has acted (a navigation, a login).
 */
export function HydrateLater({ unseen = () => true, children }: Props) {
  const [holds] = useState(() => pagePartWaits() && unseen());
  // A part in sight is not held, but as a Suspense boundary it still hydrates in a pass after the shell's
  // commit: the page is not live (its handlers do not act: a menu opened early would not close on a click
  // elsewhere) until it is in.
  const part = useAwaitedPart(!holds);
  return (
    <Suspense fallback={null}>
      <Gate holds={holds} />
      {children}
      <PartLive part={part} />
    </Suspense>
  );
}
