import type { RuntimeConfig } from './config/brand';
import type { FirstPaintData } from './server/first-paint';

/** The shell's auth store as the remotes see it (they never import the shell). */
export interface Session {
  token: string | null;
  loggedIn: boolean;
  /** Store the token (localStorage `token`) and mark the visitor logged in. */
  login(token: string): void;
  /** Remove the token and mark the visitor logged out. */
  logout(): void;
}

/** Props the shell passes to every page a remote exposes. */
export interface RemoteProps {
  session: Session;
  config: RuntimeConfig;
  /**
   * The API answers the server fetched for this page at first paint (see `RemoteServerModule.loadData`);
   * present only while the visitor is on the address the server rendered.
   */
  data?: FirstPaintData;
}

/** localStorage key of the auth token (docs/product/accounts-and-guides.md). */
export const tokenStorageKey = 'token';
