import { firstPaintElementId, remoteRoutesElementId, remoteVersionsElementId, type FirstPaint, type RemoteRouteTable } from '@tenants/shared/model';
import { escapeHtml } from '../mail/escape-html';

/** JSON inside a `<script>` element: nothing in it may close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A JSON data element the browser reads with `readPageJson` (only such scripts directly in head or body count). */
export const jsonScript = (id: string, value: unknown) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;

/** A page as drawn: its HTML, title, the remote's first-paint data and styles. */
export interface Rendered {
  html: string;
  title: string;
  firstPaint?: FirstPaint;
  css?: string;
}

/**
 * What every page carries for the browser's start: the routes the page's remote versions serve (so the shell
 * mounts a route a release added without asking for it) and the versions themselves (the browser registers
 * exactly these, and keeps them for the tab: no registry read before the page is live).
 */
export const pageDataScripts = (routes: RemoteRouteTable, versions: Readonly<Record<string, string>>) =>
  `${jsonScript(remoteRoutesElementId, routes)}${jsonScript(remoteVersionsElementId, versions)}`;

/**
 * Preloads of what the browser fetches first for a remote's page: its manifest (fetched by the federation
 * runtime, hence `as="fetch"` with `crossorigin` to match), its entry and the exposed page's own chunks, so
 * they come in parallel with the shell's scripts instead of one after another.
 */
export function remotePreloads(manifestUrl: string, files: readonly string[]): string {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const href = (file: string) => escapeHtml(`${base}${file}`);
  return [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}">`, ...files.map((file) => `<link rel="preload" as="script" href="${href(file)}">`)].join('');
}

/**
 * The shell's index.html with a drawn page in it: its title, the remote's styles, `head` at the end of the
 * head, and (for a page the browser will hydrate) its first-paint data right after the root. Undefined when
 * the index has no root to draw into.
 */
export function assemble(indexHtml: string, { html, title, firstPaint, css }: Rendered, head: string, { withData }: { withData: boolean }) {
  // The built index.html is minified: the root may be written `<div id=root></div>`.
  const root = /<div id=("?)root\1><\/div>/;
  if (!root.test(indexHtml)) return undefined;
  const data = withData && firstPaint ? jsonScript(firstPaintElementId, firstPaint) : '';
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<\/head>/i, () => `${firstPaint && css ? `<style data-remote="${firstPaint.remote}">${css}</style>` : ''}${head}</head>`)
    .replace(root, () => `<div id="root">${html}</div>${data}`);
}
