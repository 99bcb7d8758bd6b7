import { useState, type FormEvent } from 'react';
import { errorMessage, staffArticleReturnSchema, TextField, type StaffArticle } from '@tenants/shared';
import { Dialog } from '../../common/components/dialog';
import { useStaff } from '../../common/hooks/staff-context';
import { statusOf } from '../../common/lib/errors';
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
          <blockquote className="staff-review__note" data-testid="review-note">
            {review.note}
          </blockquote>
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
        <ReturnDialog
          article={article}
          onCancel={() => setReturning(false)}
          onReturned={(returned) => {
            setReturning(false);
            onReturned(returned);
          }}
        />
      )}
    </section>
  );
}

/** The note to the writer, required, its refusal beside the field. */
function ReturnDialog({ article, onCancel, onReturned }: { article: StaffArticle; onCancel(): void; onReturned(article: StaffArticle): void }) {
  const { client, fail } = useStaff();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = staffArticleReturnSchema.safeParse({ note });
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      document.getElementById('staff-review-note')?.focus();
      return;
    }
    setBusy(true);
    try {
      onReturned(await returnArticle(client, article.id, checked.data.note));
    } catch (failure) {
      const status = statusOf(failure);
      if (status === 400 || status === 409) setError(errorMessage(failure));
      else fail(failure);
      setBusy(false);
    }
  };

  return (
    <Dialog title={`Send “${article.title}” back?`} onClose={onCancel}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="staff-review-note"
          label="Note to the writer"
          hint="Say what to change. The writer is e-mailed it and sees it on the article."
          multiline
          rows={5}
          maxLength={2000}
          value={note}
          error={error}
          onChange={(event) => {
            setNote(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <div className="staff-dialog__actions">
          <button type="submit" className="staff-button" disabled={busy}>
            {busy ? 'Sending back…' : 'Send back'}
          </button>
          <button type="button" className="staff-button staff-button--ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
