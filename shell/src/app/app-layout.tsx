import { Outlet } from 'react-router-dom';
import { Header } from '../layout/header/header';
import { Footer } from '../layout/footer/footer';
import { useIntentPreload } from '../federation/use-intent-preload';
import { useDocumentTitle, useFlowStorageCleanup, useFocusOnNavigation } from './route-effects';
import { useScrollRestoration } from './scroll-restoration';
import './app.css';

export const mainContentId = 'main-content';

/** Every page: skip link, fixed header, the page, footer. */
export function AppLayout() {
  useScrollRestoration();
  useFlowStorageCleanup();
  useDocumentTitle();
  useIntentPreload();
  useFocusOnNavigation(mainContentId);
  return (
    <>
      <a className="shell-skip-link" href={`#${mainContentId}`}>
        Skip to main content
      </a>
      <Header />
      {/* tabIndex lets the skip link move focus here, not just scroll. */}
      <main id={mainContentId} className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
