import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { readStoredObject, writeStored } from '@tenants/shared/core';
import { whenLive } from './page-live';
import { whenIdle } from './yield-to-main';

/** Scroll positions by history entry, kept in session storage across reloads and visits to other sites. */
const storageKey = 'shell.scroll-positions';
/** How long a restore waits for the page to grow tall enough, or an anchor for its target to appear. */
const settleMs = 3000;
/** The visitor taking over the scrolling ends any wait. */
const takeOverEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Each history entry's key. An entry the router did not make has none of its own ('default'): the first
 * page of a visit, or one the browser added for a plain #anchor link; those are told apart by their address.
 */
const entryKey = (location: Location) => (location.key === 'default' ? `default ${location.pathname}${location.search}${location.hash}` : location.key);

/**
 * Tries `attempt` on each frame until it succeeds, `settleMs` pass or the visitor scrolls: pages and remotes
 * load their code and data after the address changes, so the height a position needs, or the element an
 * anchor names, may arrive a little later. Gives the function that stops it.
 */
function untilSettled(attempt: () => boolean): () => void {
  const deadline = Date.now() + settleMs;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    takeOverEvents.forEach((type) => window.removeEventListener(type, stop));
  };
  const run = () => {
    if (attempt() || Date.now() > deadline) stop();
    else frame = requestAnimationFrame(run);
  };
  takeOverEvents.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  run();
  return stop;
}

/** Whether this document was reloaded or reached by Back/Forward, rather than opened by a link. */
function documentReturnedTo(): boolean {
  // (jsdom keeps no navigation timing at all.)
  const [opened] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return opened?.type === 'reload' || opened?.type === 'back_forward';
}

const scrollToY = (y: number) => () => {
  window.scrollTo(0, y);
  return Math.abs(window.scrollY - y) < 1;
};

const scrollToAnchor = (hash: string) => () => {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed address names no element: nothing to wait for.
    return true;
  }
  const target = document.getElementById(id);
  // Into view the CSS way, so the target's scroll-margin clears the fixed header.
  target?.scrollIntoView();
  return target !== null;
};

/**
 * The shell's scroll restoration (the browser's own is switched off: it restores before the page it returns
 * to has rendered). Back and Forward return to where that entry was left, a reload too; a new page starts at
 * the top, or at its #anchor; a new entry for the same page (a wizard's step, a listing's query) leaves the
 * scroll alone, as those pages place it themselves.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = entryKey(location);
  const positions = useRef<Record<string, number>>({});
  const currentKey = useRef(key);
  const previous = useRef<Location | null>(null);

  // The positions saved by earlier documents: read before the first restore when this document was
  // reloaded or returned to, which needs them; otherwise once the page is live and idle (a page's first touch of
  // session storage cost a slowed phone 30–50 ms on the way to live), and before any save. Then record every
  // scroll against the entry shown, and save them all when the page goes away.
  useLayoutEffect(() => {
    let read = false;
    const readSaved = () => {
      if (read) return;
      read = true;
      for (const [entry, y] of Object.entries(readStoredObject(storageKey) ?? {}))
        if (typeof y === 'number' && !(entry in positions.current)) positions.current[entry] = y;
    };
    if (documentReturnedTo()) readSaved();
    else whenLive(() => whenIdle(readSaved));
    const mode = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions.current[currentKey.current] = window.scrollY;
    };
    const save = () => {
      readSaved();
      writeStored(storageKey, JSON.stringify(positions.current));
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = mode;
    };
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    currentKey.current = key;
    const saved = positions.current[key];
    // Back, Forward or a reload; the first page of a document only when the document itself was reloaded or
    // reached by Back/Forward (a link to it from another document is a new visit, even with the same key).
    if (navigationType === 'POP' && saved !== undefined && (before || documentReturnedTo())) return untilSettled(scrollToY(saved));

    let stop = () => {};
    if (navigationType === 'POP') {
      // An entry never seen is the browser's own (a plain #anchor link, which it has scrolled to already)
      // or the first page of a visit, where only its anchor needs finding.
      if (!before && location.hash) stop = untilSettled(scrollToAnchor(location.hash));
    } else if (!before || before.pathname !== location.pathname) {
      // The top first: an anchor may take a moment to appear, or never does.
      window.scrollTo(0, 0);
      if (location.hash) stop = untilSettled(scrollToAnchor(location.hash));
    } else if (location.hash && location.hash !== before.hash) {
      stop = untilSettled(scrollToAnchor(location.hash));
    }
    // A new entry is recorded where it starts, so Back to it returns there even if it is never scrolled.
    positions.current[key] = window.scrollY;
    return stop;
    // Once per entry shown: `key` changes with every navigation.
  }, [key]);
}
