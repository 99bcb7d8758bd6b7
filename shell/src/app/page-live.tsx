import { useEffect, useLayoutEffect, useState } from 'react';
import { pagePartWaits } from './page-code';

/** What public/scripts/early-events.js kept before the page was live. */
export interface EarlyEvent {
  type: 'click' | 'submit';
  target: Element;
  submitter?: HTMLElement | null;
}
declare global {
  interface Window {
    __earlyEvents?: EarlyEvent[];
  }
}

/**
 * A part that must not be given its early events before the browser has taken it over, since it may stay
 * as the server's HTML for a while after the rest: the remote the server drew, a lazily loaded page.
 */
const awaited = new Set<symbol>();
let shellIn = false;
let live = false;
/** A part whose code never arrives (offline, a failed release) must not hold the rest of the page back. */
const longestWaitMs = 10_000;

/**
 * Page parts left as the server's HTML until the visitor uses them (page-code.ts). While one waits,
 * `<html data-page-pending>` has early-events.js keep clicks in the page (`main`) after the page is live.
 */
const waitingParts = new Set<symbol>();
const root = () => document.documentElement;
const inWaitingPart = (target: Element) => waitingParts.size > 0 && target.closest('main') !== null;

/**
 * Clicks and sends made before the page was live, done now, once, in the order they were made; those in a
 * page part still waiting for its code stay kept until it is in (a dehydrated part would drop them).
 */
function replay() {
  const kept = window.__earlyEvents?.splice(0) ?? [];
  for (const event of kept) {
    if (!event.target.isConnected) continue;
    if (inWaitingPart(event.target)) {
      window.__earlyEvents?.push(event);
      continue;
    }
    if (event.type === 'click') (event.target as HTMLElement).click();
    else if (event.target instanceof HTMLFormElement) {
      const submitter = event.submitter?.isConnected && event.submitter.closest('form') === event.target ? event.submitter : undefined;
      event.target.requestSubmit(submitter);
    }
  }
}

/** What waits for the page to be live (`whenLive`): work that must not compete with its start. */
const onLive: Array<() => void> = [];

/** Runs `callback` once the page is live (at once when it already is). */
export function whenLive(callback: () => void) {
  if (live) callback();
  else onLive.push(callback);
}

function goLive() {
  if (live) return;
  live = true;
  for (const callback of onLive.splice(0)) callback();
  // Tests, monitoring and the early-events script read this: from now on the page's own handlers act.
  root().dataset.live = '';
  // After the effects of this commit (a submit button enabled once live) have been drawn.
  setTimeout(replay, 0);
}

function check() {
  if (shellIn && awaited.size === 0) goLive();
}

/** The shell's frame is live (ShellRoot, once hydrated or drawn): live as soon as no awaited part is left. */
export function useShellLive() {
  useEffect(() => {
    shellIn = true;
    check();
    const timer = setTimeout(goLive, longestWaitMs);
    return () => clearTimeout(timer);
  }, []);
}

/**
 * Holds the live mark back while this part (drawn by the server, hydrated when its code arrives) is not in.
 * A layout effect: it runs in the commit that hydrates the shell, before the shell's own (passive) effect.
 * Render `<PartLive part={…} />` inside the part's Suspense boundary, after its content.
 */
export function useAwaitedPart(awaits: boolean): symbol {
  const [part] = useState(() => Symbol('part'));
  useLayoutEffect(() => {
    if (!awaits || live) return undefined;
    awaited.add(part);
    return () => {
      awaited.delete(part);
      check();
    };
  }, [awaits, part]);
  return part;
}

/** A waiting part is in (hydrated, or gone with a navigation): its kept clicks are done once nothing waits. */
function partIn(part: symbol) {
  if (!waitingParts.delete(part) || waitingParts.size > 0) return;
  delete root().dataset.pagePending;
  if (live) setTimeout(replay, 0);
}

/**
 * A page part the server drew whose code comes on demand (page-code.ts): when it is the server's page and
 * the visitor has not used it yet, the page goes live without it and it waits, keeping its early clicks;
 * otherwise it is awaited like any other part. `drawn`: whether there is a part at all (an unknown address
 * draws none). Render `<PartLive part={…} />` inside its Suspense boundary.
 */
export function usePagePart(drawn = true): symbol {
  const [waits] = useState(() => drawn && pagePartWaits());
  const part = useAwaitedPart(drawn && !waits);
  useLayoutEffect(() => {
    if (!waits) return undefined;
    waitingParts.add(part);
    root().dataset.pagePending = '';
    return () => partIn(part);
  }, [waits, part]);
  return part;
}

/** Says its part is in: its effect runs once the content before it has hydrated. */
export function PartLive({ part }: { part: symbol }) {
  useEffect(() => {
    awaited.delete(part);
    partIn(part);
    check();
  }, [part]);
  return null;
}

/** For tests: back to a page that has not come alive yet. */
export function resetPageLive() {
  awaited.clear();
  waitingParts.clear();
  onLive.length = 0;
  delete document.documentElement.dataset.pagePending;
  shellIn = false;
  live = false;
  delete document.documentElement.dataset.live;
}
