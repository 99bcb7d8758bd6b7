import { useContext, useEffect, useRef } from 'react';
import { useLocation, type Params } from 'react-router-dom';
import { clearStoredPrefix, errorTitlePrefix, flowStoragePrefixes, FormResultContext, hasFormErrors, remoteForPath } from '@tenants/shared/core';
import { remoteRouteTable } from '../federation/route-table';
import { useRouteMatches } from './app-routes';
import { telemetry } from '../telemetry/telemetry';
import { useRuntimeConfig } from './runtime-config';
import { wantPageCode } from './page-code';
import { whenLive } from './page-live';
import { whenIdle } from './yield-to-main';

/** What a route declares in its `handle`: its document title (null for none, e.g. an unknown service slug). */
export interface RouteHandle {
  title: string | ((params: Params) => string | null);
  /** 'own': the page draws its own header and navigation; the shell gives only the skip link and main. */
  frame?: 'own';
  /**
   * The shell's chunk group of a page whose code must be in before the page is live: the site server names
   * its scripts in the page. (The content pages set none: their code comes on demand, page-code.ts.)
   */
  chunk?: string;
}

/** True when the page being shown draws its own frame (the staff area). */
export const ownsFrame = (matches: ReadonlyArray<{ handle?: unknown }>) => matches.some((match) => (match.handle as RouteHandle | undefined)?.frame === 'own');

/**
 * The wizards keep their answers in session storage while the visitor is in their flow (the donation's
 * amount and billing details, docs/product/donation.md; the enquiry's answers); any page outside a flow clears its keys. The
 * remote is not loaded there, so the shell does it.
 */
export function useFlowStorageCleanup() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const shown = useRef(pathname);
  useEffect(() => {
    shown.current = pathname;
    // For the address shown when it runs. The first page's is not on the way to that page going live, nor
    // in its task: a page's first touch of session storage costs a slowed phone 30–50 ms.
    const clear = () => {
      const here = remoteForPath(shown.current, remoteRouteTable());
      for (const [flow, prefix] of Object.entries(flowStoragePrefixes)) if (flow !== here) clearStoredPrefix(prefix);
    };
    if (first.current) whenLive(() => whenIdle(clear));
    else clear();
    first.current = false;
  }, [pathname]);
}

/**
 * A navigation wants the pages' code (page-code.ts): the page the visit landed on may be shown again, and its
 * part must not wait then. The first page's run is left out: that page waits for the visitor.
 */
export function usePageCodeOnNavigation() {
  const { pathname, search } = useLocation();
  const first = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (`${pathname}${search}` !== first.current) wantPageCode();
  }, [pathname, search]);
}

/** Counts each page shown (the first and every in-app navigation) for the browsers' reports. */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => telemetry()?.pageview(pathname), [pathname]);
}

/** The title declared by the deepest matching route that declares one. */
function pageTitle(matches: ReadonlyArray<{ handle?: unknown; params: Params }>): string | null {
  for (const match of [...matches].reverse()) {
    const title = (match.handle as RouteHandle | undefined)?.title;
    if (title === undefined) continue;
    return typeof title === 'function' ? title(match.params) : title;
  }
  return null;
}

/** "Page | Product"; the product alone on home. The server writes it into the HTML, the browser keeps it. */
export function documentTitle(matches: ReadonlyArray<{ handle?: unknown; params: Params }>, product: string): string {
  const page = pageTitle(matches);
  return page ? `${page} | ${product}` : product;
}

export function useDocumentTitle() {
  const { brand } = useRuntimeConfig();
  const { pathname } = useLocation();
  // A form refused without JavaScript: the server's "Error: " stays on the page it drew, not on the next one.
  const firstPath = useRef(pathname);
  const refused = hasFormErrors(useContext(FormResultContext) ?? undefined) && pathname === firstPath.current;
  const title = `${refused ? errorTitlePrefix : ''}${documentTitle(useRouteMatches(), brand.product)}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** How long a new page may take to show its heading (a remote loads its code and data first). */
const headingWaitMs = 5000;

/**
 * After a client-side change of page, focus moves to the new page's main heading, so a screen reader reads
 * where the visitor now is and the next Tab starts in the new page rather than in the footer link that was
 * clicked (WCAG 2.4.3; the GOV.UK and React Router guidance). The first page of a visit keeps the browser's
 * own start. `preventScroll`: where the page is shown is the scroll restoration's business, Back included.
 * A remote's heading may arrive after the address changes, so it is waited for, unless the visitor moves
 * the focus first.
 */
export function useFocusOnNavigation(mainId: string) {
  const { pathname } = useLocation();
  // The page last handled: the first one is left alone, and a second run for the same page (React's
  // development double effects) changes nothing.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const firstPage = shown.current === null;
    if (firstPage || shown.current === pathname) {
      shown.current = pathname;
      return;
    }
    shown.current = pathname;
    const startedWith = document.activeElement;
    const deadline = Date.now() + headingWaitMs;
    let frame = 0;
    const attempt = () => {
      // The visitor (or the page itself, e.g. a form's first error) has put the focus somewhere already.
      if (document.activeElement !== startedWith && document.activeElement !== document.body) return;
      const heading = document.querySelector<HTMLElement>(`#${mainId} h1`);
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (Date.now() < deadline) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [pathname, mainId]);
}
