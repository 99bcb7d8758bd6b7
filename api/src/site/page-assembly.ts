import {
  firstPaintElementId,
  remoteIntegrityElementId,
  remoteRoutesElementId,
  remoteVersionsElementId,
  type FirstPaint,
  type HeadTags,
  type RemoteRouteTable,
} from '@tenants/shared/model';
import { escapeHtml } from '../mail/escape-html';
import type { VersionSet } from './deployed-registry';
import { pageScriptsElementId } from './start-script';

/** The element the shell's browser start reads the frame's data from (shell/src/pages/content/site-data.tsx). */
export const siteDataElementId = 'site-data';

/** JSON inside a `<script>` element: nothing in it may close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A JSON data element the browser reads with `readPageJson` (only such scripts directly in head or body count). */
export const jsonScript = (id: string, value: unknown) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;

/** A page as drawn: its HTML, title, the remote's first-paint data, styles and head tags. */
export interface Rendered {
  html: string;
  title: string;
  firstPaint?: FirstPaint;
  /** The frame's data (settings, navigation) the shell drew with: the browser's first render draws the same. */
  siteData?: unknown;
  css?: string;
  /** The head the remote asked for (its `loadData`), written by `headTags`. */
  tags?: HeadTags;
}

/**
 * What every page carries for the browser's start: the routes the page's remote versions serve (so the shell
 * mounts a route a release added without asking for it) and the versions themselves (the browser registers
 * exactly these, and keeps them for the tab: no registry read before the page is live).
 */
export const pageDataScripts = (
  routes: RemoteRouteTable,
  versions: Readonly<Record<string, string>>,
  integrity: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
) =>
  // The hashes recorded at release, of the page's own remote (the shell asks for another's as it loads it):
  // written even empty, which tells the shell that this site checks remote files (docs/releases.md).
  `${jsonScript(remoteRoutesElementId, routes)}${jsonScript(remoteVersionsElementId, versions)}${jsonScript(remoteIntegrityElementId, integrity)}`;

/**
 * The page's scripts, for the start script to preload once the page has painted (start-script.ts): the
 * shell's, then the remote's entry, page and route chunks (from its version folder, where its manifest is),
 * and the remote's manifest, fetched by the federation runtime (`fetch`).
 */
export function pageScripts(
  shellFiles: readonly string[],
  remote?: { manifestUrl: string; files: readonly string[]; integrity?: Readonly<Record<string, string>> },
): string {
  const base = remote ? remote.manifestUrl.slice(0, remote.manifestUrl.lastIndexOf('/') + 1) : '';
  const script = [...shellFiles.map((file) => `/${file}`), ...(remote?.files ?? []).map((file) => `${base}${file}`)];
  // A preload is used by the load that follows only when both ask alike: with the same hash and CORS. Scripts
  // only: Chrome ignores `integrity` on a fetch preload (and says so), so the manifest's is left to the shell.
  const hashed = remote?.integrity
    ? Object.fromEntries(remote.files.flatMap((file) => (remote.integrity![file] ? [[`${base}${file}`, remote.integrity![file]]] : [])))
    : {};
  return jsonScript(pageScriptsElementId, { script, fetch: remote ? [remote.manifestUrl] : [], ...(Object.keys(hashed).length ? { integrity: hashed } : {}) });
}

/** The remote part of `pageScripts`: `files` of `remote`'s version in `set`, with their recorded hashes. */
export const remoteScripts = (set: Pick<VersionSet, 'entries' | 'integrity'>, remote: string, files: readonly string[]) => ({
  manifestUrl: set.entries[remote],
  files,
  integrity: set.integrity[set.entries[remote]],
});

