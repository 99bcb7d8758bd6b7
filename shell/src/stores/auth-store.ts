import { create } from 'zustand';
import type { AxiosInstance } from 'axios';
import { paths, tokenStorageKey } from '@tenants/shared/core';
import { loadSharedApi } from '../app/shared-api';

interface AuthState {
  token: string | null;
  loggedIn: boolean;
  /** Reads the stored token (called once at start: no storage access at module scope). */
  restore(): void;
  /**
   * At start: reads the stored token and has the server check it, so the header is right on every page.
   * A visit that starts on the login or sign-up page leaves the check to that screen, which makes it as it
   * loads (docs/product/accounts-and-guides.md): one request, not two. The client is asked for only when there is a token to check, so
   * a visitor's page never loads the API client at start.
   */
  start(client: () => AxiosInstance | Promise<AxiosInstance>, landingPath: string): Promise<void>;
  /** Asks the server whether the stored token is still good; anything but `success: true` logs out. */
  checkToken(client: AxiosInstance): Promise<void>;
  /**
   * Fetches the member's profile with the stored token (the guides section's check, docs/product/accounts-and-guides.md); anything but
   * a profile logs out. The client must send the session's token: `createApiClient(config, () => token)`.
   */
  checkProfile(client: AxiosInstance): Promise<void>;
  login(token: string): void;
  logout(): void;
}

/** The account screens that check the stored token as they load (docs/product/accounts-and-guides.md). */
const screensThatCheckToken = new Set<string>([paths.login, paths.signUp]);

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(tokenStorageKey);
  } catch {
    // Storage can be blocked (privacy settings); the visitor is then simply logged out.
    return null;
  }
}

/**
 * The shell's one auth store. The token lives in localStorage under `token` (docs/product/accounts-and-guides.md); the logged-in flag
 * starts false and only turns true once the server accepts the token (or on login).
 */
export const useAuthStore = create<AuthState>((set, get) => {
  /** Puts the stored token to the server with `accepts`: true logs in, false or a throw logs out. */
  async function verify(accepts: (token: string) => Promise<boolean>) {
    const token = get().token;
    if (!token) {
      set({ loggedIn: false });
      return;
    }
    let accepted = false;
    try {
      accepted = await accepts(token);
    } catch {
      // 401, 404 (endpoint not deployed yet) and network errors all mean "not accepted".
      accepted = false;
    }
    // The visitor may have logged in or out while the check was in flight: that newer state wins.
    if (get().token !== token) return;
    if (accepted) set({ loggedIn: true });
    else get().logout();
  }

  return {
    token: null,
    loggedIn: false,
    restore() {
      set({ token: readStoredToken(), loggedIn: false });
    },
    start(client, landingPath) {
      get().restore();
      if (!get().token || screensThatCheckToken.has(landingPath.replace(/\/+$/, ''))) return Promise.resolve();
      // A client that cannot be had (its code did not load: offline) leaves the visitor logged out, token kept.
      return Promise.resolve(client()).then(
        (c) => get().checkToken(c),
        () => undefined,
      );
    },
    checkToken: (client) =>
      verify(async (token) => {
        const { tokenCheckPath, tokenCheckResponseSchema } = await loadSharedApi();
        return tokenCheckResponseSchema.safeParse((await client.post(tokenCheckPath, { token })).data).data?.success === true;
      }),
    // docs/product/api.md sends this GET with the JSON content type; axios drops the header from a request without a
    // body, and a null body is one it keeps it for (the browser sends no body with a GET).
    checkProfile: (client) =>
      verify(async () => {
        const { profilePath, profileResponseSchema } = await loadSharedApi();
        return profileResponseSchema.safeParse((await client.get(profilePath, { data: null })).data).success;
      }),
    login(token) {
      window.localStorage.setItem(tokenStorageKey, token);
      set({ token, loggedIn: true });
    },
    logout() {
      window.localStorage.removeItem(tokenStorageKey);
      set({ token: null, loggedIn: false });
    },
  };
});
