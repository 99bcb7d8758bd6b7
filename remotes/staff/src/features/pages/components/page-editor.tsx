import { ErrorSummary, pageReviewMessages, serviceCardSchema, TextField, type StaffPage } from '@tenants/shared';
import { formatDateTime, formatDateTimeZone } from '../../common/lib/format';
import { usePageEditor } from '../hooks/use-page-editor';
import { inputIdOf, summaryItems } from '../lib/draft-page';
import { BlockNav } from './block-nav';
import { PageBar } from './page-bar';
import { FieldEditor } from './field-editor';
import { PageAddressPanel } from './page-address-panel';
import { PageBlocks } from './page-blocks';
import { PageConfirm } from './page-confirm';
import { PageReview } from './page-review';
import { PagePreview } from './page-preview';
import { PageSharingFields } from './page-sharing-fields';
import { SharePreviewLink } from './share-preview-link';
import { PageStateBadge } from './page-state';
import { PageVersions } from './page-versions';
import { VersionChanges } from './version-changes';
import { VersionPreview } from './version-preview';
import './pages.css';

const cardFields = [
  { key: 'text', label: 'Card text (overview pages, the home tabs, Similar Services)', kind: 'long' as const },
  { key: 'image', label: 'Card picture', kind: 'picture' as const },
  { key: 'position', label: 'Place in the Services menu (0 first)', kind: 'number' as const },
];

/**
 * One page's editor: its title, a service page's card and its blocks, each block with its own small form
 * from its type; blocks added, moved and removed within what the page type takes. It saves a draft (by
 * itself a few seconds after typing stops, as the news desk does) and submits it for review, publishes,
 * schedules and unpublishes (an editor's), moves and deletes the page; where a review stands shows above
 * it. Every check is the API's own contract, its messages beside their fields.
 */
export function PageEditor({ page: initial }: { page: StaffPage }) {
  const editor = usePageEditor(initial);
  const { kernel, canPublish, page, form, setForm: change, errors, editorKey, changes, setChanges } = editor;
  const { busy, ask } = kernel;
  const fixed = !['service', 'plain'].includes(page.type);
  return (
    <>
      <p className="staff-heading__intro">
        <PageStateBadge page={page} /> {page.address} · last saved {formatDateTime(page.updatedAt)}
        {page.state === 'scheduled' && page.scheduledAt ? ` · goes live ${formatDateTimeZone(page.scheduledAt)}` : ''}
      </p>
      <PageReview page={page} editor={canPublish} busy={busy !== null} onReturned={(next) => editor.reviewed(next, pageReviewMessages.returned)} />
      {editor.reviewNotice && (
        <p className="staff-status" role="status" data-testid="review-status">
          {editor.reviewNotice}
        </p>
      )}
      {page.published && page.state !== 'unpublished' && (
        <p className="staff-published">
          <a href={page.address}>View live page</a>
          {page.hasDraft && (
            <>
              {' '}
              <button
                type="button"
                className="staff-button staff-button--ghost"
                onClick={() => setChanges({ label: 'The saved draft against the live page', before: page.published!, after: page.draft })}
              >
                What changed since it went live
              </button>
            </>
          )}
        </p>
      )}
      {/*
        Two columns from 1200 px: the form on the left, the previews on the right, kept in view while the
        form scrolls. Narrower, one column in the same order: the form, then the previews under it.
      */}
      <div className="staff-pages__editor">
        <div className="staff-pages__work">
          <BlockNav blocks={form.blocks} errors={errors} />
          <form
            className="staff-form staff-pages__form"
            noValidate
            aria-busy={busy !== null}
            onSubmit={(event) => {
              event.preventDefault();
              editor.save();
            }}
          >
            {/* More than one field at fault: listed at the top, each a link to its field (the words are beside it too). */}
            {summaryItems(errors).length > 1 && <ErrorSummary items={summaryItems(errors)} />}
            <TextField
              id={inputIdOf('title')}
              label="Page title"
              value={form.title}
              error={errors.title}
              onChange={(e) => change({ ...form, title: e.target.value })}
            />
            {form.card && (
              <fieldset className="staff-fieldset">
                <legend className="staff-fieldset__legend">The service’s card</legend>
                <FieldEditor
                  nested
                  fields={cardFields}
                  value={form.card}
                  path="card"
                  errors={errors}
                  editorKey={editorKey}
                  onChange={(card) => change({ ...form, card })}
                />
              </fieldset>
            )}
            {page.type === 'service' && !form.card && (
              <div className="staff-actions">
                <button
                  type="button"
                  className="staff-button staff-button--ghost"
                  onClick={() => change({ ...form, card: serviceCardSchema.parse({ text: '', image: { art: 'shopfront', alt: '' }, position: 1000 }) })}
                >
                  Add the service’s card
                </button>
              </div>
            )}

            <PageBlocks type={page.type} form={form} errors={errors} editorKey={editorKey} onChange={change} />

            <PageBar editor={editor} />
          </form>

          <PageSharingFields key={`${page.id}:${page.draft.description ?? ''}:${page.draft.socialImage?.path ?? ''}`} page={page} />
          <SharePreviewLink pageId={page.id} />

          {canPublish && !fixed && (
            <PageAddressPanel
              page={page}
              address={editor.address}
              onAddress={editor.setAddress}
              errors={errors}
              busy={busy}
              onMove={(address) => ask({ kind: 'address', address })}
              onDelete={() => ask({ kind: 'delete' })}
            />
          )}

          <PageVersions page={page} dirty={editor.dirty} onPreview={editor.setPreview} onCompare={setChanges} onRestored={editor.restored} />
        </div>
        <div className="staff-pages__side">
          {!editor.preview && !changes && !editor.realPreview && (
            // Only where the column stands beside the form (pages.css hides it narrower): it says what comes here.
            <p className="staff-muted staff-pages__side-hint">The preview of the draft, or of a saved version, opens here beside the form.</p>
          )}
          {editor.preview && <VersionPreview version={editor.preview} onClose={() => editor.setPreview(null)} />}
          {changes && <VersionChanges label={changes.label} before={changes.before} after={changes.after} onClose={() => setChanges(null)} />}
          {editor.realPreview && <PagePreview preview={editor.realPreview} onClose={editor.closeRealPreview} />}
        </div>
      </div>

      {kernel.asking && (
        <PageConfirm asking={kernel.asking} page={page} title={form.title || page.address} onConfirm={editor.confirm} onCancel={kernel.dismiss} />
      )}
    </>
  );
}
