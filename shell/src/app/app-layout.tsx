import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '../layout/header/header';
import { Footer } from '../layout/footer/footer';
import { useIntentPreload } from '../federation/use-intent-preload';
import { ErrorBoundary } from '../pages/error/error-boundary';
import { useRouteMatches } from './app-routes';
import { ownsFrame, useDocumentTitle, useFlowStorageCleanup, useFocusOnNavigation, usePageCodeOnNavigation, usePageViews } from './route-effects';
import { useScrollRestoration } from './scroll-restoration';
import './app.css';

export const mainContentId = 'main-content';

/**
 * Every page: skip link, fixed header, the page, footer. A page that draws its own frame (the staff area)
 * gets the skip link and main only; the page effects (title, focus on a new page, scroll) stay the same.
 */
export function AppLayout() {
  useScrollRestoration();
  useFlowStorageCleanup();
  usePageViews();
  usePageCodeOnNavigation();
  useDocumentTitle();
  useIntentPreload();
  useFocusOnNavigation(mainContentId);
  const { pathname } = useLocation();
  const bare = ownsFrame(useRouteMatches());
  return (
    <>
      <a className="shell-skip-link" href={`#${mainContentId}`}>
        Skip to main content
      </a>
      {!bare && <Header />}
      {/* tabIndex lets the skip link move focus here, not just scroll. */}
      <main id={mainContentId} className={bare ? 'shell-main shell-main--own-frame' : 'shell-main'} tabIndex={-1}>
        {/* A page that fails shows the error page here, header and footer kept; the next page clears it. */}
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {!bare && <Footer />}
    </>
  );
}
