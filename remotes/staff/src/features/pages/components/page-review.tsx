import { useState } from 'react';
import { pageReturnSchema, type StaffPage } from '@tenants/shared';
import { ReviewNote, SendBackDialog } from '../../common/components/review-parts';
import { useStaff } from '../../common/hooks/staff-context';
import { memberName } from '../../common/hooks/use-team';
import { formatDateTime } from '../../common/lib/format';
import { returnPage } from '../api/pages-api';

interface Props {
  page: StaffPage;
  /** Staff and admins: they send back and publish. */
  editor: boolean;
  busy: boolean;
  /** Sent back: the page with its note. */
  onReturned(page: StaffPage): void;
}

const nameOr = (person: { firstname: string; lastname: string } | null, fallback: string) => (person ? memberName(person) : fallback);

/**
 * Where the page's review stands, above the editor: sent back with the editor's note (the writer reads it
 * here and submits again), or waiting for an editor, who publishes it with the usual Publish button or sends
 * it back with a note.
 */
export function PageReview({ page, editor, busy, onReturned }: Props) {
  const { client } = useStaff();
  const [returning, setReturning] = useState(false);
  const review = page.review;
  if (!review) return null;
  const title = page.draft.title || page.address;
  return (
    <section className="staff-panel staff-review" aria-labelledby="staff-page-review">
      <h2 id="staff-page-review" className="staff-panel__title">
        {review.state === 'returned' ? 'Sent back for changes' : 'Waiting for review'}
      </h2>
      {review.state === 'returned' ? (
        <>
          <p>
            Sent back by {nameOr(review.returnedBy, 'an editor')} on {formatDateTime(review.at)}:
          </p>
          <ReviewNote note={review.note} />
          {!editor && <p>Make the changes, then submit the page for review again.</p>}
        </>
      ) : (
        <p>
          Submitted for review by {nameOr(review.writer, 'a colleague')} on {formatDateTime(review.at)}.{' '}
          {editor ? 'Publish it when it is ready, or send it back with a note saying what to change.' : 'The editors have been told.'}
        </p>
      )}
      {editor && review.state === 'submitted' && (
        <div className="staff-actions">
          <button type="button" className="staff-button staff-button--ghost" disabled={busy} onClick={() => setReturning(true)}>
            Send back…
          </button>
        </div>
      )}
      {returning && (
        <SendBackDialog
          title={`Send “${title}” back?`}
          hint="Say what to change. The writer is e-mailed it and sees it on the page."
          schema={pageReturnSchema}
          onCancel={() => setReturning(false)}
          onSend={async (note) => {
            const returned = await returnPage(client, page.id, note);
            setReturning(false);
            onReturned(returned);
          }}
        />
      )}
    </section>
  );
}
