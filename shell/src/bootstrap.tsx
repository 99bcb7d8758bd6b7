import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@tenants/shared/tokens.css';
import '@tenants/shared/ui.css';
import { readFormResult } from './app/form-result';
import { fetchRuntimeConfig } from './app/runtime-config';
import { apiClient } from './app/shared-api';
import { AppRoutes } from './app/app-routes';
import { guardBackForward } from './app/back-forward-guard';
import { createRoutes } from './app/router';
import { ErrorBoundary } from './pages/error/error-boundary';
import { ShellRoot } from './app/shell-root';
import { FirstPaintContext, readFirstPaint } from './federation/first-paint';
import { readSiteData } from './pages/content/site-data';
import { loadRemoteOnce } from './federation/remote-modules';
import { registerFromRegistry } from './federation/remotes';
import { readRouteTable } from './federation/route-table';
import { useAuthStore } from './stores/auth-store';
import { hydratingServerPage, wantPageCode } from './app/page-code';
import { documentParsed, whenIdle, yieldToMain } from './app/yield-to-main';
import { whenLive } from './app/page-live';
import { startTelemetry } from './telemetry/telemetry';

async function start() {
  // Everything the server wrote after the page's HTML is read below, and the root must be whole to hydrate.
  await documentParsed();
  const config = await fetchRuntimeConfig();
  // Errors before the page is live are the ones a release most needs to hear of: listening starts first.
  const reporter = startTelemetry(config);
  // Each step below is its own task (docs/benchmarks.md, "2026-11-29 (night)"): the app's modules were
  // evaluated in this one, and a task of a few milliseconds here is ten times that on a slow phone. The
  // first read of local storage waits on the browser (3–12 ms here), so it has a task to itself.
  await yieldToMain();
  // The header must be right on every page, so the stored token is checked at start, in the background.
  void useAuthStore.getState().start(() => apiClient(config), window.location.pathname);
  // A member's page may differ from the one the server drew (their guides): its code is wanted at once.
  if (useAuthStore.getState().token) wantPageCode();
  await yieldToMain();
  // A registry that cannot be read leaves the remotes unregistered: their routes show the fallback panel,
  // everything else works.
  await registerFromRegistry(config.registryUrl).catch((error) => console.error('[shell] registry', error));
  // The remote page the server drew: its code is fetched now, and hydrates its part of the page when in.
  const served = readFirstPaint();
  if (served) loadRemoteOnce(served.remote, './Page').catch(() => undefined);
  await yieldToMain();
  // The frame's data (settings, navigation): written into the page by the site server, else fetched.
  const site = await readSiteData(config.apiBase);
  const routes = createRoutes(readRouteTable());
  // Hydration starts in a fresh task.
  await yieldToMain();
  // Before the router mounts, so the guard hears Back and Forward first.
  guardBackForward();
  const app = (
    <ShellRoot config={config} formResult={readFormResult()} site={site}>
      <FirstPaintContext.Provider value={served}>
        <ErrorBoundary>
          <BrowserRouter>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </ErrorBoundary>
      </FirstPaintContext.Provider>
    </ShellRoot>
  );
  const container = document.getElementById('root')!;
  // The site server rendered the page (its HTML is in the root): take it over. Without it (the dev server,
  // or a render that failed or ran out of time) the browser renders the page itself.
  // As a transition, so React hydrates in slices and gives the main thread back between them (a phone stays
  // responsive while the page comes alive); the page is already on screen, nothing waits for it.
  // A part React could not hydrate is drawn again (and logged, as by default) and reported with its version set.
  const onRecoverableError = (error: unknown) => {
    // React draws a part again itself: a page part among it must not wait for the visitor to be drawn.
    wantPageCode();
    console.error(error);
    reporter.error('hydration', error);
  };
  if (container.hasChildNodes()) {
    // The page's own part stays the server's HTML until the visitor uses it (app/page-code.ts), or until the
    // page is live and the browser idle: its enhancements (tabs, reviews) are then ready for most visitors.
    hydratingServerPage();
    whenLive(() => whenIdle(wantPageCode));
    startTransition(() => void hydrateRoot(container, app, { onRecoverableError }));
  } else createRoot(container).render(app);
}

void start();
