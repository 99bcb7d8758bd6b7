import { useEffect, useRef, useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { Session } from '@tenants/shared';
import { checkToken } from './api/check-token';

/**
 * SPEC §4: on loading the login or sign-up screen the stored token is checked with the server; a valid one
 * logs the visitor in, an invalid one is removed. Runs once per visit of the screen, with the token held
 * at that moment. Gives whether the check is still under way, and calls `onValid` after a valid check.
 */
export function useTokenCheck(client: AxiosInstance, session: Session, onValid?: () => void): boolean {
  const initial = useRef(session.token);
  const [checking, setChecking] = useState(initial.current !== null);
  // The latest session and callback, without re-running the check when they change.
  const latest = useRef({ session, onValid });
  latest.current = { session, onValid };

  useEffect(() => {
    const token = initial.current;
    if (!token) return undefined;
    let current = true;
    checkToken(client, token).then((valid) => {
      if (!current) return;
      const { session: now, onValid: then } = latest.current;
      // The visitor logged in or out while the check was in flight: that newer state wins.
      if (now.token === token) {
        if (valid) {
          if (!now.loggedIn) now.login(token);
          then?.();
        } else now.logout();
      }
      setChecking(false);
    });
    return () => {
      current = false;
    };
  }, [client]);

  return checking;
}
