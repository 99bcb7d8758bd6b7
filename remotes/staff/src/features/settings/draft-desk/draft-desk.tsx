import { ErrorSummary } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { PublishBar } from '../../common/components/publish-bar';
import { memberName, useTeam } from '../../common/hooks/use-team';
import { formatDateTime } from '../../common/lib/format';
import { FieldEditor } from '../../pages/components/field-editor';
import { summaryItems } from '../../pages/lib/draft-page';
import { DeskHistory } from './desk-history';
import { FramePreview } from './frame-preview';
import { RecordChanges } from './record-changes';
import { useDraftDesk, type DeskOptions } from './use-draft-desk';
import './draft-desk.css';

/**
 * The settings' and the menus' editor, like a page's: the form (the pages desk's generic field editor), a
 * line saying whether there is a draft not yet live, Save draft, Preview the draft, Publish now and Discard
 * draft, and the history. Visitors see only what is published.
 */
export function DraftDesk<T>(options: DeskOptions<T>) {
  const { api, fields, path, noun } = options;
  const editor = useDraftDesk(options);
  const { kernel, desk, form, panel } = editor;
  const team = useTeam();
  const savedBy = team.find((member) => member.id === desk.draftSavedBy);
  return (
    <>
      <div className="staff-draft-desk__state">
        <p role="status">
          {editor.hasDraft ? (
            <>
              <strong>Draft changes not yet live.</strong> Saved {desk.draftSavedAt ? formatDateTime(desk.draftSavedAt) : ''}
              {savedBy ? ` by ${memberName(savedBy)}` : ''}. Visitors see the published {noun} until you publish.
            </>
          ) : (
            'No draft: this is what visitors see. Saving keeps your changes as a draft until you publish them.'
          )}
        </p>
        {editor.hasDraft && (
          <button
            type="button"
            className="staff-button staff-button--ghost"
            onClick={() => editor.changes(`The saved draft against the live ${noun}`, desk.live, desk.draft)}
          >
            What changed since it went live
          </button>
        )}
      </div>
      <form
        className="staff-form staff-panel"
        noValidate
        aria-busy={kernel.busy !== null}
        onSubmit={(event) => {
          event.preventDefault();
          editor.save();
        }}
      >
        {summaryItems(editor.errors).length > 1 && <ErrorSummary items={summaryItems(editor.errors)} />}
        <FieldEditor nested fields={fields} value={form} onChange={editor.setForm} path={path} errors={editor.errors} editorKey={editor.editorKey} />
        <PublishBar
          busy={kernel.busy}
          buttons={[
            { label: 'Save draft', kind: 'save', working: 'Saving…', submit: true },
            { label: 'Preview the draft', kind: 'preview', working: 'Preparing preview…', tone: 'ghost', onClick: editor.preview },
            // Nothing to publish until there is a draft or typing to save as one.
            { label: 'Publish now', kind: 'publish', working: 'Publishing…', held: !editor.hasDraft && !editor.dirty, onClick: () => kernel.ask('publish') },
            editor.hasDraft && { label: 'Discard draft', kind: 'discard', working: 'Discarding…', tone: 'danger', onClick: () => kernel.ask('discard') },
          ]}
          autosave={editor.dirty ? 'Unsaved changes' : ''}
          working="hidden"
        />
      </form>
      {panel?.kind === 'preview' && <FramePreview label={panel.label} page={panel.page} onClose={() => editor.setPanel(null)} />}
      {panel?.kind === 'changes' && <RecordChanges label={panel.label} rows={panel.rows} note={panel.note} onClose={() => editor.setPanel(null)} />}
      <DeskHistory
        api={api}
        fields={fields}
        noun={noun}
        dirty={editor.dirty}
        reloadKey={String(editor.published)}
        onPanel={editor.setPanel}
        onRestored={editor.restored}
      />
      {kernel.asking === 'publish' && (
        <ConfirmDialog title={`Publish the ${noun}?`} confirmLabel="Publish" tone="primary" onConfirm={editor.confirm} onCancel={kernel.dismiss}>
          <p>Visitors will see the draft {noun} on every page from the next page they open.</p>
          {editor.dirty && <p>What you have typed is saved into the draft first.</p>}
        </ConfirmDialog>
      )}
      {kernel.asking === 'discard' && (
        <ConfirmDialog title="Discard the draft?" confirmLabel="Discard draft" tone="danger" onConfirm={editor.confirm} onCancel={kernel.dismiss}>
          <p>The draft changes will be thrown away; visitors keep seeing the published {noun}.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
