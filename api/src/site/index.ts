import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runtimeConfigSchema, type Brand } from '@tenants/shared/model';
import { isSiteRoute } from '../modules/pages/page-addresses';
import { contentAddress, isSitePage, pageRouteLabel } from './content-pages';
import { databaseReleases } from './deployed-registry';
import { cacheControl, isFile, isHashedAsset, prerenderedPages, safeSegments } from './files';
import { pageForms } from './forms/page-forms';
import { inProcessRequest } from './in-process';
import { declareOutagePage } from './outage-page';
import { pageSender } from './page-sender';
import { declarePreviews } from './previews';
import { mtime, remoteServerFile, serverRenderer } from './server-render';
import { shellIndex, shellIndexReader } from './shell-index';
import { siteContentReader } from './site-content';
import { crawlerFiles } from './sitemap';

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
  app.metrics.canarySource(() => renderer.canaries());
  // No page may take a route of any released version: the stable set's, and each canary's (all picked at once).
  app.sitePages.releasedRoutes = async () =>
    Promise.all([renderer.pickVersions(() => 1), renderer.pickVersions(() => 0)].map(async (set) => renderer.routes(await set)));
  app.metrics.pageCacheSource(() => renderer.cacheSize());
  app.addHook('onReady', renderer.warm);
  const isPrerendered = prerenderedPages(root);
  const send = (reply: FastifyReply, file: string, cache: string) => reply.header('cache-control', cache).sendFile(file, root);
  const readShellIndex = shellIndexReader(root);
  // What visitors get while the database is away (plugins/error-handler.ts answers page requests with it).
  declareOutagePage(app, readShellIndex, opts.brand);

  const { sendPage, pageDataScripts } = pageSender(app, {
    renderer,
    readShellIndex,
    runtimeConfig,
    siteUrl: opts.siteUrl,
    pageRenderLimit: opts.pageRenderLimit,
  });
  declarePreviews(app, { renderer, readShellIndex, pageDataScripts, apiRequest, siteContent });

  // The stable versions from the release state (decision 0019), never a canary: what a page outside every cohort gets.
  app.get(registryUrl, hidden, async (_request, reply) => {
    const stable = await renderer.pickVersions(() => 1);
    return reply.header('cache-control', cacheControl.revalidate).type('application/json; charset=utf-8').send(JSON.stringify(stable.entries));
  });

  crawlerFiles(app, opts.siteUrl);

  // The public pages' forms as a browser posts them without JavaScript, and their results for the page.
  const formResultFor = await pageForms(app, { siteUrl: opts.siteUrl, signingSecret: opts.signingSecret });

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
    return sendPage(reply, versions, urlPath, 200, query, await formResultFor(request, reply, urlPath));
  });
}
