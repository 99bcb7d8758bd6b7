import { paths, type StaffArticle } from '@tenants/shared';
import { DetailsList } from '../../common/components/details-list';

interface Props {
  article: StaffArticle;
  busy: boolean;
  waitingForReview: boolean;
  onSuggest(): void;
  onPreview(): void;
  previewing: boolean;
}

/** A live or scheduled article as a contributor sees it: read-only, with Suggest changes and Preview. */
export function ArticleLocked({ article, busy, waitingForReview, onSuggest, onPreview, previewing }: Props) {
  return (
    <section className="staff-panel" aria-labelledby="staff-article-locked">
      <h2 id="staff-article-locked" className="staff-panel__title">
        {article.state === 'scheduled' ? 'Scheduled: read-only' : 'Published: read-only'}
      </h2>
      <p>Contributors don’t change a published article directly. Suggest changes: the editors are told and can apply them.</p>
      <DetailsList
        rows={[
          ['Title', article.title],
          ['Summary', article.caption || '—'],
          ['Address', paths.article(article.alias)],
        ]}
      />
      <div className="staff-actions">
        <button type="button" className="staff-button" disabled={busy || waitingForReview} onClick={onSuggest}>
          Suggest changes
        </button>
        <button type="button" className="staff-button staff-button--ghost" disabled={busy} onClick={onPreview}>
          {previewing ? 'Preparing preview…' : 'Preview'}
        </button>
      </div>
      {waitingForReview && <p className="staff-field__hint">Your suggested changes are waiting for an editor.</p>}
    </section>
  );
}
