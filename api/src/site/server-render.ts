import { readFile, stat } from 'node:fs/promises';
import Module from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RuntimeConfig } from '@tenants/shared';
import { escapeHtml } from '../mail/escape-html';

/** What the shell's server build (deploy/shell-server/render.js) exports. */
interface ShellRenderer {
  renderPage(url: string, config: RuntimeConfig): Promise<{ html: string; title: string }>;
}

export const shellServerFile = 'shell-server/render.js';
/** A page that takes longer is sent as the plain shell, painted by the browser as before. */
export const renderBudgetMs = 300;
/** Anonymous pages kept rendered; page paths are a bounded set (routes plus articles), this caps the rest. */
const cacheLimit = 2000;

export interface ServerRenderer {
  /** Loads the shell's server build (at start, so the first visitor does not wait for it). */
  warm(): Promise<void>;
  /**
   * The shell's index.html with the page rendered into its root and its title set, or undefined when the
   * server build is missing, fails or runs out of time (the caller then sends the plain shell).
   */
  page(indexHtml: string, urlPath: string, options?: { cache?: boolean }): Promise<string | undefined>;
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`render took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });

/**
 * Server rendering of the shell's pages at the site server. The shell's server build is loaded from the
 * deploy folder and loaded again when a new one is deployed (no restart). What it renders is the anonymous
 * page (nobody is logged in on the server, remotes' slots show their loading state), so it is the same for
 * every visitor and is cached per path until the next deploy of the shell. A failure falls back to the
 * browser painting the page, logged once per build.
 */
export function serverRenderer({ deployDir, config, log }: { deployDir: string; config: RuntimeConfig; log: FastifyBaseLogger }): ServerRenderer {
  const file = path.join(deployDir, shellServerFile);

  /**
   * Each deployed build as a module of its own, compiled from the file as it is now: the require cache
   * would keep the first build for the life of the process. (The build is self-contained CommonJS.)
   */
  async function load(): Promise<ShellRenderer> {
    const module = new Module(file);
    module.filename = file;
    (module as Module & { _compile(source: string, filename: string): void })._compile(await readFile(file, 'utf8'), file);
    return module.exports as ShellRenderer;
  }
  let loaded: { version: number; renderer?: ShellRenderer } | undefined;
  let failedVersion: number | undefined;
  const cache = new Map<string, { html: string; title: string }>();

  async function current(): Promise<{ version: number; renderer?: ShellRenderer } | undefined> {
    const version = await stat(file).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (version === undefined) return undefined;
    if (loaded?.version !== version) {
      cache.clear();
      try {
        const renderer = await load();
        loaded = { version, renderer };
        // A first render compiles the rendering code paths: done now, so no visitor's page pays for it
        // against the render budget.
        await renderer.renderPage('/', config).catch(() => undefined);
      } catch (error) {
        loaded = { version };
        log.warn({ err: error }, 'server rendering: the shell server build does not load; pages are painted in the browser');
      }
    }
    return loaded;
  }

  return {
    warm: async () => void (await current()),
    async page(indexHtml, urlPath, { cache: keep = true } = {}) {
      const build = await current();
      if (!build?.renderer) return undefined;
      let page = cache.get(urlPath);
      if (!page) {
        try {
          page = await withTimeout(build.renderer.renderPage(urlPath, config), renderBudgetMs);
        } catch (error) {
          if (failedVersion !== build.version) log.warn({ err: error, url: urlPath }, 'server rendering failed; pages fall back to the browser until the next shell deploy');
          failedVersion = build.version;
          return undefined;
        }
        // Not-found paths are anyone's to invent: they are rendered each time, never kept.
        if (keep) {
          if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value!);
          cache.set(urlPath, page);
        }
      }
      // The built index.html is minified: the root may be written `<div id=root></div>`.
      const root = /<div id=("?)root\1><\/div>/;
      if (!root.test(indexHtml)) return undefined;
      return indexHtml
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace(root, () => `<div id="root">${page.html}</div>`);
    },
  };
}
