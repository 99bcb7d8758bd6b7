import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import Module from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  defaultRemoteRoutes,
  firstPaintElementId,
  remoteForPath,
  remoteRouteFor,
  remoteRegistrySchema,
  remoteRoutesFileSchema,
  type FirstPaint,
  type RemoteRouteTable,
  type RemoteServerModule,
  type RuntimeConfig,
} from '@tenants/shared/model';
import { escapeHtml } from '../mail/escape-html';
import { releaseIntact } from './server-build-check';

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
}

export const shellServerFile = 'shell-server/render.js';
/** Where a remote's server build sits in its version folder, beside the browser build's manifest. */
export const remoteServerFile = 'server/page.js';
/** The routes a remote version serves, in its version folder (scripts/lib/deploy.mjs ships it). */
export const remoteRoutesFile = 'routes.json';
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

/** A page as drawn: its HTML, title, the remote's first-paint data and styles. */
interface Rendered {
  html: string;
  title: string;
  firstPaint?: FirstPaint;
  css?: string;
}

export interface ServerRenderer {
  /** Loads the shell's server build (at start, so the first visitor does not wait for it). */
  warm(): Promise<void>;
  /**
   * The shell's index.html with the page rendered into its root and its title set, or undefined when the
   * shell's server build is missing, fails or runs out of time (the caller then sends the plain shell).
   * `url` is the path and query. A remote's page is drawn by the version of the remote the registry names.
   * `head` is added at the end of the head. The same page gives the same string until something changes.
   * `request` answers the page's data instead of the API (a preview of a draft): such a page is never kept.
   * `beforeRender` runs when the page is not kept and must be drawn; it may throw (a client's render budget).
   */
  page(indexHtml: string, url: string, options?: { cache?: boolean; head?: string; request?: ApiRequest; beforeRender?: () => void }): Promise<string | undefined>;
  /** The routes the deployed remotes serve (for 200 or 404, and for the browser's router). */
  routes(): Promise<RemoteRouteTable>;
}

