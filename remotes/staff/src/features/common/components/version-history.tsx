import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from './dialog';
import { useStaff } from '../hooks/staff-context';
import { useStaffAction } from '../hooks/use-staff-action';
import { formatDateTime } from '../lib/format';
import './notes-timeline.css';
import './version-history.css';

/** What the history lists of a version, whatever it is a version of (an article, a page). */
export interface HistoryVersion {
  id: string;
  savedAt: string;
  title: string;
}

interface Props<V extends HistoryVersion> {
  /** The saved versions, newest first. */
  load(signal: AbortSignal): Promise<V[]>;
  /** Asked again when it changes while open (a save adds a version): the record's last-saved time. */
  reloadKey: string;
  /** Who saved it and how ("Jo Bloggs", "Saved automatically"). */
  describe(version: V): { who: string; how: string };
  /** Typed changes not yet saved: a restore replaces them, so it asks first. */
  dirty: boolean;
  /** Restoring puts the version on the site at once (a live article): asked first, and not for contributors. */
  live: boolean;
  canRestoreLive: boolean;
  /** What a restore does to visitors, said in the question when `live`. */
  liveNote?: string;
  onPreview(version: V): Promise<void>;
  /** What changed from the version before it (the next older one listed); offered where given. */
  onCompare?(version: V, previous: V): Promise<void>;
  onRestore(version: V): Promise<void>;
}

/**
 * A record's saved versions, newest first: who saved each and when, and how. Each can be previewed or
 * restored. Folded until opened, so opening an editor costs one call, not two; reloaded after each save
 * while open. The news desk's articles and the pages desk's pages share it.
 */
export function VersionHistory<V extends HistoryVersion>({
  load,
  reloadKey,
  describe,
  dirty,
  live,
  canRestoreLive,
  liveNote,
  onPreview,
  onCompare,
  onRestore,
}: Props<V>) {
  const { fail } = useStaff();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<V[] | null>(null);
  const [asking, setAsking] = useState<V | null>(null);
  const { busy, run } = useStaffAction();

  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (list) => !controller.signal.aborted && setVersions(list),
      (error: unknown) => !controller.signal.aborted && fail(error),
    );
    return () => controller.abort();
    // `load` is a new function each render; what it reads changes with reloadKey, so that is what asks again.
  }, [open, reloadKey, fail]);

  const restore = (version: V) =>
    run(async () => {
      setAsking(null);
      await onRestore(version);
    });

  const when = (version: V) => formatDateTime(version.savedAt);
  return (
    <section className="staff-panel staff-history" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="staff-panel__title">
        <button type="button" className="staff-history__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          History
        </button>
      </h2>
      <div id={panelId} hidden={!open}>
        {open && versions === null && (
          <p className="staff-status" role="status">
            Loading…
          </p>
        )}
        {versions && versions.length === 0 && <p className="staff-muted">No saved versions yet.</p>}
        {versions && versions.length > 0 && (
          <ol className="staff-notes" aria-label="Saved versions, newest first">
            {versions.map((version, index) => {
              const { who, how } = describe(version);
              const previous = versions[index + 1];
              return (
                <li key={version.id} className="staff-notes__item staff-history__item">
                  <p className="staff-notes__meta">
                    <strong>{who}</strong>, <time dateTime={version.savedAt}>{when(version)}</time>
                    {' · '}
                    {how}
                  </p>
                  <p className="staff-notes__text">{version.title}</p>
                  <div className="staff-actions--inline">
                    <button
                      type="button"
                      className="staff-button staff-button--ghost"
                      disabled={busy}
                      aria-label={`Preview the version of ${when(version)}`}
                      onClick={() => void run(() => onPreview(version))}
                    >
                      Preview
                    </button>
                    {onCompare && previous && (
                      <button
                        type="button"
                        className="staff-button staff-button--ghost"
                        disabled={busy}
                        aria-label={`What changed in the version of ${when(version)}`}
                        onClick={() => void run(() => onCompare(version, previous))}
                      >
                        What changed
                      </button>
                    )}
                    {(!live || canRestoreLive) && (
                      <button
                        type="button"
                        className="staff-button staff-button--ghost"
                        disabled={busy}
                        aria-label={`Restore the version of ${when(version)}`}
                        // A live record changes on the site at once, and typed changes would be replaced: asked first.
                        onClick={() => (live || dirty ? setAsking(version) : void restore(version))}
                      >
                        Restore
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          title={`Restore the version of ${when(asking)}?`}
          confirmLabel="Restore"
          tone={live ? 'danger' : 'primary'}
          busy={busy}
          onConfirm={() => void restore(asking)}
          onCancel={() => setAsking(null)}
        >
          {live && <p>{liveNote ?? 'Visitors will see this version at once.'}</p>}
          {dirty && <p>What you have typed and not saved will be replaced.</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}
