import { siteContentReader } from './site-content';
import { contentAddress, isSitePage, pageRouteLabel } from './content-pages';
import { isSiteRoute } from '../modules/pages/page-addresses';
import { routeOwner } from './route-owner';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  errorTitlePrefix,
  formResultElementId,
  hasFormErrors,
  pageLoadTimingName,
  paths,
  runtimeConfigElementId,
  runtimeConfigSchema,
  type Brand,
  type FormResult,
} from '@tenants/shared/model';
import { escapeHtml } from '../mail/escape-html';
import { crawlerFiles } from './sitemap';
import { htmlFormRoutes } from './forms/html-form-route';
import { formResultCookies } from './forms/form-result-cookie';
import { enquiryDrafts } from './forms/enquiry-drafts';
import { openedStep } from './forms/enquiry-steps';
import { acceptedEncoding, htmlCompressor } from './compress-html';
import { renderBudget } from './render-budget';
import { shellIndex, shellIndexReader } from './shell-index';
import { declareOutagePage } from './outage-page';
import { cacheControl, isFile, isHashedAsset, prerenderedPages, safeSegments } from './files';
import { answeringDraft } from './article-preview';
import { inProcessRequest } from './in-process';
import { mtime, remoteServerFile, scriptJson, serverRenderer, type VersionSet } from './server-render';
import { databaseReleases } from './deployed-registry';
import { setPageCsp, watchedEntries } from './page-csp';

export interface SiteOptions {
  deployDir: string;
  publicApiBase: string;
  /** The site's public origin for link previews (PUBLIC_SITE_URL or http://localhost:PORT), never the Host header. */
  siteUrl: string;
  brand: Brand;
  /** Pages one client may have drawn per minute (RATE_LIMIT_PAGE_RENDER; kept pages are free). */
  pageRenderLimit: number;
  /** SIGNING_SECRET: the no-JS forms' result cookie is signed with a key derived from it. */
  signingSecret: string;
  /** The page cache's bound in bytes (PAGE_CACHE_MAX_BYTES). */
  pageCacheBytes?: number;
}

export const registryUrl = '/remotes.json';
const hidden = { schema: { hide: true } };

const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

/**
 * The one-port site (docs/architecture.md, How a page is served): the built shell, the deployed remotes and the registry from DEPLOY_DIR.
 * Versioned remote folders and hashed shell files are cached for a year; entry points revalidate on every
 * load. Page routes get the shell (a prerendered copy when one exists); other extension-less paths get it
 * with a real 404 status so the shell shows its 404 page; missing files and /api paths are plain 404s.
 */
