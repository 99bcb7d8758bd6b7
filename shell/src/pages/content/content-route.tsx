import { lazy, Suspense, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { onDemand } from '../../app/page-code';
import { PartLive, usePagePart } from '../../app/page-live';
import { useRuntimeConfig } from '../../app/runtime-config';
import { PagePending } from '../page-pending';
import { readLanding } from './landing';
import { fetchPageRecord, ServerPageContext } from './site-data';

/** The page types' code: one chunk for every content page (the words are the record's, not the bundle's). */
const loadPageTypes = () => import(/* webpackChunkName: "page-content" */ './page-types');

/** On the server: the record the site server handed the render (ServerPageContext). */
const ServerContentPage = lazy(() =>
  loadPageTypes().then(({ ContentPage, landingPartsJson }) => ({
    default: function ServerPage() {
      const page = useContext(ServerPageContext) ?? null;
      const address = contentAddress(useLocation().pathname);
      return <ContentPage page={page} address={address} parts={landingPartsJson(address, page)} />;
    },
  })),
);

/**
 * In the browser: one lazy component an address, made once (React keeps a lazy component's result, a new one
 * would suspend again). Its code and record are fetched when the page is drawn here: at a navigation, or, on
 * the page a visit lands on, once the visitor uses it (page-code.ts); until then it is the server's HTML.
 * The landing page fetches no record: it hydrates from the parts the server wrote (landing.ts), its
 * unchanging blocks kept as the server drew them.
 */
const browserPages = new Map<string, LazyExoticComponent<ComponentType>>();
/** Whether the page a visit landed on has been looked for (only the first content page drawn can be it). */
let landingLooked = false;
function browserPage(apiBase: string, address: string) {
  let page = browserPages.get(address);
  if (!page) {
    const landing = landingLooked ? undefined : readLanding(address);
    landingLooked = true;
    page = lazy(
      onDemand(() =>
        landing
          ? loadPageTypes().then(({ ContentPage }) => ({
              default: () => <ContentPage page={landing.page} address={address} parts={landing.json} landing={landing} />,
            }))
          : Promise.all([loadPageTypes(), fetchPageRecord(apiBase, address)]).then(([{ ContentPage }, record]) => ({
              default: () => <ContentPage page={record} address={address} />,
            })),
      ),
    );
    browserPages.set(address, page);
  }
  return page;
}

/** The address a content route draws: the path without a trailing slash. */
export const contentAddress = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';

/**
 * A content page: the published page at this address, drawn from its record by its page type; no page is
 * the 404 page. The same tree on the server and in the browser (a Suspense boundary around a lazy page), so
 * the browser hydrates what the server drew.
 */
export function ContentRoute() {
  const { pathname } = useLocation();
  const { apiBase } = useRuntimeConfig();
  const onServer = useContext(ServerPageContext) !== undefined;
  const Page = onServer ? ServerContentPage : browserPage(apiBase, contentAddress(pathname));
  const part = usePagePart();
  return (
    <Suspense fallback={<PagePending />}>
      <Page />
      <PartLive part={part} />
    </Suspense>
  );
}

/** For tests: forget the pages made. */
export const resetContentRoutes = () => {
  browserPages.clear();
  landingLooked = false;
};
