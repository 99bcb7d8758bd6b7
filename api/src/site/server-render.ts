import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { remoteRouteFor, type FirstPaint, type RemoteRouteTable, type RemoteServerModule, type RuntimeConfig } from '@tenants/shared/model';
import { compileBuild, mtime, withTimeout } from './compile-build';
import { deployedRegistry, type VersionSet } from './deployed-registry';
import { assemble, pageDataScripts, remotePreloads, type Rendered } from './page-assembly';
import { remoteBuilds } from './remote-builds';

export { mtime } from './compile-build';
export { remoteRoutesFile, type VersionSet } from './deployed-registry';
export { scriptJson } from './page-assembly';
export { remoteServerFile } from './remote-builds';

/** An API call answered in process (the site server's own routes, through `app.inject`). */
export type ApiRequest = (request: { method: string; url: string }) => Promise<{ status: number; body: string }>;

/** What the shell's server build (deploy/shell-server/render.js) exports. */
interface ShellRenderer {
  renderPage(
    url: string,
    config: RuntimeConfig,
    remote?: { name: string; module: RemoteServerModule; request: ApiRequest },
    routes?: RemoteRouteTable,
  ): Promise<{ html: string; title: string; firstPaint?: FirstPaint }>;
  /** The modules remotes' server builds take from the shell's (one React, one router). */
  sharedModules: Record<string, unknown>;
  /** The version of the shared package the shell was built with (what a remote's release must accept). */
  sharedVersion?: string;
}

export const shellServerFile = 'shell-server/render.js';
/** A page that takes longer is sent as the plain shell, painted by the browser as before. */
export const renderBudgetMs = 300;
/**
 * How long a page drawn from API data (news, articles) is kept at most. A change to the articles (a
 * publish in the staff area, an import in another process) drops such pages at once when the renderer is
 * given the articles' version (`dataVersion`); this bounds what the version cannot see: a scheduled
 * article coming out at its time.
 */
export const dataPageTtlMs = 10_000;
/** Rendered pages kept; page paths are a bounded set (routes plus articles), this caps the rest. */
export const pageCacheLimit = 2000;

export interface PageOptions {
  /** The visit's version set (`pickVersions`); the stable versions when absent. */
  versions?: VersionSet;
  /** Whether the page may be kept (false for not-found pages). */
  cache?: boolean;
  /** Added at the end of the head. */
  head?: string;
  /** Answers the page's data instead of the API (a preview of a draft): such a page is never kept. */
  request?: ApiRequest;
  /** Runs when the page is not kept and must be drawn; it may throw (a client's render budget). */
  beforeRender?: () => void;
}

export interface ServerRenderer {
  /** Loads the shell's server build (at start, so the first visitor does not wait for it). */
  warm(): Promise<void>;
  /** A visit's version set, chosen at its first page: the stable versions, or a canary's for its cohort. */
  pickVersions(random?: () => number): Promise<VersionSet>;
  /** The routes the remote versions of `versions` serve (the stable set's when absent): for 200 or 404. */
  routes(versions?: VersionSet): Promise<RemoteRouteTable>;
  /**
   * What every page of the set carries for the browser (its routes and versions), and preloads of the first
   * files of the remote that owns `pathname`.
   */
  pageData(versions: VersionSet, pathname: string): Promise<string>;
  /**
   * The shell's index.html with the page rendered into its root and its title set, or undefined when the
   * shell's server build is missing, fails or runs out of time (the caller then sends the plain shell).
   * `url` is the path and query. A remote's page is drawn by the version of the remote the set names. The
   * same page and set give the same string until something changes.
   */
  page(indexHtml: string, url: string, options?: PageOptions): Promise<string | undefined>;
}

/** Whether a query string names only the parameters in `reads` (an empty query always does). */
const readsOnly = (query: string, reads: readonly string[] = []) => [...new URLSearchParams(query).keys()].every((param) => reads.includes(param));

