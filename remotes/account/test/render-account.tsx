import { act, render } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { Toaster, toast } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { defaultRuntimeConfig, type Session } from '@tenants/shared';
import { stubMatchMedia } from '@tenants/shared/test/match-media';
import AccountPage from '../src/expose/page';

/**
 * jsdom has no media queries (the toaster asks about reduced motion, View Guides about the screen width):
 * a narrow screen unless a test says otherwise.
 */
export function setScreen({ mobile }: { mobile: boolean }) {
  stubMatchMedia((query) => query.includes('max-width') && mobile);
}
setScreen({ mobile: true });

/** What the shell's auth store did, for assertions. */
export interface SessionLog {
  logins: string[];
  logouts: number;
  current: { token: string | null; loggedIn: boolean };
}

function Shell({ apiBase, initial, log }: { apiBase: string; initial: { token: string | null; loggedIn: boolean }; log: SessionLog }) {
  const [state, setState] = useState(initial);
  log.current = state;
  const session = useMemo<Session>(
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
  const config = useMemo(() => ({ ...defaultRuntimeConfig, apiBase }), [apiBase]);
  return <AccountPage session={session} config={config} />;
}

function Location() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/**
 * The account page as the shell mounts it (a session with login/logout, the run-time config pointing at the
 * fake API), with the toaster and the current location on show.
 */
export function renderAccount(path: string, apiBase: string, initial: { token: string | null; loggedIn?: boolean } = { token: null }) {
  const log: SessionLog = { logins: [], logouts: 0, current: { token: null, loggedIn: false } };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/advice-support" element={<p>Advice page</p>} />
        <Route path="*" element={<Shell apiBase={apiBase} initial={{ token: initial.token, loggedIn: initial.loggedIn ?? false }} log={log} />} />
      </Routes>
      <Location />
      <Toaster />
    </MemoryRouter>,
  );
  return { ...view, log };
}

/** Toasts outlive a test in react-hot-toast's store: clear them between tests. */
export function clearToasts() {
  act(() => toast.remove());
}