/** What a remote may name in a meta element (`og:image:alt`, `twitter:card`, `description`). */
const metaKey = /^[A-Za-z][\w:.-]{0,63}$/;
const limits = { meta: 64, jsonLd: 8, text: 2000, jsonLdChars: 64_000 };
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, limits.text) : undefined);
const httpUrl = (value: unknown) => {
  if (typeof value !== 'string') return undefined;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A remote's head tags as elements: every value escaped, every name checked, JSON-LD as data blocks no text
 * can close; whatever is not of the contract's shape is left out. A remote's code runs on the server, but
 * what it answers comes from data (an article's title), so it is written as text, never as HTML.
 */
export function headTags(tags: HeadTags | undefined) {
  const given: Partial<Record<keyof HeadTags, unknown>> = tags && typeof tags === 'object' ? tags : {};
  const meta = (Array.isArray(given.meta) ? (given.meta as unknown[]) : []).slice(0, limits.meta).flatMap((item) => {
    const { name, property, content } = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const [attr, key] = typeof name === 'string' ? ['name', name] : ['property', property];
    const value = text(content);
    return typeof key === 'string' && metaKey.test(key) && value !== undefined ? [{ attr, key, value }] : [];
  });
  const jsonLd = (Array.isArray(given.jsonLd) ? (given.jsonLd as unknown[]) : [])
    .slice(0, limits.jsonLd)
    .filter((item) => item && typeof item === 'object' && !Array.isArray(item))
    .map((item) => scriptJson(item))
    .filter((json) => json.length <= limits.jsonLdChars);
  const canonical = httpUrl(given.canonical);
  return {
    title: text(given.title),
    canonical,
    /** Whether the remote gives the page's description (the shell's is then left out). */
    description: meta.some((m) => m.attr === 'name' && m.key.toLowerCase() === 'description'),
    html: [
      ...meta.map((m) => `<meta ${m.attr}="${m.key}" content="${escapeHtml(m.value)}">`),
      ...(canonical ? [`<link rel="canonical" href="${escapeHtml(canonical)}">`] : []),
      ...jsonLd.map((json) => `<script type="application/ld+json">${json}</script>`),
    ].join(''),
  };
}

/** The `#page-scripts` element in a page's `head` data, as `pageScripts` writes it (its JSON cannot hold `<`). */
const pageScriptsElement = new RegExp(`<script type="application/json" id="${pageScriptsElementId}">[^<]*</script>`);

/**
 * The shell's index.html with a drawn page in it: its title (the remote's, when it names one), the remote's
 * styles and head tags, the site's canonical link unless the remote gives its own, and after the root (for a
 * page the browser will hydrate) its first-paint data and then `head`: the page's data. None of that is needed
 * before the first paint, so it comes after the page's HTML; except the list of its scripts, which goes in the
 * head: the start script preloads them at the first frame after the paint (start-script.ts), and on a phone's
 * CPU the parser reached the end of a page only about 0.25 s later (the preloads waited for it).
 * Undefined when the index has no root to draw into.
 */
export function assemble(
  indexHtml: string,
  { html, title, firstPaint, siteData, css, tags }: Rendered,
  head: string,
  { withData, canonical }: { withData: boolean; canonical?: string },
) {
  // The built index.html is minified: the root may be written `<div id=root></div>`.
  const root = /<div id=("?)root\1><\/div>/;
  if (!root.test(indexHtml)) return undefined;
  const data = `${siteData ? jsonScript(siteDataElementId, siteData) : ''}${withData && firstPaint ? jsonScript(firstPaintElementId, firstPaint) : ''}`;
  const remoteHead = headTags(tags);
  const siteCanonical = canonical && !remoteHead.canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '';
  const styles = firstPaint && css ? `<style data-remote="${escapeHtml(firstPaint.remote)}">${css}</style>` : '';
  const index = remoteHead.description ? indexHtml.replace(/<meta\s+name=["']?description["']?[^>]*>/i, '') : indexHtml;
  const scripts = pageScriptsElement.exec(head)?.[0] ?? '';
  return index
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(remoteHead.title ?? title)}</title>`)
    .replace(/<\/head>/i, () => `${styles}${remoteHead.html}${siteCanonical}${scripts}</head>`)
    .replace(root, () => `<div id="root">${html}</div>${data}${head.replace(scripts, '')}`);
}
