import { PassThrough } from 'node:stream';
import * as Axios from 'axios';
import sharedPackage from '@tenants/shared/package.json';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomServer from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactHotToast from 'react-hot-toast';
import * as ReactRouterDom from 'react-router-dom';
import * as Zustand from 'zustand';
import {
  createApiClient,
  readLoadedPage,
  type FirstPaint,
  type FormResult,
  type LoadedPage,
  type RemoteRouteTable,
  type RemoteServerModule,
  type RuntimeConfig,
} from '@tenants/shared';
import { AppRoutes, routeMatches } from '../app/app-routes';
import { createRoutes } from '../app/router';
import { ErrorBoundary } from '../pages/error/error-boundary';
import { documentTitle, type RouteHandle } from '../app/route-effects';
import { ShellRoot } from '../app/shell-root';
import { FirstPaintContext, type ServedRemote } from '../federation/first-paint';
import { ServerPageContext, type SiteContent, type SiteData } from '../pages/content/site-data';

export type { SiteContent } from '../pages/content/site-data';

const { renderToString } = ReactDomServer;

/**
 * The shared package's version this shell was built with: the site server draws no remote release that
 * needs another major of it, since the browser's runtime refuses such a release (share-scope.ts).
 */
export const sharedVersion: string = sharedPackage.version;
const { StaticRouter } = ReactRouterDom;

/**
 * The modules a remote's server build leaves out (shared/src/mf/webpack-server.cjs `serverShared`), by
 * name: the site server gives them to it as its `require`, so a remote renders with this one React and
 * router, as the browser's share scope does.
 */
export const sharedModules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/server': ReactDomServer,
  'react-router-dom': ReactRouterDom,
  'react-hot-toast': ReactHotToast,
  zustand: Zustand,
  axios: Axios,
};

/** An API call answered in process by the site server (no request to itself over the network). */
export type ApiRequest = (request: { method: string; url: string }) => Promise<{ status: number; body: string }>;

/** A remote to draw on the server: its server build and how its API calls are answered. */
export interface ServerRemote {
  name: string;
  module: RemoteServerModule;
  request: ApiRequest;
  /** What `loadPage` answered for this address (the site server looks its cache up by it first); loaded here when absent. */
  loaded?: LoadedPage;
}

export interface RenderedPage {
  /** The markup of the root element (the frame and the page; a remote's slot shows its loading state). */
  html: string;
  /** The document title, as the browser would set it. */
  title: string;
  /** The remote page drawn, for the browser to hydrate (written into the page as JSON). */
  firstPaint?: FirstPaint;
  /** The frame's data (settings, navigation), for the browser's first render: written into the page as JSON. */
  siteData?: SiteData;
}

/** An axios client whose calls go to `request` instead of the network; answers are parsed as a browser's. */
function inProcessClient(config: RuntimeConfig, request: ApiRequest) {
  const client = createApiClient(config);
  client.defaults.adapter = async (call) => {
    const answer = await request({ method: (call.method ?? 'get').toUpperCase(), url: client.getUri(call) });
    const response = { data: answer.body ? (JSON.parse(answer.body) as unknown) : undefined, status: answer.status, statusText: '', headers: {}, config: call };
    if (call.validateStatus && !call.validateStatus(answer.status)) {
      throw new Axios.AxiosError(`Request failed with status code ${answer.status}`, 'ERR_BAD_RESPONSE', call, undefined, response);
    }
    return response;
  };
  return client;
}

/**
 * What `remote` answers for `url` at first paint (its `loadData`, with an axios client answered in process):
 * its data, status, head tags and cache key. A release that returns bare data (from before this contract)
 * is read as `{ data }`; a page without `loadData` has no data.
 */
export async function loadPage(url: string, config: RuntimeConfig, remote: ServerRemote): Promise<LoadedPage> {
  if (!remote.module.loadData) return { data: {} };
  return readLoadedPage(await remote.module.loadData(new URL(url, 'http://localhost'), inProcessClient(config, remote.request), config));
}

