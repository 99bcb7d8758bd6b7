import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  errorTitlePrefix,
  formResultElementId,
  hasFormErrors,
  pageLoadTimingName,
  runtimeConfigElementId,
  type FormResult,
  type RuntimeConfig,
} from '@tenants/shared/model';
import { escapeHtml } from '../mail/escape-html';
import { acceptedEncoding, htmlCompressor } from './compress-html';
import { cacheControl } from './files';
import { setPageCsp, watchedEntries } from './page-csp';
import { renderBudget } from './render-budget';
import { routeOwner } from './route-owner';
import { scriptJson, type ServerRenderer, type VersionSet } from './server-render';

/**
 * How a page goes out (index.ts picks which page): drawn on the server or the plain shell, with what the
 * browser's start needs, compressed, under the client's render budget. The previews share its page data.
 */
export function pageSender(
  app: FastifyInstance,
  {
    renderer,
    readShellIndex,
    runtimeConfig,
    siteUrl,
    pageRenderLimit,
  }: { renderer: ServerRenderer; readShellIndex: () => Promise<string>; runtimeConfig: RuntimeConfig; siteUrl: string; pageRenderLimit: number },
) {
  const budget = renderBudget(pageRenderLimit);
  /** Spends one of the client's renders: called only when a page must be drawn, not when it is kept. */
  const spendFor = (reply: FastifyReply) => () => budget.spend(reply.request.ip);
  const compress = htmlCompressor();
  const sendHtml = (reply: FastifyReply, html: string, pageLoad?: string, keptWith?: object) => {
    // The page-load id is this response's own, so it travels beside the page, in a Server-Timing entry the
    // page reads from its navigation timing: a kept page's bytes stay shared and compressed once (written
    // into the HTML, every page was compressed per response: GET / fell to a quarter of its throughput).
    if (pageLoad) reply.header('server-timing', `${pageLoadTimingName};desc="${pageLoad}"`);
    const { body, encoding } = compress(html, acceptedEncoding(reply.request.headers['accept-encoding']), keptWith);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .type('text/html; charset=utf-8')
      .header('vary', 'Accept-Encoding')
      .header('cache-control', reply.getHeader('cache-control') === 'no-store' ? 'no-store' : cacheControl.revalidate)
      .send(body);
  };

  // The run-time config (what /config.json answers), so the browser starts without asking for it.
  const configScript = `<script type="application/json" id="${runtimeConfigElementId}">${scriptJson(runtimeConfig)}</script>`;
  /**
   * What every page carries for the browser's start: the run-time config, the versions it was drawn with
   * (the browser keeps them for the tab), the routes those versions serve (so the shell mounts a route a
   * release added without a shell build), and preloads of its remote's first files.
   */
  const pageDataScripts = async (versions: VersionSet, urlPath: string) => `${await renderer.pageData(versions, urlPath)}${configScript}`;

  /**
   * The page as HTML rendered on the server, or the plain shell for the browser to paint. The status is the
   * route's (404 for a path nothing serves) unless the page's remote answers another (an unknown article).
   */
  const sendPage = async (reply: FastifyReply, versions: VersionSet, urlPath: string, status = 200, query = '', formResult?: FormResult) => {
    const index = await readShellIndex();
    // A form's result (docs/decisions/0010) rides with the page for the browser's first render to match.
    const resultScript = formResult ? `<script type="application/json" id="${formResultElementId}">${scriptJson(formResult)}</script>` : '';
    const head = `${await pageDataScripts(versions, urlPath)}${resultScript}`;
    // One address per page for search engines, from PUBLIC_SITE_URL (never the request's Host), unless the remote names its own.
    const canonical = `${siteUrl}${urlPath}`;
    // The id its browser reports with: its first beacon is the page view the watch counts (docs/product/telemetry.md).
    const owner = status === 200 ? routeOwner(urlPath, await renderer.routes(versions)) : undefined;
    const route = status === 404 ? '/404' : (owner?.route.path ?? urlPath);
    const pageLoad = app.telemetry.pageLoad(watchedEntries(versions), owner?.remote, route, reply.request.ip);
    setPageCsp(reply, versions);
    const rendered = await renderer.page(index, `${urlPath}${query}`, {
      versions,
      cache: status === 200,
      head,
      canonical,
      beforeRender: spendFor(reply),
      formResult,
    });
    // While a form's messages show, the title says so first (GOV.UK's "Error: "), before any script runs.
    const titled = (html: string) => (hasFormErrors(formResult) ? html.replace(/<title>/, () => `<title>${errorTitlePrefix}`) : html);
    if (rendered) {
      const html = titled(rendered.html);
      // Compressed once and kept with the page, unless the title was changed for this one answer.
      return sendHtml(reply.code(status === 200 ? rendered.status : status), html, pageLoad, html === rendered.html ? rendered.keptWith : undefined);
    }
    const plain = `${status === 200 ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : ''}${head}`;
    return sendHtml(reply.code(status), titled(index.replace(/<\/head>/i, () => `${plain}</head>`)), pageLoad);
  };

  return { sendPage, pageDataScripts };
}
