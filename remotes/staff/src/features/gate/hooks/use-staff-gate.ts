import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, notify, staffAuthMessages, staffMessages, type RemoteProps, type StaffMember } from '@tenants/shared';
import { createStaffClient } from '../../common/api/staff-client';
import type { StaffContextValue } from '../../common/hooks/staff-context';
import { messageOf, statusOf, wasCancelled } from '../../common/lib/errors';
import { getMe } from '../api/get-me';

export type GateState =
  | { kind: 'checking' }
  | { kind: 'signed-out'; message: string }
  | { kind: 'forbidden' }
  /** A session made by password alone: the second step (verify, enrol from the e-mailed link, or "check your e-mail") before the staff area opens. */
  | { kind: 'second-factor' }
  | { kind: 'failed' }
  | { kind: 'ready'; me: StaffMember };

/**
 * The member of staff last let in, by token: moving between /staff pages (the shell may mount the page
 * afresh for each route) shows the page at once while the gate asks again in the background.
 */
let admitted: { token: string; me: StaffMember } | null = null;

/** A 401's message: the idle limit's own, else "please log in". */
const signedOutMessage = (error: unknown) => (errorMessage(error) === staffMessages.sessionIdle ? staffMessages.sessionIdle : staffMessages.notSignedIn);

/**
 * The staff area's gate: GET /api/staff/me with the session's token on load and whenever the token changes.
 * No token or a 401 → the login screen (the idle message when the API gives it), 403 → not allowed, any
 * other failure → try again. Any later 401 from any staff call ends the visit the same way: the token is
 * dead, so the session is logged out.
 */
export function useStaffGate({ session, config }: RemoteProps) {
  const token = session.token;
  const [gate, setGate] = useState<GateState>(() =>
    !token ? { kind: 'signed-out', message: staffMessages.notSignedIn } : admitted?.token === token ? { kind: 'ready', me: admitted.me } : { kind: 'checking' },
  );
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ token, session });
  latest.current = { token, session };

  const signOut = useCallback((error: unknown) => {
    admitted = null;
    setGate({ kind: 'signed-out', message: signedOutMessage(error) });
    if (latest.current.token) latest.current.session.logout();
  }, []);

  const client = useMemo(() => createStaffClient(config, () => latest.current.token, signOut), [config, signOut]);

  useEffect(() => {
    if (!token) {
      // Logged out here (after a 401, whose message stays) or elsewhere.
      setGate((current) => (current.kind === 'signed-out' ? current : { kind: 'signed-out', message: staffMessages.notSignedIn }));
      return undefined;
    }
    const controller = new AbortController();
    setGate((current) => (current.kind === 'ready' && admitted?.token === token ? current : { kind: 'checking' }));
    getMe(client, controller.signal).then(
      (me) => {
        admitted = { token, me };
        setGate({ kind: 'ready', me });
      },
      (error: unknown) => {
        if (controller.signal.aborted || wasCancelled(error)) return;
        const status = statusOf(error);
        if (status === 401) return; // the client's watch has shown the login screen
        admitted = null;
        // A session made by password alone: the second step, or (no factor yet) "check your e-mail".
        const step = [staffMessages.secondFactorRequired, staffAuthMessages.enrolmentCodeRequired] as string[];
        if (status === 403 && step.includes(errorMessage(error))) setGate({ kind: 'second-factor' });
        else setGate(status === 403 ? { kind: 'forbidden' } : { kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [client, token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const fail = useCallback((error: unknown) => {
    if (wasCancelled(error) || statusOf(error) === 401) return;
    void messageOf(error).then((message) => notify.error(message));
  }, []);

  const context = useMemo<StaffContextValue | null>(() => (gate.kind === 'ready' ? { client, config, me: gate.me, fail } : null), [gate, client, config, fail]);

  return { gate, context, retry, client };
}