/**
 * Server rendering at the site server. The shell's server build draws the frame and the shell's pages; a
 * route a remote owns is drawn by that remote's server build, from the version folder the visit's version
 * set names (deployed-registry.ts: the registry, and a canary for its cohort), so a release or rollback shows
 * at the next request with no restart. A remote's server build gets React and the router from the shell's
 * (one React), and its API calls are answered in process through `request`. What it renders is the anonymous
 * page (nobody is logged in on the server), the same for every visitor of a version set: kept per set and
 * address until the next deploy, pages drawn from API data for `dataPageTtlMs`. A failure never costs the
 * page: a remote that is missing, throws or is too slow leaves its slot to the browser, the shell's failure
 * sends the plain shell; each is logged once per build.
 */
export function serverRenderer({
  deployDir,
  config,
  log,
  request,
  dataVersion,
  measure,
}: {
  deployDir: string;
  config: RuntimeConfig;
  log: FastifyBaseLogger;
  request?: ApiRequest;
  /**
   * The version of the data remote pages are drawn from (the articles' version, list-cache.ts): a kept
   * page holds only while it is unchanged. Undefined when it cannot be read: then the time limit alone.
   */
  dataVersion?: () => unknown;
  /** Where render times and cache hits are counted (the operators' /metrics). */
  measure?: { render(remote: string, version: string, seconds: number): void; pageCache(hit: boolean): void };
}): ServerRenderer {
  const shellFile = path.join(deployDir, shellServerFile);

  /** Builds (shell or remote server files, with their version) already reported as failing. */
  const reported = new Set<string>();
  const warnOnce = (build: string, error: unknown, message: string) => {
    if (reported.has(build)) return;
    reported.add(build);
    log.warn({ err: error, build }, message);
  };
  const registry = deployedRegistry(deployDir, warnOnce);
  const builds = remoteBuilds();

  const cache = new Map<
    string,
    Rendered & {
      expires: number;
      /** The data version a remote's page was drawn at (see `dataVersion`). */
      version?: unknown;
      assembled?: { index: string; head: string; html: string };
    }
  >();
  /** What the kept pages were drawn from: a new shell build or a release drops them all. */
  let cacheStamp: string | undefined;

  let shell: { version: number; renderer?: ShellRenderer } | undefined;
  async function currentShell() {
    const version = mtime(shellFile);
    if (version === undefined) return undefined;
    if (shell?.version !== version) {
      cache.clear();
      builds.clear();
      try {
        const renderer = await compileBuild<ShellRenderer>(shellFile);
        shell = { version, renderer };
        // A first render compiles the rendering code paths: done now, so no visitor's page pays for it
        // against the render budget.
        await renderer.renderPage('/', config).catch(() => undefined);
      } catch (error) {
        shell = { version };
        warnOnce(`${shellFile}@${version}`, error, 'server rendering: the shell server build does not load; pages are painted in the browser');
      }
    }
    return shell;
  }

  /** The page at `url`; a remote's page by `remote` (its name and version folder) when it can be drawn there. */
  async function render(renderer: ShellRenderer, url: string, routes: RemoteRouteTable, remote?: { name: string; folder: string }, dataRequest = request) {
    if (remote && dataRequest) {
      try {
        const { module, css } = await builds.load(remote.folder, renderer.sharedModules, renderer.sharedVersion);
        const page = await withTimeout(renderer.renderPage(url, config, { name: remote.name, module, request: dataRequest }, routes), renderBudgetMs);
        return { ...page, css };
      } catch (error) {
        warnOnce(remote.folder, error, `server rendering: ${remote.name}'s server build failed; its pages are drawn in the browser`);
      }
    }
    return withTimeout(renderer.renderPage(url.split('?')[0], config, undefined, routes), renderBudgetMs);
  }

  /** The remote that owns `pathname` in `set`, with its version folder when its release has a server build. */
  async function ownerOf(set: VersionSet, pathname: string) {
    const routes = await registry.routes(set);
    const owner = remoteRouteFor(pathname, routes);
    const folder = owner ? registry.folder(set, owner.remote) : undefined;
    const drawn = owner && folder && request && builds.serverFile(folder) ? { name: owner.remote, folder } : undefined;
    return { routes, owner, drawn };
  }

  /**
   * A remote's page drawn from the given data, never kept: the news desk's preview of a draft. Undefined
   * when the remote's server build could not draw it (the preview is then the remote's own).
   */
  async function preview(indexHtml: string, url: string, head: string, dataRequest: ApiRequest, set: VersionSet) {
    const build = await currentShell();
    if (!build?.renderer) return undefined;
    const { routes, owner } = await ownerOf(set, url.split('?')[0]);
    const folder = owner && registry.folder(set, owner.remote);
    if (!owner || !folder || !builds.serverFile(folder)) return undefined;
    const page = await render(build.renderer, url, routes, { name: owner.remote, folder }, dataRequest).catch(() => undefined);
    return page?.firstPaint ? assemble(indexHtml, page, head, { withData: false }) : undefined;
  }

  return {
    warm: async () => void (await currentShell()),
    pickVersions: (random) => registry.pick(random),
    routes: async (versions) => registry.routes(versions ?? (await registry.stable())),
    async pageData(versions, pathname) {
      const { routes, owner } = await ownerOf(versions, pathname);
      const data = pageDataScripts(routes, versions.entries);
      const folder = owner && registry.folder(versions, owner.remote);
      if (!owner || !folder) return data;
      return `${data}${remotePreloads(versions.entries[owner.remote], (await builds.facts(folder)).firstFiles)}`;
    },
    async page(indexHtml, url, { versions, cache: cacheable = true, head = '', request: dataRequest, beforeRender } = {}) {
      const set = versions ?? (await registry.stable());
      if (dataRequest) return preview(indexHtml, url, head, dataRequest, set);
      const build = await currentShell();
      if (!build?.renderer) return undefined;
      const stamp = await registry.stamp();
      if (cacheStamp !== stamp) {
        cache.clear();
        cacheStamp = stamp;
      }
      const [pathOnly, query = ''] = url.split('?');
      const { routes, owner, drawn } = await ownerOf(set, pathOnly);
      // Every page by its version set: a remote's by its whole address (the query is its state), the shell's by path.
      const key = `${set.key}|${drawn ? url : pathOnly}`;
      // Kept only where the address space is the site's, not the visitor's to invent: never a not-found page
      // (the caller's `cache`), never a page of a remote drawn in the browser (the staff area: any
      // `/staff/members/<id>` would be a new entry), and a remote's page only for an address whose query holds
      // nothing but the parameters its route reads (`query` in routes.json), so junk parameters are drawn
      // but not kept.
      const keep = cacheable && (drawn ? readsOnly(query, owner?.route.query) : !owner);
      // Read before the page is drawn, so a page is never kept under a version newer than its data.
      const version = drawn && dataVersion ? await dataVersion() : undefined;
      let page = cache.get(key);
      if (page && (page.expires < Date.now() || page.version !== version)) page = undefined;
      measure?.pageCache(!!page);
      if (!page) {
        beforeRender?.();
        try {
          const started = performance.now();
          const rendered = await render(build.renderer, url, routes, drawn);
          measure?.render(drawn?.name ?? 'shell', drawn ? path.basename(drawn.folder) : '-', (performance.now() - started) / 1000);
          // A remote's page is drawn from data (or failed, perhaps only this once): kept for a while only,
          // and only while the data is unchanged.
          page = { ...rendered, expires: drawn ? Date.now() + dataPageTtlMs : Infinity, version };
          if (keep) {
            cache.delete(key);
            if (cache.size >= pageCacheLimit) cache.delete(cache.keys().next().value!);
            cache.set(key, page);
          }
        } catch (error) {
          warnOnce(`${shellFile}@${build.version}`, error, 'server rendering failed; pages fall back to the browser until the next shell deploy');
          return undefined;
        }
      }
      // The whole document is kept with the page, made again only when the shell's index.html or the head changes.
      if (page.assembled?.index !== indexHtml || page.assembled.head !== head) {
        const assembled = assemble(indexHtml, page, head, { withData: true });
        if (assembled === undefined) return undefined;
        page.assembled = { index: indexHtml, head, html: assembled };
      }
      return page.assembled.html;
    },
  };
}