export default async function site(app: FastifyInstance, opts: SiteOptions) {
  const root = opts.deployDir;
  // serve: false: only reply.sendFile (ETag, ranges, content types); which file and its headers are ours.
  // preCompressed: the deploy tooling writes .br and .gz beside each text file (scripts/lib/deploy.mjs).
  await app.register(fastifyStatic, { root, serve: false, index: false, dotfiles: 'deny', cacheControl: false, preCompressed: true });

  const runtimeConfig = runtimeConfigSchema.parse({
    apiBase: opts.publicApiBase,
    registryUrl,
    siteUrl: opts.siteUrl,
    brand: opts.brand,
  });
  const apiRequest = inProcessRequest(app);
  const formResults = formResultCookies({ secret: opts.signingSecret, secure: opts.siteUrl.startsWith('https:') });
  const drafts = enquiryDrafts({ db: app.database.db, secure: opts.siteUrl.startsWith('https:'), now: () => app.now() });
  const siteContent = siteContentReader(app, apiRequest);
  const renderer = serverRenderer({
    deployDir: root,
    releases: databaseReleases(app.database.db, root, app.telemetry.releaseStore, app.dataVersions.releases),
    config: runtimeConfig,
    log: app.log,
    request: apiRequest,
    dataVersion: app.contentVersion,
    content: siteContent,
    measure: app.metrics,
    cacheBytes: opts.pageCacheBytes,
  });
  /**
   * A step of an enquiry sent without JavaScript, at its own address (`/enquiry?step=3`): the answers kept so
   * far and the last post's messages (shown once), drawn as that step. None when the visitor has no draft.
   */
  const enquiryStepResult = async (request: FastifyRequest): Promise<FormResult | undefined> => {
    const draft = await drafts.read(request);
    if (!draft) return undefined;
    if (draft.message || Object.keys(draft.errors).length) await drafts.shown(request);
    const step = openedStep((request.query as Record<string, string | undefined>).step, draft.answers);
    return { form: 'enquiry', ok: false, message: draft.message, values: { ...draft.answers, step: String(step) }, errors: draft.errors };
  };
  app.metrics.canarySource(() => renderer.canaries());
  // No page may take a route of any released version: the stable set's, and each canary's (all picked at once).
  app.sitePages.releasedRoutes = async () =>
    Promise.all([renderer.pickVersions(() => 1), renderer.pickVersions(() => 0)].map(async (set) => renderer.routes(await set)));
  app.metrics.pageCacheSource(() => renderer.cacheSize());
  const budget = renderBudget(opts.pageRenderLimit);
  /** Spends one of the client's renders: called only when a page must be drawn, not when it is kept. */
  const spendFor = (reply: FastifyReply) => () => budget.spend(reply.request.ip);
  app.addHook('onReady', renderer.warm);
  const isPrerendered = prerenderedPages(root);
  const send = (reply: FastifyReply, file: string, cache: string) => reply.header('cache-control', cache).sendFile(file, root);
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

  const readShellIndex = shellIndexReader(root);
  // What visitors get while the database is away (plugins/error-handler.ts answers page requests with it).
  declareOutagePage(app, readShellIndex, opts.brand);

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
    const canonical = `${opts.siteUrl}${urlPath}`;
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

  // The news desk's preview: the article page as visitors will get it, drawn by news from the draft (never kept).
  app.articlePagePreview.draw = async (article) => {
    const url = paths.article(article.alias);
    const versions = await renderer.pickVersions(() => 1);
    const drawn = await renderer.page(await readShellIndex(), url, {
      versions,
      head: await pageDataScripts(versions, url),
      request: answeringDraft(apiRequest, article),
    });
    return drawn?.html;
  };

  // The pages desk's preview: the page at its address as visitors will get it, drawn from the draft in the
  // site's current frame (menus, footer), never kept.
  app.pagePreview.draw = async (page) => {
    const versions = await renderer.pickVersions(() => 1);
    const drawn = await renderer.page(await readShellIndex(), page.address, {
      versions,
      head: await pageDataScripts(versions, page.address),
      content: { ...(await siteContent(page.address)), page },
    });
    return drawn?.html;
  };

  // The stable versions from the release state (decision 0019), never a canary: what a page outside every cohort gets.
  app.get(registryUrl, hidden, async (_request, reply) => {
    const stable = await renderer.pickVersions(() => 1);
    return reply.header('cache-control', cacheControl.revalidate).type('application/json; charset=utf-8').send(JSON.stringify(stable.entries));
  });

  crawlerFiles(app, opts.siteUrl);

  // The public pages' forms as a browser posts them without JavaScript.
  await app.register(async (forms) =>
    htmlFormRoutes(forms, {
      results: formResults,
      drafts,
      siteUrl: opts.siteUrl,
    }),
  );

  app.get('/config.json', hidden, async (_request, reply) => reply.header('cache-control', cacheControl.revalidate).send(runtimeConfig));

  app.get('/remotes/*', hidden, async (request, reply) => {
    const segments = safeSegments(pathOf(request));
    // remotes/<name>/<version>/<file...>; the server build is the site server's to run, not a public file.
    if (!segments || segments.length < 4) return reply.callNotFound();
    if (segments[3] === path.dirname(remoteServerFile)) return reply.callNotFound();
    const file = segments.join('/');
    if (!(await isFile(root, file))) return reply.callNotFound();
    // The shell may load remotes from another origin (a CDN, a second host): these files are public.
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    return send(reply, file, cacheControl.immutable);
  });

  app.get('/*', hidden, async (request, reply) => {
    const urlPath = pathOf(request);
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return reply.callNotFound();
    const segments = safeSegments(urlPath);
    if (!segments) return reply.callNotFound();

    const name = segments.at(-1) ?? '';
    if (name.includes('.')) {
      request.metricsRoute = '/:file';
      const file = ['shell', ...segments].join('/');
      if (!(await isFile(root, file))) return reply.callNotFound();
      return send(reply, file, isHashedAsset(name) ? cacheControl.immutable : cacheControl.revalidate);
    }

    const shellVersion = mtime(path.join(root, shellIndex));
    if (shellVersion === undefined) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The site is not deployed yet: build it first (npm start does).');
    }
    // The visit's version set, chosen here at its first page (a canary's cohort, or the stable versions); the
    // page carries it and the browser keeps it for the tab.
    const versions = await renderer.pickVersions();
    const routes = await renderer.routes(versions);
    // An old address of a page that moved: a permanent redirect to where it is now (docs/product/pages.md),
    // looked up only after the remotes' routes and the shell's own pages, which no redirect may shadow.
    const address = contentAddress(urlPath);
    const moved = await app.sitePages.redirect(address);
    if (moved && !isSiteRoute(address, [routes])) {
      request.metricsRoute = 'redirect';
      return reply
        .code(301)
        .header('cache-control', cacheControl.revalidate)
        .redirect(`${moved}${request.url.slice(urlPath.length)}`, 301);
    }
    // A content page (home, a service page, one staff made) is a page only while it is published.
    if (!(await isSitePage(app, urlPath, routes))) {
      request.metricsRoute = 'page-not-found';
      return sendPage(reply, versions, urlPath, 404);
    }
    request.metricsRoute = pageRouteLabel(urlPath, routes);
    // A page prerendered at build time, when one is deployed (home's would be the shell's own index.html).
    const prerendered = ['shell', ...segments, 'index.html'].join('/');
    if (segments.length && (await isPrerendered(prerendered, shellVersion))) return send(reply, prerendered, cacheControl.revalidate);
    const query = request.url.slice(urlPath.length);
    // The answer to a form posted without JavaScript: drawn once with its result, never kept or cached.
    const formResult = formResults.read(request) ?? (urlPath === paths.enquiry ? await enquiryStepResult(request) : undefined);
    if (formResult) formResults.clear(reply.header('cache-control', 'no-store'));
    return sendPage(reply, versions, urlPath, 200, query, formResult);
  });
}
