import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RuntimeConfig } from '@tenants/shared/model';
import { routeOwner } from './route-owner';
import { compileBuild, mtime } from './compile-build';
import { deployedRegistry, type ReleaseSource, type VersionSet } from './deployed-registry';
import { assemble } from './page-assembly';
import { startScriptsFor } from './page-start-scripts';
import { emptyLoadPlan, exposedPageGroup, readLoadPlan, type LoadPlan } from './load-plan';
import { dataPageTtlMs, pageCache, pageCacheLimit, ttlFor, type KeptPage } from './page-cache';
import { remoteBuilds } from './remote-builds';
import { pageDrawing } from './page-drawing';
import type { ApiRequest, DrawnPage, ServerRenderer, ShellRenderer, SiteContent } from './server-render-types';

export { mtime } from './compile-build';
export { remoteRoutesFile, type VersionSet } from './deployed-registry';
export { scriptJson } from './page-assembly';
export { dataPageTtlMs, maxPageTtlMs, pageCacheLimit } from './page-cache';
export { remoteServerFile } from './remote-builds';
export type { ApiRequest, DrawnPage, PageOptions, ServerRenderer } from './server-render-types';

export const shellServerFile = 'shell-server/render.js';
export { renderBudgetMs } from './page-drawing';

/**
 * Whether a page may be kept for this query string: it names only the parameters the route reads (an empty
 * query always does), and none of them is a search's free text.
 */
const keptFor = (query: string, route: { query?: readonly string[]; search?: readonly string[] } | undefined) =>
  [...new URLSearchParams(query).keys()].every((param) => (route?.query ?? []).includes(param) && !(route?.search ?? []).includes(param));

/**
 * Server rendering at the site server, one concern per file: the registry picks the versions
 * (deployed-registry.ts), the loader runs a version's server build (remote-builds.ts), the page cache keeps
 * what was drawn (page-cache.ts), assembly writes it into the shell's document (page-assembly.ts). This file
 * orders them. A route a remote owns is drawn by that remote's server build: its `loadData` says what the
 * page is drawn from (data, status, head tags, cache key), the page is kept per version set, remote,
 * address and that key. What is drawn is the anonymous page (nobody is logged in on the server). A failure
 * never costs the page: a remote that is missing, throws or is too slow leaves its slot to the browser, the
 * shell's failure sends the plain shell; each is logged once per build.
 */
