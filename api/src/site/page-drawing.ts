import path from 'node:path';
import type { FormResult, RemoteRouteTable, RuntimeConfig } from '@tenants/shared/model';
import { withTimeout } from './compile-build';
import { contentPageHead } from './content-page-head';
import type { KeptPage } from './page-cache';
import type { remoteBuilds } from './remote-builds';
import type { ApiRequest, ServerRemote, ShellRenderer, SiteContent } from './server-render-types';

/**
 * A page that takes longer is sent as the plain shell, painted by the browser as before. A second, not less: a
 * first article drawn while the machine is busy took over 300 ms, and a reader without script then got an
 * empty page where waiting a little longer would have given them the article.
 */
export const renderBudgetMs = 1000;

/** A remote page's owner as the renderer found it: the remote, its version folder, how its data is answered. */
export interface Drawn {
  name: string;
  folder: string;
  request: ApiRequest;
}

/**
 * Drawing one page (the renderer decides whether it is kept): the remote's server build and its data, then
 * the shell's render with the remote in its slot, or the shell's frame alone when the remote fails.
 */
export function pageDrawing({
  config,
  builds,
  warnOnce,
  measure,
}: {
  config: RuntimeConfig;
  builds: ReturnType<typeof remoteBuilds>;
  warnOnce: (build: string, error: unknown, message: string) => void;
  measure?: { render(remote: string, version: string, seconds: number): void };
}) {
  /** The remote's server build and what it answers for `url`, within the render budget; rejects on any failure. */
  async function load(renderer: ShellRenderer, url: string, drawn: Drawn) {
    const { module, css } = await builds.load(drawn.folder, renderer.sharedModules, renderer.sharedVersion);
    const remote: ServerRemote = { name: drawn.name, module, request: drawn.request };
    // A shell build from before `loadPage` loads the data as it draws (no status, head or key of the remote's).
    if (renderer.loadPage) remote.loaded = await withTimeout(renderer.loadPage(url, config, remote), renderBudgetMs);
    return { remote, css, started: performance.now() };
  }

  /** The page drawn by the remote from what it loaded (rejects on failure or past the budget). */
  async function drawRemote(
    renderer: ShellRenderer,
    url: string,
    routes: RemoteRouteTable,
    { remote, css }: Awaited<ReturnType<typeof load>>,
    formResult?: FormResult,
    content?: SiteContent,
  ): Promise<KeptPage> {
    const page = await withTimeout(renderer.renderPage(url, config, remote, routes, formResult, content), renderBudgetMs);
    return { ...page, css, tags: remote.loaded?.head, status: remote.loaded?.status ?? 200 };
  }

  /**
   * The shell's frame, the remote's slot (if any) left to the browser. A content page's head (description,
   * Open Graph) is drawn with it, so it is kept with the page and made again when a publish bumps the version.
   */
  const drawFrame = async (
    renderer: ShellRenderer,
    url: string,
    routes: RemoteRouteTable,
    formResult?: FormResult,
    content?: SiteContent,
  ): Promise<KeptPage> => ({
    ...(await withTimeout(renderer.renderPage(url.split('?')[0], config, undefined, routes, formResult, content), renderBudgetMs)),
    ...(content?.page ? { tags: contentPageHead(content.page, config) } : {}),
    status: 200,
  });

  /** Draws a page not kept, counting its time; the remote's failure leaves its slot to the browser. */
  async function draw(
    renderer: ShellRenderer,
    url: string,
    routes: RemoteRouteTable,
    drawn?: Drawn,
    loaded?: Awaited<ReturnType<typeof load>>,
    formResult?: FormResult,
    content?: SiteContent,
  ) {
    const started = performance.now();
    let page: KeptPage | undefined;
    if (drawn && loaded) {
      page = await drawRemote(renderer, url, routes, loaded, formResult, content).catch(
        (error: unknown) => void warnOnce(drawn.folder, error, `server rendering: ${drawn.name}'s server build failed; its pages are drawn in the browser`),
      );
    }
    page ??= await drawFrame(renderer, url, routes, formResult, content);
    measure?.render(drawn?.name ?? 'shell', drawn ? path.basename(drawn.folder) : '-', (performance.now() - started) / 1000);
    return page;
  }

  return { load, drawRemote, draw };
}
