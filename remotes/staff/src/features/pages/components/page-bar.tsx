import { PublishBar } from '../../common/components/publish-bar';
import type { usePageEditor } from '../hooks/use-page-editor';
import { inputIdOf } from '../lib/draft-page';

/**
 * The page editor's actions. Anyone saves, previews and submits the draft's changes for review; an editor
 * also publishes, schedules and unpublishes (a contributor is offered none of these: the API refuses them).
 */
export function PageBar({ editor }: { editor: ReturnType<typeof usePageEditor> }) {
  const { kernel, canPublish, page, errors } = editor;
  const review = page.review?.state;
  // Something to review: changes saved or typed, and not already with the editors.
  const canSubmit = review !== 'submitted' && (page.hasDraft || editor.dirty);
  return (
    <PublishBar
      busy={kernel.busy}
      buttons={[
        { label: 'Save draft', kind: 'save', working: 'Saving…', submit: true },
        canSubmit && {
          label: review === 'returned' ? 'Submit for review again' : 'Submit for review',
          kind: 'submit',
          working: 'Submitting…',
          // An editor may ask a colleague to look first; their own button is Publish.
          tone: canPublish ? 'ghost' : 'primary',
          onClick: editor.submitForReview,
        },
        {
          label: 'Preview as the real page',
          kind: 'preview',
          working: 'Preparing preview…',
          tone: 'ghost',
          id: 'pg-real-preview',
          onClick: editor.showRealPreview,
        },
        canPublish && { label: 'Publish now', kind: 'publish', working: 'Publishing…', onClick: () => kernel.ask({ kind: 'publish' }) },
        canPublish &&
          page.state !== 'unpublished' &&
          !!page.published &&
          page.type !== 'home' && {
            label: 'Unpublish',
            kind: 'unpublish',
            working: 'Unpublishing…',
            tone: 'danger',
            onClick: () => kernel.ask({ kind: 'unpublish' }),
          },
      ]}
      autosave={editor.dirty && !kernel.autosaved ? 'Unsaved changes' : kernel.autosaved}
      notes={
        !canPublish && (
          <>
            <p className="staff-field__hint">An editor publishes your drafts.</p>
            <p className="staff-field__hint">
              {review === 'submitted' ? 'It is waiting for review: you can still make changes.' : 'Submit your changes for review when they are ready.'}
            </p>
          </>
        )
      }
      schedule={
        canPublish
          ? {
              id: inputIdOf('publishAt'),
              label: 'Publish at',
              value: editor.publishAt,
              error: errors.publishAt,
              onChange: editor.setPublishAt,
              onAsk: editor.askSchedule,
              button: 'Schedule',
            }
          : undefined
      }
      working="hidden"
    />
  );
}