export function serverRenderer({
  deployDir,
  releases,
  config,
  log,
  request,
  dataVersion,
  content: contentOf,
  measure,
  cacheBytes,
}: {
  deployDir: string;
  /** The release state and the versions' files (deployed-registry.ts). */
  releases: ReleaseSource;
  config: RuntimeConfig;
  log: FastifyBaseLogger;
  request?: ApiRequest;
  /**
   * The version of the data the API serves (the app's `contentVersion`, bumped by any change a page could be
   * drawn from): while it and a page's time hold, the page is sent without asking its remote's `loadData`
   * again. Undefined: every request asks, and the remote's key decides.
   */
  dataVersion?: () => unknown;
  /**
   * What the shell draws an address from (the page published there, the settings and navigation), read in
   * process when a page must be drawn. Pages are kept under the data version with it, so a published change
   * is drawn at the next request.
   */
  content?: (pathname: string) => Promise<SiteContent>;
  /** Where render times and cache hits are counted (the operators' /metrics). */
  measure?: { render(remote: string, version: string, seconds: number): void; pageCache(hit: boolean): void };
  /** The page cache's bound in bytes (PAGE_CACHE_MAX_BYTES). */
  cacheBytes?: number;
}): ServerRenderer {
  const shellFile = path.join(deployDir, shellServerFile);
  /** Builds (shell or remote server files, with their version) already reported as failing. */
  const reported = new Set<string>();
  const warnOnce = (build: string, error: unknown, message: string) => {
    if (reported.has(build)) return;
    reported.add(build);
    log.warn({ err: error, build }, message);
  };
  const registry = deployedRegistry(deployDir, releases, warnOnce);
  const builds = remoteBuilds();
  const cache = pageCache({ maxBytes: cacheBytes, measure: measure && ((hit) => measure.pageCache(hit)) });
  /**
   * The key each remote page was last kept under, with the data version it was drawn at: the fast path of a
   * kept page (no in-process API calls) until the data changes or its time is up. Bounded like the cache.
   */
  const lastKeys = new Map<string, { key: string; version: unknown; until: number }>();
  const dataScripts = new Map<string, string>(); // page data scripts by version set and remote, until a release
  const pageChunks = new Map<string, string[]>(); // a content page's shell chunk groups by path, likewise
  let dataStamp: string | undefined;

  let shell: { version: number; renderer?: ShellRenderer; loadPlan?: LoadPlan } | undefined;
  async function currentShell() {
    const version = mtime(shellFile);
    if (version === undefined) return undefined;
    if (shell?.version !== version) {
      builds.clear();
      try {
        const renderer = await compileBuild<ShellRenderer>(shellFile);
        shell = { version, renderer, loadPlan: await readLoadPlan(path.join(deployDir, 'shell')) };
        // A first render compiles the rendering code paths now, so no visitor's page pays for it against the budget.
        await renderer.renderPage('/', config).catch(() => undefined);
      } catch (error) {
        shell = { version };
        warnOnce(`${shellFile}@${version}`, error, 'server rendering: the shell server build does not load; pages are painted in the browser');
      }
    }
    return shell;
  }

  /** The remote that owns `pathname` in `set`, with its version folder when its release has a server build. */
  async function ownerOf(set: VersionSet, pathname: string, dataRequest = request) {
    const routes = await registry.routes(set);
    const owner = routeOwner(pathname, routes);
    const folder = owner ? registry.folder(set, owner.remote) : undefined;
    const drawn = owner && folder && dataRequest && builds.serverFile(folder) ? { name: owner.remote, folder, request: dataRequest } : undefined;
    return { routes, owner, drawn };
  }

  const { load, drawRemote, draw } = pageDrawing({ config, builds, warnOnce, measure });

  /** A remote's page drawn from the given data, never kept: the news desk's preview of a draft. */
  async function preview(indexHtml: string, url: string, head: string, dataRequest: ApiRequest, set: VersionSet): Promise<DrawnPage | undefined> {
    const renderer = (await currentShell())?.renderer;
    if (!renderer) return undefined;
    const { routes, drawn } = await ownerOf(set, url.split('?')[0], dataRequest);
    if (!drawn) return undefined;
    const content = contentOf && (await contentOf(url.split('?')[0]));
    const page = await load(renderer, url, drawn)
      .then((loaded) => drawRemote(renderer, url, routes, loaded, undefined, content))
      .catch(() => undefined);
    const html = page?.firstPaint && assemble(indexHtml, page, head, { withData: false });
    return html ? { html, status: page.status } : undefined;
  }

  return {
    warm: async () => void (await currentShell()),
    pickVersions: (random) => registry.pick(random),
    canaries: () => registry.canaries(),
    cacheSize: () => ({ entries: cache.size, bytes: cache.bytes }),
    routes: async (versions) => registry.routes(versions ?? (await registry.stable())),
    async pageData(versions, pathname) {
      const { routes, owner } = await ownerOf(versions, pathname);
      const build = await currentShell();
      // Once per shell, version set, remote and page code: a route table's JSON on every page cost a sixth of GET /.
      const stamp = `${build?.version ?? ''}|${versions.stamp}`;
      if (dataStamp !== stamp) {
        dataScripts.clear();
        pageChunks.clear();
        dataStamp = stamp;
      }
      const folder = owner && registry.folder(versions, owner.remote);
      const remote = folder ? await builds.facts(folder) : undefined;
      // The shell's chunks for a content page, by path once per shell and version set: matching the route
      // table on every request was a sixth of a kept page's cost.
      const chunksKey = `${versions.key}|${pathname}`;
      let pageGroups = owner ? [] : pageChunks.get(chunksKey);
      if (!pageGroups) {
        pageGroups = build?.renderer?.pageChunks?.(pathname, routes) ?? [];
        if (pageChunks.size >= pageCacheLimit) pageChunks.clear();
        pageChunks.set(chunksKey, pageGroups);
      }
      const remoteGroups = remote ? [exposedPageGroup, ...[remote.routeChunk(pathname)].filter((name) => name !== undefined)] : [];
      const key = `${versions.key}|${owner?.remote ?? ''}|${[...pageGroups, ...remoteGroups].join(',')}`;
      let scripts = dataScripts.get(key);
      if (scripts === undefined) {
        scripts = startScriptsFor({ routes, versions, owner: owner?.remote, remote, shellPlan: build?.loadPlan ?? emptyLoadPlan, pageGroups, remoteGroups });
        dataScripts.set(key, scripts);
      }
      return scripts;
    },
    async page(
      indexHtml,
      url,
      { versions, cache: cacheable = true, head = '', canonical, request: dataRequest, beforeRender, formResult, content: given } = {},
    ) {
      const set = versions ?? (await registry.stable());
      if (dataRequest) return preview(indexHtml, url, head, dataRequest, set);
      const build = await currentShell();
      const renderer = build?.renderer;
      if (!renderer) return undefined;
      cache.stamp(`${build.version}|${set.stamp}`);
      const [pathOnly, query = ''] = url.split('?');
      const { routes, owner, drawn } = await ownerOf(set, pathOnly);
      // Kept only where the address space is the site's, not the visitor's to invent: never a not-found path
      // (the caller's `cache`), never a page of a remote drawn in the browser (the staff area: any
      // `/staff/members/<id>` would be a new entry), and a remote's page only for an address whose query holds
      // nothing but the parameters its route reads (`query` in routes.json): junk parameters are drawn, not
      // kept; nor is a search (`search`), one entry per word would push every other page out.
      const keep = cacheable && (drawn ? keptFor(query, owner?.route) : !owner);
      // Every page's frame (menus, footer), and a content page itself, are drawn from the site's content.
      const version = dataVersion ? await dataVersion() : undefined;
      const content = async () => given ?? contentOf?.(pathOnly);
      let page: KeptPage | undefined;
      // The caller's refusal to draw (a client past its render budget) is the caller's answer, not a failure.
      let refused: { error: unknown } | undefined;
      const mayDraw = () => {
        try {
          beforeRender?.();
        } catch (error) {
          refused = { error };
          throw error;
        }
      };
      try {
        if (formResult || given) {
          // A form's answer, or a draft's preview: drawn for this visitor with what they sent, never from or into the cache.
          mayDraw();
          const loaded = drawn ? await load(renderer, url, drawn).catch(() => undefined) : undefined;
          page = await draw(renderer, url, routes, drawn, loaded, formResult, await content());
        } else if (!drawn) {
          // The shell's pages (and frames of remotes drawn in the browser): by set, data version and path, until
          // the next deploy or published change.
          const key = `${set.key}|${String(version)}|${pathOnly}`;
          page = cache.get(key);
          if (!page) {
            mayDraw();
            cache.set(key, (page = await draw(renderer, url, routes, undefined, undefined, undefined, await content())), keep ? Infinity : 0);
          }
        } else {
          // A remote that just failed here is left to the browser for a while, without loading it again.
          const failedKey = `${set.key}|${url}|failed`;
          page = cache.get(failedKey, { quiet: true });
          // Kept, and nothing it could be drawn from has changed since: sent as it is.
          const addressKey = `${set.key}|${drawn.name}|${url}`;
          const last = version === undefined ? undefined : lastKeys.get(addressKey);
          if (!page && last && last.version === version && last.until > Date.now()) page = cache.get(last.key);
          const loaded = page
            ? undefined
            : await load(renderer, url, drawn).catch(
                (error: unknown) =>
                  void warnOnce(drawn.folder, error, `server rendering: ${drawn.name}'s server build failed; its pages are drawn in the browser`),
              );
          const { cacheKey, cacheForMs } = loaded?.remote.loaded ?? {};
          // By the remote's own key: what the page was drawn from (null: never kept).
          const key = `${set.key}|${String(version)}|${drawn.name}|${url}|${cacheKey ?? ''}`;
          if (!page && loaded) page = cache.get(key);
          if (!page) {
            mayDraw();
            page = await draw(renderer, url, routes, drawn, loaded, undefined, await content());
            if (!page.firstPaint) cache.set(failedKey, page, keep ? dataPageTtlMs : 0);
            else {
              const ttl = keep && cacheKey !== null && page.status === 200 ? ttlFor(cacheForMs) : 0;
              cache.set(key, page, ttl);
              if (ttl > 0 && version !== undefined) {
                if (lastKeys.size >= pageCacheLimit) lastKeys.delete(lastKeys.keys().next().value!);
                lastKeys.set(addressKey, { key, version, until: Date.now() + ttl });
              }
            }
          }
        }
      } catch (error) {
        if (refused) throw refused.error;
        warnOnce(`${shellFile}@${build.version}`, error, 'server rendering failed; pages fall back to the browser until the next shell deploy');
        return undefined;
      }
      // The document is kept with the page, made again only when the shell's index.html or the head changes.
      const siteCanonical = page.status === 200 ? canonical : undefined;
      const headOf = `${siteCanonical ?? ''}\n${head}`;
      if (page.assembled?.index !== indexHtml || page.assembled.head !== headOf) {
        const html = assemble(indexHtml, page, head, { withData: true, canonical: siteCanonical });
        if (html === undefined) return undefined;
        page.assembled = { index: indexHtml, head: headOf, html };
      }
      return { html: page.assembled.html, status: page.status, keptWith: page.assembled };
    },
  };
}
