import { useMemo, useRef } from 'react';
import { createApiClient, type RemoteProps } from '@tenants/shared';

/**
 * The remote's API client: the run-time config's base URL, and the session's current token as the
 * Authorization header (read at request time, so the client survives logins and logouts).
 */
export function useApiClient({ session, config }: RemoteProps) {
  const token = useRef(session.token);
  token.current = session.token;
  return useMemo(() => createApiClient(config, () => token.current), [config]);
}
