import type { ReleaseRemote } from '@tenants/shared';
import { TableRegion } from '../../common/components/table-region';
import { formatDateTime } from '../../common/lib/format';
import { describeAction, figureColumns, figureLabel, shown } from '../lib/labels';
import { ReleaseActions } from './release-actions';
import './releases.css';

interface Props {
  release: ReleaseRemote;
  busy: boolean;
  perform(action: () => Promise<string>): Promise<void>;
}

const windows = [
  { key: 'lastHour', label: 'Last hour' },
  { key: 'lastDay', label: 'Last day' },
] as const;

const watchLabels = {
  'not-enough-traffic': 'Canary watch: not enough traffic yet.',
  holding: 'Canary watch: holding up.',
  failing: 'Canary watch: doing worse than the stable version.',
} as const;

/** One remote: its versions' figures, what can be done, its top errors and its history. */
export function RemoteRelease({ release, busy, perform }: Props) {
  const { remote, canary } = release;
  const headingId = `staff-release-${remote}`;
  return (
    <section className="staff-release" aria-labelledby={headingId}>
      <h2 id={headingId} className="staff-panel__title">
        {remote}
      </h2>
      <p>
        {release.stable ? (
          <>
            Stable version <code>{release.stable}</code>
          </>
        ) : (
          'No stable version'
        )}
        {canary ? (
          <>
            ; canary <code>{canary.version}</code> for {canary.percent} % of page loads since {formatDateTime(canary.startedAt)}.
          </>
        ) : (
          '; no canary running.'
        )}
      </p>
      {canary?.watch && (
        // What the automatic rollback makes of the canary so far: on a small site, often "not enough traffic yet".
        <p className="staff-release__watch" data-state={canary.watch.state}>
          <strong>{watchLabels[canary.watch.state]}</strong> {canary.watch.reason.replace(/^(Not enough traffic yet|Holding): /, '')}
        </p>
      )}

      <TableRegion caption={`${remote}: versions, last hour and last day`}>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Period</th>
            {figureColumns.map((column) => (
              <th key={column.label} scope="col" className="staff-table__number">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {release.versions.map((version) => (
          <tbody key={version.version}>
            {windows.map((window, i) => (
              <tr key={window.key}>
                {i === 0 && (
                  <th scope="rowgroup" rowSpan={windows.length} className="staff-table__break">
                    <code>{version.version}</code>
                    <br />
                    {version.role === 'stable' ? 'Stable' : 'Canary'}, {version.share} % of page loads
                  </th>
                )}
                <th scope="row" className="staff-table__nowrap">
                  {window.label}
                </th>
                {figureColumns.map((column) => (
                  <td key={column.label} className="staff-table__number">
                    {column.value(version[window.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </TableRegion>

      <ReleaseActions release={release} busy={busy} perform={perform} />

      <h3 className="staff-release__subtitle">Top errors</h3>
      {release.topErrors.length === 0 ? (
        <p className="staff-status staff-status--empty">No errors reported in the last 30 days.</p>
      ) : (
        <TableRegion caption={`${remote}: top errors`} hideCaption>
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">Version</th>
              <th scope="col" className="staff-table__number">
                Count
              </th>
              <th scope="col">First seen</th>
              <th scope="col">Last seen</th>
            </tr>
          </thead>
          <tbody>
            {release.topErrors.map((error) => (
              <tr key={`${error.version} ${error.message}`}>
                <th scope="row" className="staff-table__break">
                  {error.message}
                </th>
                <td className="staff-table__break">
                  <code>{error.version}</code>
                </td>
                <td className="staff-table__number">{error.count.toLocaleString('en-GB')}</td>
                <td className="staff-table__nowrap">
                  <time dateTime={error.firstSeen}>{formatDateTime(error.firstSeen)}</time>
                </td>
                <td className="staff-table__nowrap">
                  <time dateTime={error.lastSeen}>{formatDateTime(error.lastSeen)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}

      <h3 className="staff-release__subtitle">History</h3>
      {release.history.length === 0 ? (
        <p className="staff-status staff-status--empty">Nothing recorded yet.</p>
      ) : (
        <TableRegion caption={`${remote}: release history, newest first`} hideCaption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {release.history.map((line, i) => (
              <tr key={`${line.at} ${i}`}>
                <th scope="row" className="staff-table__nowrap">
                  <time dateTime={line.at}>{formatDateTime(line.at)}</time>
                </th>
                <td className="staff-table__break">{line.actor}</td>
                <td className="staff-table__break">{describeAction(line)}</td>
                <td className="staff-table__break">
                  {line.reason}
                  {line.figures && (
                    <dl className="staff-audit-data">
                      {Object.entries(line.figures).map(([name, value]) => (
                        <div key={name}>
                          <dt>{figureLabel(name)}</dt>
                          <dd>{shown(value)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </section>
  );
}
