import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { releaseMessages, staffAuthMessages, staffMessages, type ReleaseRemote } from '@tenants/shared';
import { apiError, fakeApi } from '@tenants/shared/test/fake-api';
import { adminAl, clearToasts, renderStaff, signIn, staffJo } from '../../../../test/render-staff';

const api = fakeApi();
afterEach(clearToasts);

const [v1, v2, v3] = ['1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb', '1.2.0-cccccccc'];
const figures = (pageViews: number, errors: number, vitals: [number | null, number | null, number | null] = [null, null, null]) => ({
  pageViews,
  errors,
  errorsPer1000: pageViews ? Math.round((errors / pageViews) * 10_000) / 10 : 0,
  lcpP75: vitals[0],
  inpP75: vitals[1],
  clsP75: vitals[2],
});
const news: ReleaseRemote = {
  remote: 'news',
  stable: v1,
  canary: {
    version: v2,
    percent: 10,
    startedAt: '2026-03-01T10:00:00.000Z',
    watch: { state: 'not-enough-traffic', reason: 'Not enough traffic yet: 4 canary page loads so far; the watch judges from 10.' },
  },
  deployed: [v3, v2, v1],
  versions: [
    { version: v1, role: 'stable', share: 90, lastHour: figures(400, 2, [2000, 200, 0.025]), lastDay: figures(9000, 18, [2500, 200, 0.05]) },
    { version: v2, role: 'canary', share: 10, lastHour: figures(40, 1), lastDay: figures(90, 3, [3000, 300, 0.1]) },
  ],
  topErrors: [
    { message: 'Cannot read properties of undefined', version: v2, count: 3, firstSeen: '2026-03-01T10:05:00.000Z', lastSeen: '2026-03-01T11:00:00.000Z' },
  ],
  history: [
    { at: '2026-03-01T10:00:00.000Z', actor: 'al@tenants.example', action: 'canary', version: v2, percent: 10 },
    {
      at: '2026-02-28T09:00:00.000Z',
      actor: 'release-watch',
      action: 'auto-rollback',
      version: v3,
      reason: '500.0 errors per 1,000 page views against the stable version’s 2.0 (limit 7.0)',
      figures: { canaryPageViews: 60, canaryErrorsPer1000: 500, canaryInpP75: null },
    },
    { at: '2026-02-20T09:00:00.000Z', actor: 'cli', action: 'release', version: v1 },
  ],
};
const answer = (remotes: ReleaseRemote[]) => ({ body: { success: true, payload: { remotes } } });

