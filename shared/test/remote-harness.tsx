import { act } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useLocation } from 'react-router-dom';
import type { Session } from '../src/session';

/**
 * What every remote's test harness repeated: the shell's session as a remote sees it, the current address on
 * show, and clearing the toasts between tests.
 */

/** What the shell's auth store did, for assertions. */
export interface SessionLog {
  logins: string[];
  logouts: number;
  current: { token: string | null; loggedIn: boolean };
}

export const newSessionLog = (): SessionLog => ({ logins: [], logouts: 0, current: { token: null, loggedIn: false } });

/** A session with login and logout, as the shell's auth store hands it to a remote, recording into `log`. */
export function useTestSession(initial: { token: string | null; loggedIn: boolean }, log: SessionLog): Session {
  const [state, setState] = useState(initial);
  log.current = state;
  return useMemo<Session>(
    () => ({
      ...state,
      login(token) {
        log.logins.push(token);
        setState({ token, loggedIn: true });
      },
      logout() {
        log.logouts += 1;
        setState({ token: null, loggedIn: false });
      },
    }),
    [state, log],
  );
}

/** The current address (path, and the query and hash when asked for) as `data-testid="location"`. */
export function LocationOutput({ search = true, hash = false }: { search?: boolean; hash?: boolean }) {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${search ? location.search : ''}${hash ? location.hash : ''}`}</output>;
}

/** Toasts outlive a test in react-hot-toast's store: clear them between tests. */
export function clearToasts() {
  act(() => toast.remove());
}
