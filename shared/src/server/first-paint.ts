import type { ComponentType } from 'react';
import type { AxiosInstance } from 'axios';
import type { RuntimeConfig } from '../config/brand';
import type { RemoteProps } from '../session';
/**
 * API answers a page needs at first paint, keyed by the remote's own request keys. Fetched during the
 * server render and carried in the HTML, so hydration draws the same page without fetching it again.
 */
export type FirstPaintData = Record<string, unknown>;

/**
 * The legacy way of saying "nothing here" (an unknown article): a release that returns bare data with this
 * key set is read as `status: 404`. New releases return `status: 404` instead.
 * @deprecated Return `{ data, status: 404 }` from `loadData`.
 */
export const notFoundKey = 'notFound';

/** One `<meta>` of a page's head: by `name` (description, twitter:*) or by `property` (og:*, article:*). */
export type HeadMeta = { name: string; content: string; property?: never } | { property: string; content: string; name?: never };

/**
 * A page's head as its remote asks for it, as data: the site server escapes every value and writes the
 * elements itself (a remote never hands it HTML). `title` replaces the document title, a `description`
 * meta the shell's, `canonical` the site's canonical link; each `jsonLd` object becomes a
 * `<script type="application/ld+json">` data block.
 */
export interface HeadTags {
  title?: string;
  meta?: HeadMeta[];
  /** An absolute http(s) address. */
  canonical?: string;
  jsonLd?: Record<string, unknown>[];
}

/** What a remote's `loadData` answers for one address. */
export interface LoadedPage {
  /** The API answers the page is drawn from (written into the HTML for hydration). */
  data: FirstPaintData;
  /** The HTTP status; 404 draws the site's 404 page (by the shell) in place of the remote's. 200 when absent. */
  status?: number;
  head?: HeadTags;
  /**
   * What the page was drawn from, in the remote's own terms (e.g. a listing's category, page and keyword
   * with a digest of the answer): the site server keeps the drawn page per version set, remote, address and
   * this key, so data that changes gives a new key. `null`: never keep this page. Absent: kept by address.
   */
  cacheKey?: string | null;
  /** Keep the page at most this long (the site server's short default when absent). */
  cacheForMs?: number;
}

/**
 * `loadData`'s answer as the site server reads it: a `LoadedPage`, or a release's bare first-paint data
 * (releases from before `LoadedPage`, still deployed), read as `{ data }` (with the legacy not-found key as
 * a 404). Anything else is no data.
 */
export function readLoadedPage(answer: unknown): LoadedPage {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return { data: {} };
  const given = answer as Partial<LoadedPage>;
  const keys = Object.keys(answer);
  const isLoaded = given.data !== null && typeof given.data === 'object' && !Array.isArray(given.data) && keys.every((key) => loadedPageKeys.has(key));
  if (!isLoaded) {
    const data = answer as FirstPaintData;
    return data[notFoundKey] === true ? { data, status: 404, cacheKey: null } : { data };
  }
  return {
    data: given.data as FirstPaintData,
    ...(Number.isInteger(given.status) && (given.status as number) >= 200 && (given.status as number) <= 599 ? { status: given.status } : {}),
    ...(given.head && typeof given.head === 'object' ? { head: given.head } : {}),
    ...(given.cacheKey === null || typeof given.cacheKey === 'string' ? { cacheKey: given.cacheKey } : {}),
    ...(typeof given.cacheForMs === 'number' && Number.isFinite(given.cacheForMs) ? { cacheForMs: given.cacheForMs } : {}),
  };
}
const loadedPageKeys = new Set(['data', 'status', 'head', 'cacheKey', 'cacheForMs']);

/**
 * What a remote's server build (`<version>/server/page.js`) exports: the page its browser build exposes as
 * './Page', and what that page needs from the API at `url` (fetched with `client`, which the site server
 * answers in process), with its status, head tags and cache key; `config` is the site's run-time config
 * (its public origin and API base, for the absolute addresses of link previews). Data-less pages leave
 * `loadData` out.
 */
export interface RemoteServerModule {
  default: ComponentType<RemoteProps>;
  /** A `LoadedPage`; bare `FirstPaintData` is what releases before it return, still accepted. */
  loadData?(url: URL, client: AxiosInstance, config: RuntimeConfig): Promise<LoadedPage | FirstPaintData>;
}

/** The remote page the server rendered, as the HTML tells the browser (JSON in `#first-paint`). */
export interface FirstPaint {
  remote: string;
  /** The path and query the server rendered; the data belongs to that address only. */
  url: string;
  data: FirstPaintData;
  /** 404: the address names nothing (the shell's 404 page is drawn and hydrated); absent for 200. */
  status?: number;
}

export const firstPaintElementId = 'first-paint';

/** Where the page carries the routes the deployed remotes serve (JSON), for the shell's router. */
export const remoteRoutesElementId = 'remote-routes';
/** The element holding the run-time config the site server serves as `/config.json`, in every page it sends. */
export const runtimeConfigElementId = 'runtime-config';

/**
 * The JSON the site server wrote into the page under `id`, or undefined. Only a `<script type=
 * "application/json">` directly in `<head>` or `<body>` counts: page content is drawn inside `#root` and never
 * holds a script (the article policy keeps none), so no content can stand in for the page's own data, as an
 * element of the same id found first by `getElementById` once did.
 */
export function readPageJson(id: string): unknown {
  const selector = ['head', 'body'].map((parent) => `${parent} > script[type="application/json"]#${id}`).join(', ');
  const text = document.querySelector(selector)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
