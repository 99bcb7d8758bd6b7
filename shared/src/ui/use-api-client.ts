import { useMemo, useRef } from 'react';
import { createApiClient } from '../api-client';
import type { RemoteProps } from '../session';

/**
 * A remote's API client: the run-time config's base URL, and the session's current token as the
 * Authorization header. The token is read as each request goes out, so one client lasts through logins and
 * logouts, and a form's callbacks that hold it are not made anew when the session changes.
 */
export function useApiClient({ session, config }: Pick<RemoteProps, 'session' | 'config'>) {
  const token = useRef(session.token);
  token.current = session.token;
  return useMemo(() => createApiClient(config, () => token.current), [config]);
}
