import { PageHeading } from '../../common/components/page-heading';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { getReleases } from '../api/releases-api';
import { useReleaseAction } from '../hooks/use-release-action';
import { ReleaseTokens } from './release-tokens';
import { RemoteRelease } from './remote-release';

/**
 * /staff/releases (admins): each remote's stable version and canary with their page views, error rate and
 * Core Web Vitals, its top errors and release history; start a canary, promote it or roll back, each
 * confirmed first (and with a fresh password or factor when the API asks for one).
 */
export function ReleasesPage() {
  const { client } = useStaff();
  const releases = useLoad((signal) => getReleases(client, signal), [client]);
  const action = useReleaseAction(releases.reload);
  const remotes = releases.data;
  let status = '';
  if (action.announcement) status = action.announcement;
  else if (!remotes) status = releases.loading ? 'Loading…' : releases.failed ? 'Could not load the releases.' : '';
  else if (remotes.length === 0) status = 'No remote is released yet.';
  return (
    <>
      <PageHeading title="Releases">
        <p className="staff-heading__intro">
          Figures come from visitors’ browsers: the last hour and the last day, per version. A canary that does worse than the stable version is rolled back
          automatically.
        </p>
      </PageHeading>
      <p className="staff-status" role="status" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      {remotes?.map((remote) => (
        <RemoteRelease key={remote.remote} release={remote} busy={action.busy} perform={action.perform} />
      ))}
      <ReleaseTokens released={remotes?.map((remote) => remote.remote) ?? []} busy={action.busy} perform={action.perform} />
    </>
  );
}