/** Whether a query string names only the parameters in `reads` (an empty query always does). */
const readsOnly = (query: string, reads: readonly string[] = []) => [...new URLSearchParams(query).keys()].every((param) => reads.includes(param));

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`render took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });

/**
 * When a deployed file last changed (undefined: it is not there). Checked on every request, so a deploy
 * shows at the next one; a synchronous stat of a cached inode takes microseconds, where the thread pool's
 * round trip of an asynchronous one cost more than the rest of serving a cached page.
 */
export const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * A CommonJS file compiled as a module of its own from the file as it is now (the require cache would keep
 * the first build for the life of the process), with `require` limited to `modules` when given.
 */
async function compile<T>(file: string, modules?: Record<string, unknown>): Promise<T> {
  const module = new Module(file);
  module.filename = file;
  if (modules) {
    module.require = ((id: string) => {
      if (id in modules) return modules[id];
      throw new Error(`${file} requires "${id}", which the site server does not provide`);
    }) as NodeJS.Require;
  }
  (module as Module & { _compile(source: string, filename: string): void })._compile(await readFile(file, 'utf8'), file);
  return module.exports as T;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** JSON inside a `<script>` element: nothing in it may close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Server rendering at the site server. The shell's server build draws the frame and the shell's pages; a
 * route a remote owns is drawn by that remote's server build, from the version folder the registry
 * (deploy/remotes.json) names at that moment, so a release or rollback shows at the next request with no
 * restart. A remote's server build gets React and the router from the shell's (one React), and its API
 * calls are answered in process through `request`. What it renders is the anonymous page (nobody is logged
 * in on the server), the same for every visitor: kept per path (and remote version) until the next deploy,
 * pages drawn from API data for `dataPageTtlMs`. A failure never costs the page: a remote that is missing,
 * throws or is too slow leaves its slot to the browser, the shell's failure sends the plain shell; each is
 * logged once per build.
 */
export function serverRenderer({
  deployDir,
  config,
  log,
  request,
  dataVersion,
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
}): ServerRenderer {
  const shellFile = path.join(deployDir, shellServerFile);
  const registryFile = path.join(deployDir, 'remotes.json');

  let shell: { version: number; renderer?: ShellRenderer } | undefined;
  const cache = new Map<
    string,
    Rendered & {
      expires: number;
      /** The data version a remote's page was drawn at (see `dataVersion`). */
      version?: unknown;
      assembled?: { index: string; head: string; html: string };
    }
  >();
  /** Builds (shell or remote server files, with their version) already reported as failing. */
  const reported = new Set<string>();
  const warnOnce = (build: string, error: unknown, message: string) => {
    if (reported.has(build)) return;
    reported.add(build);
    log.warn({ err: error, build }, message);
  };

  async function currentShell() {
    const version = mtime(shellFile);
    if (version === undefined) return undefined;
    if (shell?.version !== version) {
      cache.clear();
      remotes.clear();
      try {
        const renderer = await compile<ShellRenderer>(shellFile);
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

  /** The folder of the version the registry names for `name`, when it is deployed in this deploy folder. */
  function versionFolder(name: string, entry: string | undefined): string | undefined {
    // Only `/remotes/<name>/<version>/mf-manifest.json` (a CDN's copy is drawn in the browser).
    const match = entry && /^\/remotes\/([\w.-]+)\/([\w.-]+)\/mf-manifest\.json$/.exec(entry);
    // No `..` or hidden folder: a registry entry must not lead out of the remote's own folders.
    if (!match || match[1] !== name || match[1].startsWith('.') || match[2].startsWith('.')) return undefined;
    return path.join(deployDir, 'remotes', name, match[2]);
  }

  /** The routes each deployed remote version names in its `routes.json` (the default where it names none). */
  async function deployedRoutes(entries: Record<string, string>): Promise<RemoteRouteTable> {
    const table: Record<string, RemoteRouteTable[string]> = { ...defaultRemoteRoutes };
    // Every remote the registry names, not only the spec's four: a new team's remote joins with its first release.
    for (const name of Object.keys(entries)) {
      const folder = versionFolder(name, entries[name]);
      if (!folder) continue;
      const text = await readFile(path.join(folder, remoteRoutesFile), 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      const parsed = remoteRoutesFileSchema.safeParse(parseJson(text));
      if (parsed.success) table[name] = parsed.data;
      else warnOnce(`${folder}/${remoteRoutesFile}`, parsed.error, `${name}'s routes.json is not valid; its routes are the spec's`);
    }
    return table as RemoteRouteTable;
  }

  /** The registry and the routes it brings, as deployed now; read again when the registry changes. */
  let registry: { version: number; entries: Record<string, string>; routes: RemoteRouteTable } | undefined;
  const noRegistry = { entries: {} as Record<string, string>, routes: defaultRemoteRoutes };
  async function currentRegistry() {
    const version = mtime(registryFile);
    if (version === undefined) return noRegistry;
    if (registry?.version !== version) {
      const parsed = remoteRegistrySchema.safeParse(parseJson(await readFile(registryFile, 'utf8').catch(() => '{}')));
      const entries = parsed.success ? parsed.data : {};
      registry = { version, entries, routes: await deployedRoutes(entries) };
      // Pages carry the route table: a release may add or drop routes.
      cache.clear();
    }
    return registry;
  }

  /** Loaded remote server builds (and their style sheets) by file: version folders never change. */
  const remotes = new Map<string, Promise<{ module: RemoteServerModule; css: string }>>();

  /** The server build of the remote version the registry names for `name`, if it is deployed here. */
  async function remoteFile(name: string): Promise<string | undefined> {
    const folder = versionFolder(name, (await currentRegistry()).entries[name]);
    const file = folder && path.join(folder, remoteServerFile);
    return file && mtime(file) !== undefined ? file : undefined;
  }

  async function remoteModule(file: string, renderer: ShellRenderer) {
    let load = remotes.get(file);
    if (!load) {
      load = (async () => {
        // The folder must still be the release its name hashes (server-build-check.ts) before its code runs.
        if (!releaseIntact(path.dirname(path.dirname(file)))) throw new Error(`${file} is not the release its folder is named for; not run`);
        const module = await compile<RemoteServerModule>(file, renderer.sharedModules);
        if (typeof module.default !== 'function') throw new Error(`${file} exports no page`);
        // Its styles, for the head: the browser build injects them from its scripts, after first paint.
        const css = await readFile(file.replace(/\.js$/, '.css'), 'utf8').catch(() => '');
        return { module, css };
      })();
      remotes.set(file, load);
    }
    return load;
  }

  /** The page at `url`; a remote's page by `remote` (its name and server build) when it can be drawn. */
  async function render(renderer: ShellRenderer, url: string, routes: RemoteRouteTable, remote?: { name: string; file: string }, dataRequest = request) {
    if (remote && dataRequest) {
      try {
        const { module, css } = await remoteModule(remote.file, renderer);
        const page = await withTimeout(renderer.renderPage(url, config, { name: remote.name, module, request: dataRequest }, routes), renderBudgetMs);
        return { ...page, css };
      } catch (error) {
        warnOnce(remote.file, error, `server rendering: ${remote.name}'s server build failed; its pages are drawn in the browser`);
      }
    }
    return withTimeout(renderer.renderPage(url.split('?')[0], config, undefined, routes), renderBudgetMs);
  }

  /**
   * The shell's index.html with a drawn page in it: its title, the remote's styles, and (for a page the
   * browser will hydrate) its first-paint data.
   */
  function assemble(indexHtml: string, { html, title, firstPaint, css }: Rendered, head: string, { withData }: { withData: boolean }) {
    // The built index.html is minified: the root may be written `<div id=root></div>`.
    const root = /<div id=("?)root\1><\/div>/;
    if (!root.test(indexHtml)) return undefined;
    const data = withData && firstPaint ? `<script type="application/json" id="${firstPaintElementId}">${scriptJson(firstPaint)}</script>` : '';
    return indexHtml
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(/<\/head>/i, () => `${firstPaint && css ? `<style data-remote="${firstPaint.remote}">${css}</style>` : ''}${head}</head>`)
      .replace(root, () => `<div id="root">${html}</div>${data}`);
  }

  /**
   * A remote's page drawn from the given data, never kept: the news desk's preview of a draft. Undefined
   * when the remote's server build could not draw it (the preview is then the remote's own).
   */
  async function preview(indexHtml: string, url: string, head: string, dataRequest: ApiRequest) {
    const build = await currentShell();
    if (!build?.renderer) return undefined;
    const { routes } = await currentRegistry();
    const name = remoteForPath(url.split('?')[0], routes);
    const file = name ? await remoteFile(name) : undefined;
    if (!name || !file) return undefined;
    const page = await render(build.renderer, url, routes, { name, file }, dataRequest).catch(() => undefined);
    return page?.firstPaint ? assemble(indexHtml, page, head, { withData: false }) : undefined;
  }

  return {
    warm: async () => void (await currentShell()),
    routes: async () => (await currentRegistry()).routes,
    async page(indexHtml, url, { cache: cacheable = true, head = '', request: dataRequest, beforeRender } = {}) {
      if (dataRequest) return preview(indexHtml, url, head, dataRequest);
      const build = await currentShell();
      if (!build?.renderer) return undefined;
      const [pathOnly, query = ''] = url.split('?');
      const { routes } = await currentRegistry();
      const owner = remoteRouteFor(pathOnly, routes);
      const name = owner?.remote;
      const file = name && request ? await remoteFile(name) : undefined;
      const remote = name && file ? { name, file } : undefined;
      // A remote's page by its version and whole address (the query is its state); the shell's by path.
      const key = remote ? `${remote.file}|${url}` : pathOnly;
      // Kept only where the address space is the site's, not the visitor's to invent: never a not-found page
      // (the caller's `cache`), never a page of a remote drawn in the browser (the staff area: any
      // `/staff/members/<id>` would be a new entry), and a remote's page only for an address whose query holds
      // nothing but the parameters its route reads (`query` in routes.json), so junk parameters are drawn
      // but not kept.
      const keep = cacheable && (remote ? readsOnly(query, owner?.route.query) : !name);
      // Read before the page is drawn, so a page is never kept under a version newer than its data.
      const version = remote && dataVersion ? await dataVersion() : undefined;
      let page = cache.get(key);
      if (page && (page.expires < Date.now() || page.version !== version)) page = undefined;
      if (!page) {
        beforeRender?.();
        try {
          const rendered = await render(build.renderer, url, routes, remote);
          // A remote's page is drawn from data (or failed, perhaps only this once): kept for a while only,
          // and only while the data is unchanged.
          page = { ...rendered, expires: remote ? Date.now() + dataPageTtlMs : Infinity, version };
          // Not-found paths are anyone's to invent: they are rendered each time, never kept.
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
      // The whole document is kept with the page, made again only when the shell's index.html changes.
      if (page.assembled?.index !== indexHtml || page.assembled.head !== head) {
        const assembled = assemble(indexHtml, page, head, { withData: true });
        if (assembled === undefined) return undefined;
        page.assembled = { index: indexHtml, head, html: assembled };
      }
      return page.assembled.html;
    },
  };
}