/** One route table per remote route table (the site server passes the same table until a release changes it). */
const tables = new WeakMap<RemoteRouteTable, ReturnType<typeof createRoutes>>();
const specRoutes = createRoutes();
function routesFor(table?: RemoteRouteTable) {
  if (!table) return specRoutes;
  let routes = tables.get(table);
  if (!routes) tables.set(table, (routes = createRoutes(table)));
  return routes;
}
/**
 * The shell's chunk groups the page at `pathname` runs on (its route's `chunk`: a content page's code), so
 * the site server names their scripts in the page (load-plan.json) and the browser fetches them at once.
 */
export const pageChunks = (pathname: string, table?: RemoteRouteTable): string[] =>
  routeMatches(routesFor(table), pathname).flatMap((match) => (match.handle as RouteHandle | undefined)?.chunk ?? []);

/** How React's HTML marks a Suspense boundary it left for the browser to render. */
const clientRenderedBoundary = '<!--$!-->';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The shell's server rendering, run by the site server: one page, as an anonymous visitor sees it before
 * any script runs (logged out). A remote's page is drawn by `remote` (its server build, with the data it
 * asks for) when the site server has one; otherwise its slot shows the loading state. Waits for the lazily loaded page code, so the
 * HTML holds the whole page. The browser hydrates it (bootstrap.tsx). `formResult` is what a form sent
 * without JavaScript came to, when this page is the answer to it (the site server writes it into the page
 * as `#form-result` too, so the browser's first render draws the same).
 */
export async function renderPage(
  url: string,
  config: RuntimeConfig,
  remote?: ServerRemote,
  table?: RemoteRouteTable,
  formResult?: FormResult,
  content?: SiteContent,
): Promise<RenderedPage> {
  if (!content) throw new Error('The shell draws its pages from the site content: the site server must give it.');
  const { page: record, settings, navigation } = content;
  const site: SiteData = { settings, navigation };
  const address = new URL(url, 'http://localhost');
  const routes = routesFor(table);
  let served: ServedRemote | null = null;
  if (remote) {
    const { data, status } = remote.loaded ?? (await loadPage(url, config, remote));
    served = { remote: remote.name, url: `${address.pathname}${address.search}`, data, ...(status === 404 ? { status } : {}), Page: remote.module.default };
  }
  const page = (
    <ShellRoot config={config} formResult={formResult ?? null} site={site}>
      <FirstPaintContext.Provider value={served}>
        <ErrorBoundary>
          <ServerPageContext.Provider value={record}>
            <StaticRouter location={`${address.pathname}${address.search}`}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </ServerPageContext.Provider>
        </ErrorBoundary>
      </FirstPaintContext.Provider>
    </ShellRoot>
  );
  // renderToString, not a streaming render: React 19.2 streams a large Suspense boundary as a separate
  // segment revealed by an inline script, which the CSP forbids and which never runs with scripts off.
  // It cannot wait for lazily loaded page code, so a page whose code is not in yet (its first render in
  // this process) is first drawn by the streaming renderer, which waits for it, and then drawn again.
  let html = renderToString(page);
  if (html.includes(clientRenderedBoundary)) {
    await text((await prerenderToNodeStream(page)).prelude);
    html = renderToString(page);
  }
  if (html.includes(clientRenderedBoundary)) throw new Error(`${url} still suspends after its code has loaded`);
  const notFound = served?.status === 404;
  const title = notFound
    ? documentTitle([{ handle: { title: 'Page Not Found' }, params: {} }], config.brand.product)
    : // A content page's title is its record's (the route's own reads the browser's navigation).
      documentTitle(
        record ? [{ handle: { title: record.address === '/' ? '' : record.title }, params: {} }] : routeMatches(routes, address.pathname),
        config.brand.product,
      );
  return {
    html,
    title,
    firstPaint: served ? { remote: served.remote, url: served.url, data: served.data, ...(notFound ? { status: 404 } : {}) } : undefined,
    siteData: site,
  };
}
