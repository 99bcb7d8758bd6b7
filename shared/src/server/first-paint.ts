import type { ComponentType } from 'react';
import type { AxiosInstance } from 'axios';
import type { RemoteProps } from '../session';
/**
 * API answers a page needs at first paint, keyed by the remote's own request keys. Fetched during the
 * server render and carried in the HTML, so hydration draws the same page without fetching it again.
 */
export type FirstPaintData = Record<string, unknown>;

/**
 * Set by `loadData` when the address names nothing that exists (an unknown article): the server answers
 * 404 and draws the site's 404 page in the remote's slot, and the browser hydrates that.
 */
export const notFoundKey = 'notFound';

/**
 * What a remote's server build (`<version>/server/page.js`) exports: the page its browser build exposes as
 * './Page', and what that page needs from the API at `url` (fetched with `client`, which the site server
 * answers in process). Data-less pages leave `loadData` out.
 */
export interface RemoteServerModule {
  default: ComponentType<RemoteProps>;
  loadData?(url: URL, client: AxiosInstance): Promise<FirstPaintData>;
}

/** The remote page the server rendered, as the HTML tells the browser (JSON in `#first-paint`). */
export interface FirstPaint {
  remote: string;
  /** The path and query the server rendered; the data belongs to that address only. */
  url: string;
  data: FirstPaintData;
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
