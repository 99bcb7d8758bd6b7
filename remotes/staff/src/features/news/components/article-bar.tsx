import { PublishBar } from '../../common/components/publish-bar';
import type { useArticleEditor } from '../hooks/use-article-editor';
import { inputIds } from '../lib/input-ids';

/**
 * The article editor's actions. A contributor saves and submits for review (or sends suggested changes to a
 * live article); an editor publishes, schedules, unpublishes and deletes.
 */
export function ArticleBar({ editor, waitingForReview }: { editor: ReturnType<typeof useArticleEditor>; waitingForReview: boolean }) {
  const { draft, kernel, canPublish, suggesting, publishAt, setPublishAt } = editor;
  const { article, errors, setErrors } = draft;
  // Delete: drafts only; one that was once on the site, admins only (the API checks both too).
  const canDelete = canPublish && article?.state === 'draft' && (!article.everPublished || editor.me.role === 'admin');
  return (
    <PublishBar
      busy={kernel.busy}
      buttons={[
        suggesting && { label: 'Send the suggested changes', kind: 'suggest', working: 'Sending…', submit: true },
        suggesting && { label: 'Cancel', tone: 'ghost', onClick: editor.stopSuggesting },
        !suggesting && { label: 'Save', kind: 'save', working: 'Saving…', submit: true },
        !canPublish &&
          !suggesting &&
          !waitingForReview && {
            label: article?.review?.state === 'returned' ? 'Submit for review again' : 'Submit for review',
            kind: 'submit',
            working: 'Submitting…',
            onClick: editor.submitForReview,
          },
        { label: 'Preview', kind: 'preview', working: 'Preparing preview…', tone: 'ghost', onClick: editor.showPreview },
        canPublish && {
          label: article?.state === 'published' ? 'Save and publish' : 'Publish now',
          kind: 'publish',
          working: 'Publishing…',
          onClick: () => draft.checked({ publishable: true }) && kernel.ask({ kind: 'publish' }),
        },
        canPublish &&
          !!article &&
          article.state !== 'draft' && {
            label: 'Unpublish',
            kind: 'unpublish',
            working: 'Unpublishing…',
            tone: 'danger',
            onClick: () => kernel.ask({ kind: 'unpublish' }),
          },
        canDelete && { label: 'Delete', kind: 'delete', working: 'Deleting…', tone: 'danger', onClick: () => kernel.ask({ kind: 'delete' }) },
      ]}
      autosave={kernel.autosaved}
      notes={
        !canPublish &&
        !suggesting && (
          <>
            <p className="staff-field__hint">An editor publishes your drafts.</p>
            <p className="staff-field__hint">
              {waitingForReview ? 'It is waiting for review: you can still make changes.' : 'Submit it for review when it is ready.'}
            </p>
          </>
        )
      }
      schedule={
        canPublish
          ? {
              id: inputIds.publishAt,
              label: 'Publish at',
              value: publishAt,
              error: errors.publishAt,
              onChange: (value) => {
                setPublishAt(value);
                if (errors.publishAt) setErrors((current) => ({ ...current, publishAt: undefined }));
              },
              onAsk: editor.askSchedule,
              button: 'Schedule',
            }
          : undefined
      }
      working="hidden"
    />
  );
}
