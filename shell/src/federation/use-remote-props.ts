import { useMemo } from 'react';
import type { RemoteProps } from '@tenants/shared/core';
import { useAuthStore } from '../stores/auth-store';
import { useRuntimeConfig } from '../app/runtime-config';

/** The session port of the auth store plus the run-time config: the whole contract a remote gets. */
export function useRemoteProps(): RemoteProps {
  const token = useAuthStore((s) => s.token);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const login = useAuthStore((s) => s.login);
  const logout = useAuthStore((s) => s.logout);
  const config = useRuntimeConfig();
  return useMemo(() => ({ session: { token, loggedIn, login, logout }, config }), [token, loggedIn, login, logout, config]);
}
