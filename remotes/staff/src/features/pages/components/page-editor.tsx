import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorSummary, notify, pageTypeBlocks, serviceCardSchema, staffMessages, TextField, type PageBlockType, type StaffPage } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { SelectField } from '../../common/components/select-field';
import { VersionHistory } from '../../common/components/version-history';
import { useStaff } from '../../common/hooks/staff-context';
import { memberName, useTeam } from '../../common/hooks/use-team';
import { useUnsavedChanges } from '../../common/hooks/use-unsaved-changes';
import { messageOf } from '../../common/lib/errors';
import { formatDateTime, formatDateTimeZone, formatTime, isoToUkTime, ukTimeHint, ukTimeToIso } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { autosaveDelayMs } from '../../news/components/article-form';
import {
  changeAddress,
  deletePage,
  getPageVersion,
  getPageVersions,
  linkedFromOf,
  previewPage,
  publishPage,
  restorePageVersion,
  savePage,
  unpublishPage,
  type LinkedFrom,
  type PagePreviewData,
  type PageVersionContent,
} from '../api/pages-api';
import { blockFields, blockNames, blockNotes } from '../lib/block-fields';
import {
  apiPathErrors,
  checkPageDraft,
  deskBlock,
  focusSummary,
  formFromPage,
  inputIdOf,
  sameForm,
  summaryItems,
  type PageForm,
  type PathErrors,
} from '../lib/draft-page';
import { FieldEditor, focusMoved } from './field-editor';
import { PagePreview } from './page-preview';
import { PageStateBadge } from './page-state';
import { VersionChanges, type ComparedContent } from './version-changes';
import { VersionPreview } from './version-preview';
import { confirmLabels, kindLabels, LinkedList, questionOf } from './page-editor-words';
import './pages.css';

type Busy = null | 'save' | 'preview' | 'publish' | 'schedule' | 'unpublish' | 'delete' | 'address';
/** A change visitors will see, asked first; `linked` once the API has named what links to the page. */
export type Asking =
  | null
  | { kind: 'publish' }
  | { kind: 'schedule'; at: string }
  | { kind: 'unpublish'; linked?: LinkedFrom }
  | { kind: 'delete'; linked?: LinkedFrom }
  | { kind: 'address'; address: string };

const cardFields = [
  { key: 'text', label: 'Card text (overview pages, the home tabs, Similar Services)', kind: 'long' as const },
  { key: 'image', label: 'Card picture', kind: 'picture' as const },
  { key: 'position', label: 'Place in the Services menu (0 first)', kind: 'number' as const },
];

/**
 * One page's editor: its title, a service page's card and its blocks, each block with its own small form
 * from its type; blocks added, moved and removed within what the page type takes. It saves a draft (by
 * itself a few seconds after typing stops, as the news desk does), publishes, schedules and unpublishes
 * (an editor's), moves and deletes the page. Every check is the API's own contract, its messages beside
 * their fields.
 */
