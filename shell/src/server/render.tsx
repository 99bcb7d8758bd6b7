import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@tenants/shared';
import { routes } from '../app/router';
import { documentTitle } from '../app/route-effects';
import { ShellRoot } from '../app/shell-root';

export interface RenderedPage {
  /** The markup of the root element (the frame and the page; a remote's slot shows its loading state). */
  html: string;
  /** The document title, as the browser would set it. */
  title: string;
}

const handler = createStaticHandler(routes);
/** How React's HTML marks a Suspense boundary it left for the browser to render. */
const clientRenderedBoundary = '<!--$!-->';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The shell's server rendering, run by the site server: one page, as an anonymous visitor sees it before
 * any script runs (logged out; remotes' slots loading). Waits for the lazily loaded page code, so the
 * HTML holds the whole page. The browser hydrates it (bootstrap.tsx).
 */
export async function renderPage(url: string, config: RuntimeConfig): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  // The routes have no loaders or actions, so there is no redirect to answer: only the page to draw.
  if (context instanceof Response) throw new Error(`unexpected response ${context.status} for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <ShellRoot config={config}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
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
  return { html, title: documentTitle(context.matches.map((m) => ({ handle: m.route.handle, params: m.params })), config.brand.product) };
}
