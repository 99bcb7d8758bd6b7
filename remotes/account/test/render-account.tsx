import { render } from '@testing-library/react';
import { useMemo } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { defaultRuntimeConfig, FormResultContext, type FormResult } from '@tenants/shared';
import { clearToasts, LocationOutput, newSessionLog, useTestSession, type SessionLog } from '@tenants/shared/test/remote-harness';
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

function Shell({ apiBase, initial, log }: { apiBase: string; initial: { token: string | null; loggedIn: boolean }; log: SessionLog }) {
  const session = useTestSession(initial, log);
  const config = useMemo(() => ({ ...defaultRuntimeConfig, apiBase }), [apiBase]);
  return <AccountPage session={session} config={config} />;
}

/**
 * The account page as the shell mounts it (a session with login/logout, the run-time config pointing at the
 * fake API), with the toaster and the current location on show; `formResult` as the site server gives it
 * to a page that answers a form sent without JavaScript.
 */
export function renderAccount(
  path: string,
  apiBase: string,
  initial: { token: string | null; loggedIn?: boolean } = { token: null },
  formResult: FormResult | null = null,
) {
  const log = newSessionLog();
  const view = render(
    <FormResultContext.Provider value={formResult}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/advice-support" element={<p>Advice page</p>} />
          <Route path="/events/*" element={<p>Event page</p>} />
          <Route path="*" element={<Shell apiBase={apiBase} initial={{ token: initial.token, loggedIn: initial.loggedIn ?? false }} log={log} />} />
        </Routes>
        <LocationOutput hash />
        <Toaster />
      </MemoryRouter>
    </FormResultContext.Provider>,
  );
  return { ...view, log };
}

export { clearToasts, type SessionLog };