export function PageEditor({ page: initial }: { page: StaffPage }) {
  const { client, fail, me } = useStaff();
  const team = useTeam();
  const navigate = useNavigate();
  const canPublish = me.role !== 'contributor';
  const [page, setPage] = useState(initial);
  const [form, setForm] = useState<PageForm>(() => formFromPage(initial));
  const [saved, setSaved] = useState<PageForm>(form);
  const [errors, setErrors] = useState<PathErrors>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [publishAt, setPublishAt] = useState(() => (initial.scheduledAt ? isoToUkTime(initial.scheduledAt) : ''));
  const [address, setAddress] = useState(initial.address);
  const [autosaved, setAutosaved] = useState('');
  const [said, setSaid] = useState('');
  const [editorKey, setEditorKey] = useState(0);
  const [preview, setPreview] = useState<PageVersionContent | null>(null);
  // What changed: a version against the one before it, or the saved draft against what is live.
  const [changes, setChanges] = useState<{ label: string; before: ComparedContent; after: ComparedContent } | null>(null);
  const [realPreview, setRealPreview] = useState<PagePreviewData | null>(null);
  const [adding, setAdding] = useState<string>(pageTypeBlocks[initial.type][0]);
  const autosaving = useRef(false);
  const dirty = !sameForm(form, saved);
  useUnsavedChanges(dirty);

  const allowed: readonly PageBlockType[] = pageTypeBlocks[page.type];
  const fixed = !['service', 'plain'].includes(page.type);

  // Focus moves once the errors are drawn (an effect runs after they are), to the summary or the one field.
  const [shown, setShown] = useState(0);
  const show = (next: PathErrors) => {
    setErrors(next);
    setShown((n) => n + 1);
  };
  useEffect(() => {
    if (shown) focusSummary(errors);
    // Only a new refusal moves focus, not each keystroke that changes the errors.
  }, [shown]);

  /** Takes a saved page in: the form follows it unless typing went on meanwhile. */
  const took = (next: StaffPage, sent: PageForm) => {
    setPage(next);
    setSaved(sent);
  };

  /*
   * Autosave: a few seconds after the last change a draft saves itself (`autosave: true`, folded by the API
   * into one version per person per 10 minutes). A draft never changes the live page, so a published page
   * autosaves too. Quiet: a line under the buttons, no toast.
   */
  useEffect(() => {
    if (!dirty || busy !== null) return undefined;
    const timer = setTimeout(() => {
      const result = checkPageDraft(form);
      if (!result.draft || autosaving.current) return;
      autosaving.current = true;
      const sent = form;
      savePage(client, page.id, { ...result.draft, autosave: true })
        .then(
          (next) => {
            took(next, sent);
            setAutosaved(`Saved at ${formatTime(next.updatedAt)}`);
          },
          async (error: unknown) => {
            // A field the API refuses is shown beside its field, as a save would; focus stays where the typing is.
            const fields = apiPathErrors(error);
            if (fields) setErrors(fields);
            setAutosaved(`Not saved automatically: ${await messageOf(error)}`);
          },
        )
        .finally(() => {
          autosaving.current = false;
        });
    }, autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [dirty, busy, form, client, page.id]);

  const change = (next: PageForm) => {
    setForm(next);
  };
  const setBlock = (index: number, block: PageForm['blocks'][number]['block']) =>
    change({ ...form, blocks: form.blocks.map((item, at) => (at === index ? { ...item, block } : item)) });

  const moveBlock = (from: number, to: number) => {
    const blocks = [...form.blocks];
    const [item] = blocks.splice(from, 1);
    blocks.splice(to, 0, item);
    change({ ...form, blocks });
    setSaid(`${blockNames[item.block.type as PageBlockType]} moved to place ${to + 1}.`);
    setTimeout(() => focusMoved(item.key, to < from), 0);
  };

  const removeBlock = (index: number) => {
    const item = form.blocks[index];
    change({ ...form, blocks: form.blocks.filter((_, at) => at !== index) });
    setSaid(`${blockNames[item.block.type as PageBlockType]} removed.`);
    setTimeout(() => document.getElementById('pg-add-block')?.focus(), 0);
  };

  const addBlock = () => {
    const item = deskBlock({ type: adding });
    change({ ...form, blocks: [...form.blocks, item] });
    setSaid(`${blockNames[adding as PageBlockType]} added at the end.`);
    setTimeout(() => document.getElementById(`${item.key}-title`)?.focus(), 0);
  };

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      const fields = apiPathErrors(error);
      if (fields) show(fields);
      else fail(error);
    } finally {
      setBusy(null);
    }
  };

  /** The draft checked and saved (when changed): false when its errors are shown instead. */
  const store = async (): Promise<boolean> => {
    const result = checkPageDraft(form);
    if (result.errors) {
      show(result.errors);
      return false;
    }
    setErrors({});
    if (dirty) {
      const sent = form;
      took(await savePage(client, page.id, result.draft), sent);
    }
    return true;
  };

  const save = () =>
    void run('save', async () => {
      const result = checkPageDraft(form);
      if (result.errors) return show(result.errors);
      setErrors({});
      const sent = form;
      took(await savePage(client, page.id, result.draft), sent);
      notify.success('Draft saved.');
    });

  /** The draft as typed (saved or not) drawn as the public page; nothing is stored. */
  const showRealPreview = () =>
    void run('preview', async () => {
      const result = checkPageDraft(form);
      if (result.errors) return show(result.errors);
      setErrors({});
      setPreview(null);
      setRealPreview(await previewPage(client, page.id, result.draft));
    });

  const closeRealPreview = () => {
    setRealPreview(null);
    setTimeout(() => document.getElementById('pg-real-preview')?.focus(), 0);
  };

  const publish = () =>
    void run('publish', async () => {
      if (!(await store())) return;
      setPage(await publishPage(client, page.id));
      notify.success('Page published.');
    });

  const schedule = (at: string) =>
    void run('schedule', async () => {
      if (!(await store())) return;
      const next = await publishPage(client, page.id, at);
      setPage(next);
      notify.success(`Page scheduled for ${formatDateTimeZone(next.scheduledAt ?? at)}.`);
    });

  const askSchedule = () => {
    const at = ukTimeToIso(publishAt);
    if (!at || Date.parse(at) <= Date.now()) return show({ publishAt: staffMessages.publishAtInvalid });
    setAsking({ kind: 'schedule', at });
  };

  /** Unpublish or delete: asked first; a 409 names what links here, asked again with the list. */
  const remove = (kind: 'unpublish' | 'delete', confirm: boolean) =>
    void run(kind, async () => {
      try {
        if (kind === 'unpublish') {
          setPage(await unpublishPage(client, page.id, confirm));
          notify.success('Page unpublished.');
        } else {
          await deletePage(client, page.id, confirm);
          notify.success('Page deleted.');
          setSaved(form);
          navigate(staffPaths.pages);
        }
      } catch (error) {
        const linked = linkedFromOf(error);
        if (!linked) throw error;
        setAsking({ kind, linked });
      }
    });

  const move = (to: string) =>
    void run('address', async () => {
      const next = await changeAddress(client, page.id, to);
      setPage(next);
      setAddress(next.address);
      notify.success(`The page is now at ${next.address}; ${initial.address === next.address ? 'its' : 'the'} old address redirects to it.`);
    });

  const confirm = () => {
    const current = asking;
    setAsking(null);
    if (!current) return;
    if (current.kind === 'publish') publish();
    else if (current.kind === 'schedule') schedule(current.at);
    else if (current.kind === 'unpublish' || current.kind === 'delete') remove(current.kind, !!current.linked);
    else move(current.address);
  };

  const restored = (next: StaffPage) => {
    const fresh = formFromPage(next);
    setPage(next);
    setForm(fresh);
    setSaved(fresh);
    setErrors({});
    setEditorKey((n) => n + 1);
    notify.success('Version restored as the draft. Publish it to put it on the site.');
  };

  const live = page.state === 'published' || page.state === 'scheduled' ? page.published !== null : false;
  return (
    <>
      <p className="staff-heading__intro">
        <PageStateBadge page={page} /> {page.address} · last saved {formatDateTime(page.updatedAt)}
        {page.state === 'scheduled' && page.scheduledAt ? ` · goes live ${formatDateTimeZone(page.scheduledAt)}` : ''}
      </p>
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
      <form
        className="staff-form staff-pages__form"
        noValidate
        aria-busy={busy !== null}
        onSubmit={(event) => {
          event.preventDefault();
          save();
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

        <h2 className="staff-panel__title">Blocks</h2>
        {errors.blocks && (
          <p className="ui-field__error" role="alert">
            {errors.blocks}
          </p>
        )}
        <ol className="staff-pages__blocks">
          {form.blocks.map((item, index) => {
            const type = item.block.type as PageBlockType;
            const name = blockNames[type] ?? type;
            const headingId = `${item.key}-title`;
            return (
              <li key={item.key} className="staff-panel staff-pages__block">
                <section aria-labelledby={headingId}>
                  <h3 id={headingId} className="staff-pages__block-title" tabIndex={-1}>
                    {index + 1}. {name}
                  </h3>
                  {errors[`blocks.${index}.type`] && (
                    <p id={inputIdOf(`blocks.${index}.type`)} className="ui-field__error" role="alert" tabIndex={-1}>
                      {errors[`blocks.${index}.type`]}
                    </p>
                  )}
                  {blockNotes[type] && <p className="staff-field__hint">{blockNotes[type]}</p>}
                  <FieldEditor
                    fields={blockFields[type] ?? []}
                    value={item.block}
                    path={`blocks.${index}`}
                    errors={errors}
                    editorKey={editorKey}
                    onChange={(block) => setBlock(index, block as PageForm['blocks'][number]['block'])}
                  />
                  <div className="staff-actions--inline">
                    <button
                      type="button"
                      id={`${item.key}-up`}
                      className="staff-button staff-button--ghost"
                      disabled={index === 0}
                      aria-label={`Move block ${index + 1}, ${name}, up`}
                      onClick={() => moveBlock(index, index - 1)}
                    >
                      Move up
                    </button>
                    <button
                      type="button"
                      id={`${item.key}-down`}
                      className="staff-button staff-button--ghost"
                      disabled={index === form.blocks.length - 1}
                      aria-label={`Move block ${index + 1}, ${name}, down`}
                      onClick={() => moveBlock(index, index + 1)}
                    >
                      Move down
                    </button>
                    <button
                      type="button"
                      className="staff-button staff-button--danger"
                      aria-label={`Remove block ${index + 1}, ${name}`}
                      onClick={() => removeBlock(index)}
                    >
                      Remove
                    </button>
                  </div>
                </section>
              </li>
            );
          })}
        </ol>
        <div className="staff-actions staff-pages__add">
          <SelectField
            id="pg-add-block"
            label="Add a block"
            hint={`The blocks a ${page.type} page takes.`}
            value={adding}
            options={allowed.map((type) => ({ value: type, label: blockNames[type] }))}
            onChange={(e) => setAdding(e.target.value)}
          />
          <button type="button" className="staff-button staff-button--ghost" onClick={addBlock}>
            Add block
          </button>
        </div>
        <p className="ui-visually-hidden" role="status">
          {said}
        </p>

        <div className="staff-actions">
          <button type="submit" className="staff-button" disabled={busy !== null}>
            {busy === 'save' ? 'Saving…' : 'Save draft'}
          </button>
          <button type="button" id="pg-real-preview" className="staff-button staff-button--ghost" disabled={busy !== null} onClick={showRealPreview}>
            {busy === 'preview' ? 'Preparing preview…' : 'Preview as the real page'}
          </button>
          {canPublish && (
            <button type="button" className="staff-button" disabled={busy !== null} onClick={() => setAsking({ kind: 'publish' })}>
              {busy === 'publish' ? 'Publishing…' : 'Publish now'}
            </button>
          )}
          {canPublish && page.state !== 'unpublished' && page.published && page.type !== 'home' && (
            <button type="button" className="staff-button staff-button--danger" disabled={busy !== null} onClick={() => setAsking({ kind: 'unpublish' })}>
              {busy === 'unpublish' ? 'Unpublishing…' : 'Unpublish'}
            </button>
          )}
          <p className="staff-unsaved staff-autosave" role="status" data-testid="autosave-status">
            {dirty && !autosaved ? 'Unsaved changes' : autosaved}
          </p>
        </div>
        {!canPublish && <p className="staff-field__hint">An editor publishes your drafts.</p>}
        {canPublish && (
          <fieldset className="staff-fieldset staff-schedule">
            <legend className="staff-fieldset__legend">Schedule</legend>
            <TextField
              id={inputIdOf('publishAt')}
              label="Publish at"
              hint={ukTimeHint(publishAt)}
              type="datetime-local"
              value={publishAt}
              error={errors.publishAt}
              onChange={(e) => setPublishAt(e.target.value)}
            />
            <button type="button" className="staff-button staff-button--ghost" disabled={busy !== null} onClick={askSchedule}>
              {busy === 'schedule' ? 'Scheduling…' : 'Schedule'}
            </button>
          </fieldset>
        )}
        <p className="ui-visually-hidden" role="status">
          {busy ? 'Working…' : ''}
        </p>
      </form>

      {canPublish && !fixed && (
        <section className="staff-panel staff-pages__panel" aria-labelledby="pg-address-title">
          <h2 id="pg-address-title" className="staff-panel__title">
            Move or delete the page
          </h2>
          <form
            className="staff-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (address.trim() !== page.address) setAsking({ kind: 'address', address: address.trim() });
            }}
          >
            <TextField
              id={inputIdOf('address')}
              label="Address"
              value={address}
              aria-describedby="pg-address-hint"
              error={errors.address}
              onChange={(e) => setAddress(e.target.value)}
            />
            <p id="pg-address-hint" className="staff-field__hint staff-field__hint--after">
              The old address will redirect to the new one (permanently), so links to it keep working.
            </p>
            {page.redirects.length > 0 && <p className="staff-muted">Old addresses that redirect here: {page.redirects.join(', ')}</p>}
            <div className="staff-actions">
              <button type="submit" className="staff-button staff-button--ghost" disabled={busy !== null || address.trim() === page.address}>
                {busy === 'address' ? 'Moving…' : 'Change address'}
              </button>
              <button type="button" className="staff-button staff-button--danger" disabled={busy !== null} onClick={() => setAsking({ kind: 'delete' })}>
                {busy === 'delete' ? 'Deleting…' : 'Delete page'}
              </button>
            </div>
          </form>
        </section>
      )}

      <VersionHistory
        load={(signal) => getPageVersions(client, page.id, signal)}
        reloadKey={`${page.id}:${page.updatedAt}:${page.state}`}
        describe={(version) => {
          const member = team.find((one) => one.id === version.savedBy);
          return { who: member ? memberName(member) : version.savedBy ? 'A member of staff' : 'The site', how: kindLabels[version.kind] ?? version.kind };
        }}
        dirty={dirty}
        // A restore only ever becomes the draft: visitors see it once it is published.
        live={false}
        canRestoreLive
        onPreview={async (version) => setPreview(await getPageVersion(client, page.id, version.id))}
        onCompare={async (version, previous) => {
          const [after, before] = await Promise.all([getPageVersion(client, page.id, version.id), getPageVersion(client, page.id, previous.id)]);
          setChanges({ label: `What changed in the version of ${formatDateTime(version.savedAt)}`, before, after });
        }}
        onRestore={async (version) => restored(await restorePageVersion(client, page.id, version.id))}
      />
      {preview && <VersionPreview version={preview} onClose={() => setPreview(null)} />}
      {changes && <VersionChanges label={changes.label} before={changes.before} after={changes.after} onClose={() => setChanges(null)} />}
      {realPreview && <PagePreview preview={realPreview} onClose={closeRealPreview} />}

      {asking && (
        <ConfirmDialog
          title={questionOf(asking, form.title || page.address)}
          confirmLabel={confirmLabels[asking.kind]}
          tone={asking.kind === 'publish' || asking.kind === 'schedule' || asking.kind === 'address' ? 'primary' : 'danger'}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          {asking.kind === 'publish' && <p>Visitors will see this draft at {page.address} now.</p>}
          {asking.kind === 'schedule' && (
            <p>
              The draft goes on the site at {formatDateTimeZone(asking.at)};{' '}
              {live ? 'until then visitors see the page as it is.' : 'until then it is not public.'}
            </p>
          )}
          {asking.kind === 'address' && (
            <p>
              The page moves to {asking.address}. Its old address, {page.address}, will redirect to it.
            </p>
          )}
          {(asking.kind === 'unpublish' || asking.kind === 'delete') && !asking.linked && (
            <p>{asking.kind === 'unpublish' ? `Visitors will no longer see ${page.address}.` : 'The page and its history will be deleted for good.'}</p>
          )}
          {(asking.kind === 'unpublish' || asking.kind === 'delete') && asking.linked && <LinkedList linked={asking.linked} />}
        </ConfirmDialog>
      )}
    </>
  );
}
