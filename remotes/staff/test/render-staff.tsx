import { act, configure, render } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { Toaster, toast } from 'react-hot-toast';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { defaultRuntimeConfig, staffPageSize, type Session, type StaffMember } from '@tenants/shared';
import type { fakeApi } from '@tenants/shared/test/fake-api';
import StaffPage from '../src/expose/page';

type FakeApi = ReturnType<typeof fakeApi>;

// A staff page's first show waits on the gate's call and its screen's code: more than the default second
// on a busy machine running the whole workspace's tests.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: ProseMirror (the article editor) asks for text rectangles and the element under a point.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= noRect;
document.elementFromPoint ??= () => null;

export const staffJo: StaffMember = { id: 's1', firstname: 'Jo', lastname: 'Bloggs', email: 'jo@tenants.example', role: 'staff' };
export const adminAl: StaffMember = { id: 's2', firstname: 'Al', lastname: 'Admin', email: 'al@tenants.example', role: 'admin' };

/** The API lets `me` in, and names the team. */
export function signIn(api: FakeApi, me: StaffMember = staffJo) {
  api.on('GET /api/staff/me', () => ({ body: { success: true, payload: me } }));
  api.on('GET /api/staff/team', () => ({ body: { success: true, payload: [staffJo, adminAl] } }));
}

/** A paged answer. */
export const paged = <T,>(items: T[], { page = 1, total = items.length, totalPage = Math.max(1, Math.ceil(total / staffPageSize)) } = {}) => ({
  body: { success: true, payload: { items, total, page, pageSize: staffPageSize, totalPage } },
});

export interface SessionLog {
  logouts: number;
}

function Shell({ apiBase, token, log }: { apiBase: string; token: string | null; log: SessionLog }) {
  const [current, setCurrent] = useState(token);
  const session = useMemo<Session>(
    () => ({
      token: current,
      loggedIn: current !== null,
      login: (next) => setCurrent(next),
      logout() {
        log.logouts += 1;
        setCurrent(null);
      },
    }),
    [current, log],
  );
  const config = useMemo(() => ({ ...defaultRuntimeConfig, apiBase }), [apiBase]);
  return <StaffPage session={session} config={config} />;
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

let renders = 0;

/**
 * The staff page as the shell mounts it at `path`, with a session holding `token` (a fresh one for each
 * render unless given: the gate remembers whom it let in by token), the toaster and the location on show.
 */
export function renderStaff(path: string, api: FakeApi, { token = `staff-token-${++renders}` }: { token?: string | null } = {}) {
  const log: SessionLog = { logouts: 0 };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <main id="main-content">
        <Shell apiBase={api.base} token={token} log={log} />
      </main>
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
