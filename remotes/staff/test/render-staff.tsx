import { configure, render } from '@testing-library/react';
import { useMemo } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { defaultRuntimeConfig, staffPageSize, type StaffMember } from '@tenants/shared';
import type { fakeApi } from '@tenants/shared/test/fake-api';
import { clearToasts, LocationOutput, newSessionLog, useTestSession, type SessionLog } from '@tenants/shared/test/remote-harness';
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
  // The home page's counts.
  api.on('GET /api/staff/summary', () => ({
    body: { success: true, payload: { newEnquiries: 0, unassignedEnquiries: 0, myEnquiries: 0, drafts: 0, review: 0 } },
  }));
}

/** A paged answer. */
export const paged = <T,>(items: T[], { page = 1, total = items.length, totalPage = Math.max(1, Math.ceil(total / staffPageSize)) } = {}) => ({
  body: { success: true, payload: { items, total, page, pageSize: staffPageSize, totalPage } },
});

function Shell({ apiBase, token, log }: { apiBase: string; token: string | null; log: SessionLog }) {
  const session = useTestSession({ token, loggedIn: token !== null }, log);
  const config = useMemo(() => ({ ...defaultRuntimeConfig, apiBase }), [apiBase]);
  return <StaffPage session={session} config={config} />;
}

let renders = 0;

/**
 * The staff page as the shell mounts it at `path`, with a session holding `token` (a fresh one for each
 * render unless given: the gate remembers whom it let in by token), the toaster and the location on show.
 */
export function renderStaff(path: string, api: FakeApi, { token = `staff-token-${++renders}` }: { token?: string | null } = {}) {
  const log = newSessionLog();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <main id="main-content">
        <Shell apiBase={api.base} token={token} log={log} />
      </main>
      <LocationOutput hash />
      <Toaster />
    </MemoryRouter>,
  );
  return { ...view, log };
}

export { clearToasts };
