import { pageLoadOfNavigation, type RuntimeConfig } from '@tenants/shared/core';
import { whenLive } from '../app/page-live';
import { whenIdle } from '../app/yield-to-main';
import { tabVersions } from '../federation/remotes';
import { remoteRouteTable } from '../federation/route-table';
import { createReporter, type Reporter } from './reporter';

let reporter: Reporter | undefined;

/** The page's reporter, once started (undefined on the server and before the start). */
export const telemetry = () => reporter;

/**
 * Starts reporting for this page load: listens for uncaught errors, unhandled rejections and CSP
 * violations at once (before the page is live, which is when they matter most), counts the first page view,
 * sends what is queued when the page is hidden, and loads the web-vitals library once the page is live and
 * idle, so it costs the start-up nothing.
 */
export function startTelemetry(config: RuntimeConfig): Reporter {
  const started = createReporter({
    endpoint: `${config.apiBase}/api/telemetry`,
    pageLoad: pageLoadOfNavigation(),
    versions: tabVersions,
    routes: remoteRouteTable,
  });
  reporter = started;
  if (!started.sampled) return started;
  window.addEventListener('error', (event) => started.error('error', event.error ?? event.message, event.filename));
  window.addEventListener('unhandledrejection', (event) => started.error('rejection', event.reason));
  document.addEventListener('securitypolicyviolation', (event) => started.csp(event.effectiveDirective, event.blockedURI));
  const hidden = () => started.flush();
  window.addEventListener('pagehide', hidden);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && hidden());
  // Once the page is live and then idle: before, an idle moment between its scripts' arrivals fetched it on
  // the way to the page going live.
  whenLive(() =>
    whenIdle(() => {
      void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onLCP, onINP, onCLS, onTTFB }) => {
        onLCP((metric) => started.vital('LCP', metric.value));
        onINP((metric) => started.vital('INP', metric.value));
        onCLS((metric) => started.vital('CLS', metric.value));
        onTTFB((metric) => started.vital('TTFB', metric.value));
      });
    }),
  );
  return started;
}
