import { useState } from 'react';
import { staffArticleReturnSchema, type StaffArticle } from '@tenants/shared';
import { ReviewNote, SendBackDialog } from '../../common/components/review-parts';
import { useStaff } from '../../common/hooks/staff-context';
import { formatDateTime } from '../../common/lib/format';
import { restoreVersion, returnArticle } from '../api/articles-api';

interface Props {
  article: StaffArticle;
  /** Staff and admins: they send back, publish and apply suggestions. */
  editor: boolean;
  busy: boolean;
  /** Sent back: the article with its note. */
  onReturned(article: StaffArticle): void;
  /** The suggestion applied: the article as it now is (live with the changes). */
  onApplied(article: StaffArticle): void;
}

/**
 * Where the article's review stands, above the editor: sent back with the editor's note (the writer reads it
 * here), or waiting for an editor, who sends it back with a note or applies the suggested changes (publishing
 * is the editor's usual Publish button).
 */
export function ArticleReview({ article, editor, busy, onReturned, onApplied }: Props) {
  const { client, fail } = useStaff();
  const [returning, setReturning] = useState(false);
  const [applying, setApplying] = useState(false);
  const review = article.review;
  if (!review) return null;

  const apply = async () => {
    if (!review.suggestionId) return;
    setApplying(true);
    try {
      onApplied(await restoreVersion(client, article.id, review.suggestionId));
    } catch (error) {
      fail(error);
    } finally {
      setApplying(false);
    }
  };

  return (
    <section className="staff-panel staff-review" aria-labelledby="staff-article-review">
      <h2 id="staff-article-review" className="staff-panel__title">
        {review.state === 'returned' ? 'Sent back for changes' : review.suggestionId ? 'Suggested changes waiting for review' : 'Waiting for review'}
      </h2>
      {review.state === 'returned' ? (
        <>
          <p>An editor sent this back on {formatDateTime(review.at)} with this note:</p>
          <ReviewNote note={review.note} />
          {!editor && <p>Make the changes, then submit it for review again.</p>}
        </>
      ) : (
        <p>
          {review.suggestionId ? 'Changes to this published article were suggested' : 'Submitted for review'} on {formatDateTime(review.at)}.{' '}
          {editor
            ? review.suggestionId
              ? 'Compare them in the version history below, then apply them or send them back with a note.'
              : 'Publish it when it is ready, or send it back with a note saying what to change.'
            : 'The editors have been told.'}
        </p>
      )}
      {editor && review.state === 'submitted' && (
        <div className="staff-actions">
          {review.suggestionId && (
            <button type="button" className="staff-button" disabled={busy || applying} onClick={() => void apply()}>
              {applying ? 'Applying…' : 'Apply the suggested changes'}
            </button>
          )}
          <button type="button" className="staff-button staff-button--ghost" disabled={busy || applying} onClick={() => setReturning(true)}>
            Send back…
          </button>
        </div>
      )}
      {returning && (
        <SendBackDialog
          title={`Send “${article.title}” back?`}
          hint="Say what to change. The writer is e-mailed it and sees it on the article."
          schema={staffArticleReturnSchema}
          onCancel={() => setReturning(false)}
          onSend={async (note) => {
            const returned = await returnArticle(client, article.id, note);
            setReturning(false);
            onReturned(returned);
          }}
        />
      )}
    </section>
  );
}
