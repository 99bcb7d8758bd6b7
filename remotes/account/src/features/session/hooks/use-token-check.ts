import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useHydrated } from '@tenants/shared/core';
import type { Session } from '@tenants/shared';
import type { Connect } from '../../screen/api/load-shared-api';

/**
 * A token the server has just accepted on one account screen as it sends the visitor on to another (sign-up
 * → login): that screen opens in the same visit and takes this answer instead of asking again. Kept in the
 * module rather than in the history entry, so a reload, which is a new visit, checks afresh.
 */
let passedOn: string | null = null;

/**
 * docs/product/accounts-and-guides.md: on loading the login or sign-up screen the stored token is checked with the server; a valid one
 * logs the visitor in, an invalid one is removed. Runs once per visit of the screen, with the token held at
 * that moment; the shell leaves a visit that starts here to this check. With `sendOnTo`, a valid token sends
 * the visitor on to that screen (docs/product/accounts-and-guides.md: sign-up → login). Gives whether the check is still under way.
 */
export function useTokenCheck(connect: Connect, session: Session, sendOnTo?: string): boolean {
  const navigate = useNavigate();
  // While the browser hydrates the server's HTML the stores give their server values (no token): the check
  // waits for the page to be live, when the session holds the stored token. Its code may be in before the
  // shell hydrates (the page preloads it), so the first render is not always a live one.
  const hydrated = useHydrated();
  const token = hydrated ? session.token : null;
  const started = useRef(false);
  const [checking, setChecking] = useState(false);
  // The latest session, without re-running the check when it changes.
  const latest = useRef(session);
  latest.current = session;

  useEffect(() => {
    // Once per visit of the screen, with the token held when it became live.
    if (!hydrated || started.current) return undefined;
    started.current = true;
    if (!token) return undefined;
    if (token === passedOn) {
      passedOn = null;
      return undefined;
    }
    setChecking(true);
    let current = true;
    let settled = false;
    // A stored token: the full shared package is fetched at once to ask the server (a returning member).
    // Failing to fetch it is not the server's "no": the token stays, unchecked.
    connect()
      .then(
        ({ api, client }) => api.checkToken(client, token),
        () => null,
      )
      .then((valid) => {
        settled = true;
        if (!current) return;
        if (valid === null) return setChecking(false);
        const now = latest.current;
        // The visitor logged in or out while the check was in flight: that newer state wins.
        if (now.token === token) {
          if (!valid) now.logout();
          else {
            if (!now.loggedIn) now.login(token);
            if (sendOnTo) {
              // Only the login screen would check again; another page (an event's, from ?next=) never
              // takes the answer, which would then wrongly spare a later visit its check.
              if (sendOnTo === paths.login) passedOn = token;
              navigate(sendOnTo, { replace: true });
            }
          }
        }
        setChecking(false);
      });
    return () => {
      current = false;
      // Cut short before the answer came (the visitor logged in or out meanwhile): the next run starts afresh.
      if (!settled) {
        started.current = false;
        setChecking(false);
      }
    };
    // Once per visit: the client only changes with the run-time config, and where to send on is fixed.
  }, [connect, hydrated, token]);

  return checking || (hydrated && !started.current && token !== null && token !== passedOn);
}
