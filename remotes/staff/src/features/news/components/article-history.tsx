import { useEffect, useId, useState } from 'react';
import type { StaffArticle } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { useStaff } from '../../common/hooks/staff-context';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { memberName } from '../../common/hooks/use-team';
import { formatDateTime } from '../../common/lib/format';
import { getVersion, getVersions, previewArticle, restoreVersion, type ArticlePreviewData, type ArticleVersion } from '../api/articles-api';

interface Props {
  article: StaffArticle;
  /** Typed changes not yet saved: a restore replaces them, so it asks first. */
  dirty: boolean;
  /** Restoring a live article's version puts it on the site: not for contributors. */
  canRestoreLive: boolean;
  onPreview(preview: ArticlePreviewData): void;
  onRestored(article: StaffArticle): void;
}

/**
 * The article's saved versions, newest first: who saved each and when, and whether the editor saved
 * it by itself. Each can be previewed as the public page would draw it, or restored. Folded until opened, so
 * opening the editor costs one call, not two; reloaded after each save while open.
 */
export function ArticleHistory({ article, dirty, canRestoreLive, onPreview, onRestored }: Props) {
  const { client, fail } = useStaff();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<ArticleVersion[] | null>(null);
  const [asking, setAsking] = useState<ArticleVersion | null>(null);
  const { busy, run } = useStaffAction();
  const live = article.state === 'published';

  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    getVersions(client, article.id, controller.signal).then(
      (list) => !controller.signal.aborted && setVersions(list),
      (error: unknown) => !controller.signal.aborted && fail(error),
    );
    return () => controller.abort();
    // A new save (updatedAt) adds a version: asked again while the panel is open.
  }, [open, client, article.id, article.updatedAt, fail]);

  const preview = (version: ArticleVersion) =>
    run(async () => {
      const { article: content } = await getVersion(client, article.id, version.id);
      onPreview(await previewArticle(client, content));
    });

  const restore = (version: ArticleVersion) =>
    run(async () => {
      setAsking(null);
      onRestored(await restoreVersion(client, article.id, version.id));
    });

  const when = (version: ArticleVersion) => formatDateTime(version.savedAt);
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
            {versions.map((version) => (
              <li key={version.id} className="staff-notes__item staff-history__item">
                <p className="staff-notes__meta">
                  <strong>{version.savedBy ? memberName(version.savedBy) : 'Former member of staff'}</strong>,{' '}
                  <time dateTime={version.savedAt}>{when(version)}</time>
                  {' · '}
                  {version.autosave ? 'Saved automatically' : 'Saved'}
                </p>
                <p className="staff-notes__text">{version.title}</p>
                <div className="staff-actions--inline">
                  <button
                    type="button"
                    className="staff-button staff-button--ghost"
                    disabled={busy}
                    aria-label={`Preview the version of ${when(version)}`}
                    onClick={() => void preview(version)}
                  >
                    Preview
                  </button>
                  {(!live || canRestoreLive) && (
                    <button
                      type="button"
                      className="staff-button staff-button--ghost"
                      disabled={busy}
                      aria-label={`Restore the version of ${when(version)}`}
                      // A live article changes on the site at once, and typed changes would be replaced: asked first.
                      onClick={() => (live || dirty ? setAsking(version) : void restore(version))}
                    >
                      Restore
                    </button>
                  )}
                </div>
              </li>
            ))}
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
          {live && <p>Visitors will see this version at once.</p>}
          {dirty && <p>What you have typed and not saved will be replaced.</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}
