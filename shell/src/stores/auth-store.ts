import { create } from 'zustand';
import type { AxiosInstance } from 'axios';
import { tokenCheckPath, tokenCheckResponseSchema, tokenStorageKey } from '@tenants/shared';

interface AuthState {
  token: string | null;
  loggedIn: boolean;
  /** Reads the stored token (called once at start: no storage access at module scope). */
  restore(): void;
  /** Asks the server whether the stored token is still good; anything but `success: true` logs out. */
  checkToken(client: AxiosInstance): Promise<void>;
  login(token: string): void;
  logout(): void;
}

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(tokenStorageKey);
  } catch {
    // Storage can be blocked (privacy settings); the visitor is then simply logged out.
    return null;
  }
}

/**
 * The shell's one auth store. The token lives in localStorage under `token` (SPEC §3); the logged-in flag
 * starts false and only turns true once the server accepts the token (or on login).
 */
export const useAuthStore = create<AuthState>((set, get) => ({
  token: null,
  loggedIn: false,
  restore() {
    set({ token: readStoredToken(), loggedIn: false });
  },
  async checkToken(client) {
    const token = get().token;
    if (!token) {
      set({ loggedIn: false });
      return;
    }
    let accepted = false;
    try {
      const { data } = await client.post(tokenCheckPath, { token });
      accepted = tokenCheckResponseSchema.safeParse(data).data?.success === true;
    } catch {
      // 401, 404 (endpoint not deployed yet) and network errors all mean "not accepted".
      accepted = false;
    }
    // The visitor may have logged in or out while the check was in flight: that newer state wins.
    if (get().token !== token) return;
    if (accepted) set({ loggedIn: true });
    else get().logout();
  },
  login(token) {
    window.localStorage.setItem(tokenStorageKey, token);
    set({ token, loggedIn: true });
  },
  logout() {
    window.localStorage.removeItem(tokenStorageKey);
    set({ token: null, loggedIn: false });
  },
}));
