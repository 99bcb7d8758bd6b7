import { create } from 'zustand';
import { tokenStorageKey } from '@tenants/shared';

interface AuthState {
  token: string | null;
  loggedIn: boolean;
  login(token: string): void;
  logout(): void;
}

const readToken = () => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
};

/**
 * The shell's one auth store. The token lives in localStorage under `token` (SPEC §3); the logged-in flag
 * starts false and only turns true once the server accepts the token (or on login).
 */
export const useAuthStore = create<AuthState>((set) => ({
  token: readToken(),
  loggedIn: false,
  login(token) {
    window.localStorage.setItem(tokenStorageKey, token);
    set({ token, loggedIn: true });
  },
  logout() {
    window.localStorage.removeItem(tokenStorageKey);
    set({ token: null, loggedIn: false });
  },
}));
