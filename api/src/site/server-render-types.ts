import type {
  FirstPaint,
  FormResult,
  LoadedPage,
  PageRecord,
  RemoteRouteTable,
  RemoteServerModule,
  RuntimeConfig,
  SiteNavigation,
  SiteSettings,
} from '@tenants/shared/model';
import type { VersionSet } from './deployed-registry';

// The renderer's types: what the shell's server build exports, and what the site server asks of the renderer.

/** An API call answered in process (the site server's own routes, through `app.inject`). */
export type ApiRequest = (request: { method: string; url: string }) => Promise<{ status: number; body: string }>;

/** A remote as the shell's server build draws it: its server build, how its API calls are answered, what it loaded. */
export interface ServerRemote {
  name: string;
  module: RemoteServerModule;
  request: ApiRequest;
  loaded?: LoadedPage;
}

/** What the shell draws an address from: the page published there (null: none) and the frame's settings and navigation. */
export interface SiteContent {
  page: PageRecord | null;
  settings: SiteSettings;
  navigation: SiteNavigation;
}

/** What the shell's server build (deploy/shell-server/render.js) exports. */
export interface ShellRenderer {
  renderPage(
    url: string,
    config: RuntimeConfig,
    remote?: ServerRemote,
    routes?: RemoteRouteTable,
    formResult?: FormResult,
    content?: SiteContent,
  ): Promise<{ html: string; title: string; firstPaint?: FirstPaint; siteData?: Omit<SiteContent, 'page'> }>;
  /** A remote's answer for an address (its `loadData`): data, status, head tags, cache key. */
  loadPage?(url: string, config: RuntimeConfig, remote: ServerRemote): Promise<LoadedPage>;
  /** The shell's chunk groups the page at `pathname` runs on (its load-plan.json names their scripts). */
  pageChunks?(pathname: string, table?: RemoteRouteTable): string[];
  /** The modules remotes' server builds take from the shell's (one React, one router). */
  sharedModules: Record<string, unknown>;
  /** The version of the shared package the shell was built with (what a remote's release must accept). */
  sharedVersion?: string;
}

export interface PageOptions {
  /** The visit's version set (`pickVersions`); the stable versions when absent. */
  versions?: VersionSet;
  /** Whether the page may be kept (false for not-found paths). */
  cache?: boolean;
  /** Added at the end of the head. */
  head?: string;
  /** The page's canonical address, written when it answers 200 and its remote names none of its own. */
  canonical?: string;
  /** Answers the page's data instead of the API (a preview of a draft): such a page is never kept. */
  request?: ApiRequest;
  /** Runs when the page is not kept and must be drawn; it may throw (a client's render budget). */
  beforeRender?: () => void;
  /** The answer to a form posted without JavaScript: the page is drawn with it, never kept. */
  formResult?: FormResult;
  /** What a shell page is drawn from instead of what is published (the pages desk's preview of a draft): never kept. */
  content?: SiteContent;
}

/** A document drawn on the server, and the status it answers with (its remote's: 404 for an unknown article). */
export interface DrawnPage {
  html: string;
  status: number;
  /** The drawn page's document as kept (one object per kept page): what its compressed copies are kept with. */
  keptWith?: object;
}

export interface ServerRenderer {
  /** Loads the shell's server build (at start, so the first visitor does not wait for it). */
  warm(): Promise<void>;
  /** A visit's version set, chosen at its first page: the stable versions, or a canary's for its cohort. */
  pickVersions(random?: () => number): Promise<VersionSet>;
  /** How many pages the page cache keeps and what they weigh, for the metrics. */
  cacheSize(): { entries: number; bytes: number };
  /** The canaries running now (remote, version, share of visits), for the metrics. */
  canaries(): Promise<Array<{ remote: string; version: string; percent: number }>>;
  /** The routes the remote versions of `versions` serve (the stable set's when absent): for 200 or 404. */
  routes(versions?: VersionSet): Promise<RemoteRouteTable>;
  /** What every page of the set carries for the browser (routes, versions), and preloads of `pathname`'s remote's first files. */
  pageData(versions: VersionSet, pathname: string): Promise<string>;
  /**
   * The shell's index.html with the page rendered into its root, its title and head tags set, with the
   * status its remote answered; undefined when the shell's server build is missing, fails or runs out of
   * time (the caller then sends the plain shell). `url` is the path and query. A remote's page is drawn by
   * the version the set names. The same page and set give the same string until something changes.
   */
  page(indexHtml: string, url: string, options?: PageOptions): Promise<DrawnPage | undefined>;
}