describe('the releases page', () => {
  beforeEach(() => signIn(api, adminAl));

  it('shows each version’s figures for the last hour and day, the top errors and the history', async () => {
    api.on('GET /api/staff/releases', () => answer([news]));
    renderStaff('/staff/releases', api);
    const section = await screen.findByRole('region', { name: 'news' });
    const versions = within(section).getByRole('table', { name: 'news: versions, last hour and last day' });
    const rows = within(versions).getAllByRole('row');
    expect(
      within(versions)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Version', 'Period', 'Page views', 'Errors', 'Errors per 1,000 page views', 'LCP p75', 'INP p75', 'CLS p75']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(rows[1])
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([`${v1}Stable, 90 % of page loads`, 'Last hour']);
    expect(cells(rows[1])).toEqual(['400', '2', '5', '2,000 ms', '200 ms', '0.025']);
    expect(cells(rows[2])).toEqual(['9,000', '18', '2', '2,500 ms', '200 ms', '0.05']);
    expect(within(rows[3]).getAllByRole('rowheader')[0]).toHaveTextContent(`${v2}Canary, 10 % of page loads`);
    expect(cells(rows[3])).toEqual(['40', '1', '25', 'no data', 'no data', 'no data']);
    // What the automatic rollback makes of the canary so far, in words.
    expect(within(section).getByText('Canary watch: not enough traffic yet.').closest('p')).toHaveTextContent(
      'Canary watch: not enough traffic yet. 4 canary page loads so far; the watch judges from 10.',
    );
    expect(within(section).getByRole('table', { name: 'news: top errors' })).toHaveTextContent('Cannot read properties of undefined');
    const history = within(section).getByRole('table', { name: 'news: release history, newest first' });
    const lines = within(history).getAllByRole('row').slice(1);
    expect(lines[0]).toHaveTextContent(`al@tenants.exampleStarted a canary ${v2} for 10 % of page loads`);
    expect(lines[1]).toHaveTextContent('release-watchRolled the canary back automatically');
    expect(lines[1]).toHaveTextContent('500.0 errors per 1,000 page views');
    expect(lines[1]).toHaveTextContent('Canary page views60');
    expect(lines[1]).toHaveTextContent('Canary INP p75 (ms)no data');
    expect(lines[2]).toHaveTextContent('cli');
  });

  it('starts a canary once confirmed, through the fresh-second-factor dialog, and announces the result', async () => {
    let remotes: ReleaseRemote[] = [{ ...news, canary: null, versions: news.versions.slice(0, 1) }];
    api.on('GET /api/staff/releases', () => answer(remotes));
    let fresh = false;
    api.on('POST /api/staff/releases/news/canary', () => {
      if (!fresh) return apiError(staffMessages.freshAuthRequired, 403);
      remotes = [news];
      return { body: { success: true, message: releaseMessages.canaryStarted } };
    });
    api.on('POST /api/staff/reauth', () => {
      fresh = true;
      return { body: { success: true, message: staffAuthMessages.reauthenticated, payload: { freshUntil: '2026-03-01T10:05:00.000Z' } } };
    });
    renderStaff('/staff/releases', api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'news' });
    expect(within(section).queryByRole('button', { name: 'Promote the canary' })).not.toBeInTheDocument();
    const form = within(section).getByRole('form', { name: 'Start a canary of news' });
    const share = within(form).getByLabelText('Share of page loads (%)');

    // A bad share is told beside the field, and nothing is asked or sent.
    await user.clear(share);
    await user.type(share, '0');
    await user.click(within(form).getByRole('button', { name: 'Start a canary…' }));
    expect(await within(form).findByText(releaseMessages.percent)).toBeInTheDocument();
    expect(share).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('Version'), v2);
    await user.clear(share);
    await user.type(share, '10');
    const start = within(form).getByRole('button', { name: 'Start a canary…' });
    await user.click(start);
    const confirm = screen.getByRole('dialog', { name: 'Start a canary of news?' });
    expect(confirm).toHaveTextContent(`10 % of page loads will get ${v2}; the others keep the stable version ${v1}.`);
    await user.click(within(confirm).getByRole('button', { name: 'Start the canary' }));

    const reauth = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(reauth).getByLabelText('Your password'), 'right-password');
    await user.click(within(reauth).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.bodies('POST /api/staff/releases/news/canary')).toEqual([
        { version: v2, percent: 10 },
        { version: v2, percent: 10 },
      ]),
    );
    expect(await screen.findByText(`news: ${releaseMessages.canaryStarted}`)).toHaveAttribute('role', 'status');
    expect(await within(section).findByRole('button', { name: 'Promote the canary' })).toBeInTheDocument();
  });

  it('promotes, ends the canary and rolls back to a chosen version, each after saying what visitors will get', async () => {
    api.on('GET /api/staff/releases', () => answer([news]));
    api.on('POST /api/staff/releases/news/promote', () => ({ body: { success: true, message: releaseMessages.promoted } }));
    api.on('POST /api/staff/releases/news/rollback', () => ({ body: { success: true, message: releaseMessages.canaryEnded } }));
    renderStaff('/staff/releases', api);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'news' });

    const promote = within(section).getByRole('button', { name: 'Promote the canary' });
    await user.click(promote);
    const dialog = screen.getByRole('dialog', { name: `Promote ${v2} of news?` });
    expect(dialog).toHaveTextContent(`Every page load will get ${v2}`);
    // Cancelling sends nothing and gives the focus back.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(promote).toHaveFocus();
    expect(api.sent('POST /api/staff/releases/news/promote')).toEqual([]);
    await user.click(promote);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText(`news: ${releaseMessages.promoted}`)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'End the canary' }));
    const end = screen.getByRole('dialog', { name: `End the canary ${v2} of news?` });
    expect(end).toHaveTextContent(`Every page load will get the stable version ${v1} again.`);
    await user.click(within(end).getByRole('button', { name: 'End the canary' }));
    await waitFor(() => expect(api.bodies('POST /api/staff/releases/news/rollback')).toEqual([{}]));

    const form = within(section).getByRole('form', { name: 'Roll back to another version of news' });
    await user.selectOptions(within(form).getByLabelText(/^Version/), v3);
    await user.click(within(form).getByRole('button', { name: 'Roll back…' }));
    const back = screen.getByRole('dialog', { name: `Roll news back to ${v3}?` });
    expect(back).toHaveTextContent(`Every page load will get ${v3} instead of ${v1}. The running canary ${v2} ends.`);
    await user.click(within(back).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(api.bodies('POST /api/staff/releases/news/rollback')).toEqual([{}, { version: v3 }]));
  });

  it('tells the API’s refusal', async () => {
    api.on('GET /api/staff/releases', () => answer([news]));
    api.on('POST /api/staff/releases/news/promote', () => apiError(releaseMessages.noCanary, 409));
    renderStaff('/staff/releases', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Promote the canary' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText(releaseMessages.noCanary)).toBeInTheDocument();
  });
});

describe('access', () => {
  it('is in the navigation for admins only, and keeps other staff out', async () => {
    signIn(api, adminAl);
    api.on('GET /api/staff/releases', () => answer([]));
    const admin = renderStaff('/staff/releases', api);
    const nav = await screen.findByRole('navigation', { name: 'Staff' });
    expect(within(nav).getByRole('link', { name: 'Releases' })).toHaveAttribute('href', '/staff/releases');
    expect(await screen.findByText('No remote is released yet.')).toBeInTheDocument();
    admin.unmount();

    signIn(api, staffJo);
    const before = api.sent('GET /api/staff/releases').length;
    renderStaff('/staff/releases', api);
    expect(await screen.findByText(staffMessages.adminOnly)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Staff' })).queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
    expect(api.sent('GET /api/staff/releases')).toHaveLength(before);
  });
});
