import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  articleCategories,
  notify,
  paths,
  reviewMessages,
  staffMessages,
  staffWorkMessages,
  TextField,
  type StaffArticle,
  type StaffArticleDraft,
} from '@tenants/shared';
import { DetailsList } from '../../common/components/details-list';
import { ConfirmDialog } from '../../common/components/dialog';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useUnsavedChanges } from '../../common/hooks/use-unsaved-changes';
import { messageOf } from '../../common/lib/errors';
import { formatDateTime, formatDateTimeZone, formatTime, isoToUkTime, ukTimeHint, ukTimeToIso } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import {
  createArticle,
  deleteArticle,
  previewArticle,
  publishArticle,
  saveArticle,
  submitArticle,
  suggestChanges,
  undoUnpublish,
  unpublishArticle,
  type ArticlePreviewData,
} from '../api/articles-api';
import { apiFieldErrors, checkDraft, draftFromArticle, emptyDraft, fieldOrder, type DraftField, type DraftForm, type FieldErrors } from '../lib/draft';
import { ArticleHistory } from './article-history';
import { ArticlePreview } from './article-preview';
import { ArticleReview } from './article-review';
import { altInputId, pictureInputId, PictureField } from './picture-field';
import { RichTextField } from './rich-text-field';
import './article-form.css';

const categoryOptions = articleCategories.map((category) => ({ value: String(category.id), label: category.name }));

/** Each field's input id, where an error sends the focus. */
const inputIds: Record<DraftField | 'picture' | 'publishAt', string> = {
  title: 'staff-article-title',
  alias: 'staff-article-alias',
  caption: 'staff-article-caption',
  text: 'staff-article-text',
  categoryId: 'staff-article-category',
  author: 'staff-article-author',
  mediaPath: pictureInputId,
  picture: pictureInputId,
  mediaAlt: altInputId,
  bodyHtml: 'staff-article-body',
  publishAt: 'staff-article-publish-at',
};

type Busy = null | 'save' | 'preview' | 'publish' | 'schedule' | 'unpublish' | 'undo' | 'delete' | 'submit' | 'suggest';
/** A change visitors will see, asked first: publish, unpublish, or scheduling a live article; and deleting. */
type Asking = null | { kind: 'publish' } | { kind: 'unpublish' } | { kind: 'schedule'; at: string } | { kind: 'delete' };

/** How long after the last keystroke a draft saves itself. */
export const autosaveDelayMs = 2000;

/** What is typed in an article and not saved, kept per article for the tab's life (a reload offers it back). */
const unsavedKey = (id: string | undefined) => `staff-article-unsaved:${id ?? 'new'}`;
const sameDraft = (a: DraftForm, b: DraftForm) => (Object.keys(a) as DraftField[]).every((key) => a[key] === b[key]);
function readUnsaved(id: string | undefined, saved: DraftForm): DraftForm | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(unsavedKey(id)) ?? 'null') as DraftForm | null;
    return kept && typeof kept === 'object' && !sameDraft({ ...saved, ...kept }, saved) ? { ...saved, ...kept } : null;
  } catch {
    return null;
  }
}

/**
 * The article editor: the fields, the picture, the body, and Save, Preview, Publish now, Schedule and
 * Unpublish. Every action checks the draft first with the API's own schema (the same messages); a change
 * that needs the article saved (publishing a new one) saves it first.
 */
export function ArticleForm({ article: initial, continued = false }: { article?: StaffArticle; continued?: boolean }) {
  const { client, fail, me } = useStaff();
  // Contributors write drafts; an editor (staff or admin) puts them on the site (the API refuses too).
  const canPublish = me.role !== 'contributor';
  const navigate = useNavigate();
  const [article, setArticle] = useState(initial);
  // `continued`: this editor takes over from the one that just saved the article in this tab (new → its own
  // address). Whatever was typed during the hand-over is kept under the article's id: it carries on as typed
  // rather than being offered back as if from an earlier visit.
  const [carried] = useState(() => (continued && initial ? readUnsaved(initial.id, draftFromArticle(initial)) : null));
  const [form, setForm] = useState<DraftForm>(() => carried ?? (initial ? draftFromArticle(initial) : emptyDraft));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [preview, setPreview] = useState<ArticlePreviewData | null>(null);
  const [publishAt, setPublishAt] = useState(() => (initial?.state === 'scheduled' && initial.publishedAt ? isoToUkTime(initial.publishedAt) : ''));
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // What was last saved (or loaded): the form differs from it while there are unsaved changes.
  const [savedForm, setSavedForm] = useState<DraftForm>(() => (initial ? draftFromArticle(initial) : emptyDraft));
  const [offer, setOffer] = useState<DraftForm | null>(() => (carried ? null : readUnsaved(initial?.id, form)));
  // The editor takes its content once: a restored body needs a fresh one.
  const [editorKey, setEditorKey] = useState(0);
  const [asking, setAsking] = useState<Asking>(null);
  // The autosave's quiet line ("Saved at 14:02"), and whether it gave up (a live article, or refused).
  const [autosaved, setAutosaved] = useState('');
  const autosaving = useRef<Promise<void> | null>(null);
  // Counts the staff's own actions: an autosave that answers after one began is out of date and is dropped.
  const actions = useRef(0);
  // Set by Unpublish: until when Undo puts it back.
  const [undoUntil, setUndoUntil] = useState<string | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const focusUndo = useRef(false);
  const dirty = !sameDraft(form, savedForm);
  useUnsavedChanges(dirty);
  // A live (or scheduled) article is an editor's: a contributor reads it, and may suggest changes to it.
  const lockedLive = !canPublish && !!article && article.state !== 'draft';
  const [suggesting, setSuggesting] = useState(false);
  // What the last review step came to, said beside the buttons as well as in a toast.
  const [reviewNotice, setReviewNotice] = useState('');
  const storageId = article?.id;

  useEffect(() => {
    // While the offer is open, what was kept is not overwritten by the form it would replace.
    if (offer) return;
    try {
      if (dirty) sessionStorage.setItem(unsavedKey(storageId), JSON.stringify(form));
      else sessionStorage.removeItem(unsavedKey(storageId));
    } catch {
      // Storage full or refused: the beforeunload warning still guards what is typed.
    }
  }, [dirty, form, storageId, offer]);

  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  /*
   * Autosave: a saved draft or scheduled article saves itself 2 s after the last keystroke (each
   * change restarts the wait). A live article never does: its edits go on the site, so only Update sends them;
   * its typed text is kept in the tab's storage and leaving asks first. A new article saves itself only once
   * saved by hand, since its first save moves the editor to the article's own address.
   */
  const articleId = article?.id;
  const autosaves = !!articleId && article?.state !== 'published' && !lockedLive;
  useEffect(() => {
    if (!autosaves || !articleId || !dirty || busy !== null || offer || !form.title.trim()) return undefined;
    const timer = setTimeout(() => {
      const result = checkDraft(form);
      if (!result.draft || autosaving.current) return;
      const sent = form;
      const started = actions.current;
      autosaving.current = saveArticle(client, articleId, result.draft, { autosave: true })
        .then(
          (saved) => {
            // Schedule or Publish clicked meanwhile (say, right after a picture's upload set this save off):
            // its answer is the newer one, and this older copy must not put the article back as it was.
            if (actions.current !== started) return;
            setArticle(saved);
            setSavedForm(sent);
            setAutosaved(`Saved at ${formatTime(saved.updatedAt)}`);
          },
          async (error: unknown) => {
            // Quiet: no toast while typing. What is typed stays in the tab, and Save still works.
            setAutosaved(`Not saved automatically: ${await messageOf(error)} Your changes are kept in this tab.`);
          },
        )
        .finally(() => {
          autosaving.current = null;
        });
    }, autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [autosaves, articleId, dirty, busy, offer, form, client]);

  // The Unpublish button is gone: the focus goes to Undo (once it is enabled) rather than to the top of the page.
  useEffect(() => {
    if (!undoUntil || busy !== null || !focusUndo.current) return;
    focusUndo.current = false;
    undoButton.current?.focus();
  }, [undoUntil, busy]);

  // Undo lasts as long as the API allows (a minute): the button goes when it would be refused.
  useEffect(() => {
    if (!undoUntil) return undefined;
    const timer = setTimeout(() => setUndoUntil(null), Math.min(Math.max(0, Date.parse(undoUntil) - Date.now()), 120_000));
    return () => clearTimeout(timer);
  }, [undoUntil]);

  const set = (field: DraftField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const show = (next: FieldErrors) => {
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (first) setTimeout(() => document.getElementById(inputIds[first])?.focus(), 0);
  };

  /**
   * The draft to send, or the errors shown and the first field focused. Save checks the title alone (a draft
   * saves with a title); publishing and scheduling check every field, with the API's own messages.
   */
  const checked = ({ publishable = false } = {}): StaffArticleDraft | null => {
    const result = checkDraft(form, { publishable });
    if (result.errors) {
      show(result.errors);
      return null;
    }
    setErrors({});
    return result.draft;
  };

  /** A refusal: each of the API's messages beside its field (`errors[].path`) when it names one, else in a toast. */
  const refused = (error: unknown) => {
    const fields = apiFieldErrors(error);
    if (fields) show(fields);
    else fail(error);
  };

  /** Saves the draft (creating the article the first time): the saved article. */
  const store = async (draft: StaffArticleDraft): Promise<StaffArticle> => {
    const sent = form;
    const saved = article ? await saveArticle(client, article.id, draft) : await createArticle(client, draft);
    setArticle(saved);
    setSavedForm(sent);
    try {
      sessionStorage.removeItem(unsavedKey(undefined));
    } catch {
      // Nothing kept, nothing to clear.
    }
    return saved;
  };

  /** After an action: a new article moves to its own address (handing over what it has, so it is not asked again). */
  const settle = (saved: StaffArticle) => {
    if (!initial || initial.id !== saved.id) navigate(staffPaths.article(saved.id), { replace: true, state: { article: saved } });
  };

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    actions.current += 1;
    setBusy(kind);
    try {
      // An autosave on its way finishes first, so the server sees the two saves in the order they were made.
      await autosaving.current;
      await action();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    const draft = checked();
    if (!draft) return;
    void run('save', async () => {
      const saved = await store(draft);
      notify.success(article ? 'Article saved.' : 'Draft saved.');
      settle(saved);
    });
  };

  const showPreview = () => {
    const draft = checked();
    if (!draft) return;
    void run('preview', async () => setPreview(await previewArticle(client, draft)));
  };

  const publish = () => {
    const draft = checked({ publishable: true });
    if (!draft) return;
    void run('publish', async () => {
      const saved = await store(draft);
      const published = await publishArticle(client, saved.id);
      setArticle(published);
      notify.success('Article published.');
      settle(published);
    });
  };

  const schedule = () => {
    const draft = checked({ publishable: true });
    if (!draft) return;
    const at = ukTimeToIso(publishAt);
    if (!at || Date.parse(at) <= Date.now()) {
      show({ publishAt: staffMessages.publishAtInvalid });
      return;
    }
    void run('schedule', async () => {
      const saved = await store(draft);
      const scheduled = await publishArticle(client, saved.id, at);
      setArticle(scheduled);
      notify.success(`Article scheduled for ${formatDateTimeZone(scheduled.publishedAt ?? at)}.`);
      settle(scheduled);
    });
  };

  const unpublish = () => {
    if (!article) return;
    void run('unpublish', async () => {
      const { article: draft, undoUntil: until } = await unpublishArticle(client, article.id);
      setArticle(draft);
      setPublishAt('');
      notify.success('Article unpublished.');
      if (until && Date.parse(until) > Date.now()) {
        setUndoUntil(until);
        focusUndo.current = true;
      }
    });
  };

  const undo = () => {
    if (!article) return;
    void run('undo', async () => {
      setUndoUntil(null);
      const live = await undoUnpublish(client, article.id);
      setArticle(live);
      notify.success('The article is live again.');
    });
  };

  const remove = () => {
    if (!article) return;
    void run('delete', async () => {
      await deleteArticle(client, article.id);
      setSavedForm(form);
      try {
        sessionStorage.removeItem(unsavedKey(article.id));
      } catch {
        // Nothing kept, nothing to clear.
      }
      notify.success(staffWorkMessages.articleDeleted);
      navigate(staffPaths.news);
    });
  };

  /** A version brought back: the editor shows it as saved (the API stored it as a new version). */
  const restored = (saved: StaffArticle, message: string = staffWorkMessages.versionRestored) => {
    const next = draftFromArticle(saved);
    setArticle(saved);
    setForm(next);
    setSavedForm(next);
    setErrors({});
    setEditorKey((n) => n + 1);
    notify.success(message);
  };

  /** A review step done: said in the status line beside the buttons and in a toast. */
  const told = (message: string) => {
    setReviewNotice(message);
    notify.success(message);
  };

  /** Saves the draft, then sends it to the editors. */
  const submitForReview = () => {
    const draft = checked();
    if (!draft) return;
    void run('submit', async () => {
      const saved = await store(draft);
      const submitted = await submitArticle(client, saved.id);
      setArticle(submitted);
      told(reviewMessages.submitted);
      settle(submitted);
    });
  };

  /** A contributor's changes to a live article, sent as a suggestion: the live article stays as it is. */
  const suggest = (event?: FormEvent) => {
    event?.preventDefault();
    if (!article) return;
    const draft = checked();
    if (!draft) return;
    void run('suggest', async () => {
      const live = await suggestChanges(client, article.id, draft);
      const next = draftFromArticle(live);
      setArticle(live);
      setForm(next);
      setSavedForm(next);
      setEditorKey((n) => n + 1);
      setSuggesting(false);
      told(reviewMessages.suggested);
    });
  };
  const stopSuggesting = () => {
    if (!article) return;
    setForm(draftFromArticle(article));
    setErrors({});
    setEditorKey((n) => n + 1);
    setSuggesting(false);
  };

  // Delete: drafts only; one that was once on the site, admins only (the API checks both too).
  const canDelete = canPublish && article?.state === 'draft' && (!article.everPublished || me.role === 'admin');

  const publicAddress = article ? paths.article(article.alias) : '';
  const title = form.title.trim() || article?.title || 'This article';
  const alias = form.alias.trim() || article?.alias;
  const address = alias ? paths.article(alias) : 'its address';
  const askSchedule = () => {
    const at = ukTimeToIso(publishAt);
    // Asked first, as publishing is, with the time and its zone: a live article also leaves the site until then.
    if (at && Date.parse(at) > Date.now() && checked({ publishable: true })) setAsking({ kind: 'schedule', at });
    else schedule();
  };
  const confirm = () => {
    const kind = asking?.kind;
    setAsking(null);
    if (kind === 'publish') publish();
    else if (kind === 'unpublish') unpublish();
    else if (kind === 'schedule') schedule();
    else if (kind === 'delete') remove();
  };
  const waitingForReview = article?.review?.state === 'submitted';
  return (
    <>
      <ArticleState article={article} />
      {article && (
        <ArticleReview
          article={article}
          editor={canPublish}
          busy={busy !== null}
          onReturned={(returned) => {
            setArticle(returned);
            told(reviewMessages.returned);
          }}
          onApplied={(applied) => {
            restored(applied, 'The suggested changes are applied: the article is live with them.');
            setReviewNotice('The suggested changes are applied: the article is live with them.');
          }}
        />
      )}
      {reviewNotice && (
        <p className="staff-status" role="status" data-testid="review-status">
          {reviewNotice}
        </p>
      )}
      {lockedLive && !suggesting && article && (
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
            <button type="button" className="staff-button" disabled={busy !== null || waitingForReview} onClick={() => setSuggesting(true)}>
              Suggest changes
            </button>
            <button type="button" className="staff-button staff-button--ghost" disabled={busy !== null} onClick={showPreview}>
              {busy === 'preview' ? 'Preparing preview…' : 'Preview'}
            </button>
          </div>
          {waitingForReview && <p className="staff-field__hint">Your suggested changes are waiting for an editor.</p>}
        </section>
      )}
      {offer && (
        <div className="staff-restore" role="region" aria-label="Unsaved changes">
          <p className="staff-restore__text">Restore your unsaved changes?</p>
          <button
            type="button"
            className="staff-button"
            onClick={() => {
              setForm(offer);
              setEditorKey((n) => n + 1);
              setOffer(null);
            }}
          >
            Restore
          </button>
          <button
            type="button"
            className="staff-button staff-button--ghost"
            onClick={() => {
              setOffer(null);
              try {
                sessionStorage.removeItem(unsavedKey(storageId));
              } catch {
                // Nothing to clear.
              }
            }}
          >
            Discard
          </button>
        </div>
      )}
      {(!lockedLive || suggesting) && (
        <form className="staff-form staff-article-form" onSubmit={suggesting ? suggest : save} noValidate aria-busy={busy !== null}>
          <div className="staff-article-form__grid">
            <div className="staff-article-form__fields">
              <TextField
                id={inputIds.title}
                label="Title"
                value={form.title}
                maxLength={200}
                error={errors.title}
                onChange={(e) => set('title')(e.target.value)}
              />
              <TextField
                id={inputIds.alias}
                label="Address (optional)"
                value={form.alias}
                maxLength={120}
                error={errors.alias}
                aria-describedby={errors.alias ? `${inputIds.alias}-error ${inputIds.alias}-hint` : `${inputIds.alias}-hint`}
                onChange={(e) => set('alias')(e.target.value)}
              />
              <p id={`${inputIds.alias}-hint`} className="staff-field__hint staff-field__hint--after">
                Lower-case letters, digits and dashes: the article is at /insights/{form.alias || 'made-from-the-title'}. Left empty, it is made from the title.
              </p>
              <TextField
                id={inputIds.caption}
                label="Summary"
                multiline
                rows={3}
                maxLength={1000}
                value={form.caption}
                error={errors.caption}
                onChange={(e) => set('caption')(e.target.value)}
              />
              <TextField
                id={inputIds.text}
                label="Short text (optional, for small cards)"
                value={form.text}
                maxLength={300}
                error={errors.text}
                onChange={(e) => set('text')(e.target.value)}
              />
              <SelectField
                id={inputIds.categoryId}
                label="Category"
                value={form.categoryId}
                options={categoryOptions}
                error={errors.categoryId}
                onChange={(e) => set('categoryId')(e.target.value)}
              />
              <TextField
                id={inputIds.author}
                label="Author (optional)"
                value={form.author}
                maxLength={100}
                error={errors.author}
                onChange={(e) => set('author')(e.target.value)}
              />
            </div>
            <div className="staff-article-form__picture">
              <PictureField
                path={form.mediaPath}
                alt={form.mediaAlt}
                error={errors.picture ?? errors.mediaPath}
                altError={errors.mediaAlt}
                onUploaded={(path) => {
                  set('mediaPath')(path);
                  setErrors((current) => ({ ...current, picture: undefined, mediaPath: undefined }));
                }}
                onAlt={set('mediaAlt')}
                onError={(message) => setErrors((current) => ({ ...current, picture: message, mediaPath: undefined }))}
              />
            </div>
          </div>
          <RichTextField
            id={inputIds.bodyHtml}
            idStem="staff-article-body"
            label="Article"
            initialHtml={form.bodyHtml}
            error={errors.bodyHtml}
            onChange={set('bodyHtml')}
            editorKey={editorKey}
          />

          <div className="staff-actions">
            {suggesting ? (
              <>
                <button type="submit" className="staff-button" disabled={busy !== null}>
                  {busy === 'suggest' ? 'Sending…' : 'Send the suggested changes'}
                </button>
                <button type="button" className="staff-button staff-button--ghost" disabled={busy !== null} onClick={stopSuggesting}>
                  Cancel
                </button>
              </>
            ) : (
              <button type="submit" className="staff-button" disabled={busy !== null}>
                {busy === 'save' ? 'Saving…' : 'Save'}
              </button>
            )}
            {!canPublish && !suggesting && !waitingForReview && (
              <button type="button" className="staff-button" disabled={busy !== null} onClick={submitForReview}>
                {busy === 'submit' ? 'Submitting…' : article?.review?.state === 'returned' ? 'Submit for review again' : 'Submit for review'}
              </button>
            )}
            <button type="button" className="staff-button staff-button--ghost" disabled={busy !== null} onClick={showPreview}>
              {busy === 'preview' ? 'Preparing preview…' : 'Preview'}
            </button>
            {canPublish && (
              <button
                type="button"
                className="staff-button"
                disabled={busy !== null}
                onClick={() => checked({ publishable: true }) && setAsking({ kind: 'publish' })}
              >
                {busy === 'publish' ? 'Publishing…' : article?.state === 'published' ? 'Save and publish' : 'Publish now'}
              </button>
            )}
            {canPublish && article && article.state !== 'draft' && (
              <button type="button" className="staff-button staff-button--danger" disabled={busy !== null} onClick={() => setAsking({ kind: 'unpublish' })}>
                {busy === 'unpublish' ? 'Unpublishing…' : 'Unpublish'}
              </button>
            )}
            {canDelete && (
              <button type="button" className="staff-button staff-button--danger" disabled={busy !== null} onClick={() => setAsking({ kind: 'delete' })}>
                {busy === 'delete' ? 'Deleting…' : 'Delete'}
              </button>
            )}
            <p className="staff-unsaved staff-autosave" role="status" data-testid="autosave-status">
              {autosaved}
            </p>
          </div>
          {!canPublish && !suggesting && (
            <>
              <p className="staff-field__hint">An editor publishes your drafts.</p>
              <p className="staff-field__hint">
                {waitingForReview ? 'It is waiting for review: you can still make changes.' : 'Submit it for review when it is ready.'}
              </p>
            </>
          )}
          {canPublish && (
            <fieldset className="staff-fieldset staff-schedule">
              <legend className="staff-fieldset__legend">Schedule</legend>
              <TextField
                id={inputIds.publishAt}
                label="Publish at"
                hint={ukTimeHint(publishAt)}
                type="datetime-local"
                value={publishAt}
                error={errors.publishAt}
                onChange={(e) => {
                  setPublishAt(e.target.value);
                  if (errors.publishAt) setErrors((current) => ({ ...current, publishAt: undefined }));
                }}
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
      )}
      {article?.state === 'published' && (
        <p className="staff-published" role="status">
          Published at <Link to={publicAddress}>{publicAddress}</Link>
        </p>
      )}
      {undoUntil && article?.state === 'draft' && (
        <div className="staff-restore staff-undo">
          <p className="staff-restore__text">Unpublished: visitors no longer see it.</p>
          <button ref={undoButton} type="button" className="staff-button" disabled={busy !== null} onClick={undo}>
            {busy === 'undo' ? 'Putting it back…' : 'Undo'}
          </button>
        </div>
      )}
      {article && <ArticleHistory article={article} dirty={dirty} canRestoreLive={canPublish} onPreview={setPreview} onRestored={restored} />}
      {asking && (
        <ConfirmDialog
          title={asking.kind === 'schedule' && article?.state !== 'published' ? `Schedule “${title}”?` : dialogTitles[asking.kind](title)}
          confirmLabel={confirmLabels[asking.kind]}
          tone={asking.kind === 'publish' ? 'primary' : 'danger'}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          <p>
            {asking.kind === 'publish'
              ? article?.state === 'published'
                ? `Visitors will see the changes to “${title}” on /news and at ${address} now.`
                : `“${title}” will appear on /news and at ${address} now.`
              : asking.kind === 'unpublish'
                ? `Visitors will no longer see “${title}” on /news or at its address.`
                : asking.kind === 'delete'
                  ? `“${title}” and its saved versions will be deleted for good.`
                  : article?.state === 'published'
                    ? `“${title}” will disappear from the site until ${formatDateTimeZone(asking.at)}.`
                    : `“${title}” will appear on /news and at ${address} on ${formatDateTimeZone(asking.at)}.`}
          </p>
        </ConfirmDialog>
      )}
      {preview && <ArticlePreview ref={previewHeading} preview={preview} onClose={() => setPreview(null)} />}
    </>
  );
}

const dialogTitles: Record<NonNullable<Asking>['kind'], (title: string) => string> = {
  publish: (title) => `Publish “${title}” now?`,
  unpublish: (title) => `Unpublish “${title}”?`,
  schedule: (title) => `Reschedule “${title}”?`,
  delete: (title) => `Delete “${title}”?`,
};
const confirmLabels: Record<NonNullable<Asking>['kind'], string> = { publish: 'Publish now', unpublish: 'Unpublish', schedule: 'Schedule', delete: 'Delete' };

/** Where the article stands: a draft, scheduled for a time, or published (with its public address). */
function ArticleState({ article }: { article?: StaffArticle }) {
  if (!article) return <p className="staff-heading__intro">A new draft: nothing is public until it is published.</p>;
  const text =
    article.state === 'draft'
      ? 'Draft: not public.'
      : article.state === 'scheduled'
        ? `Scheduled: public from ${formatDateTimeZone(article.publishedAt ?? '')}.`
        : `Published ${formatDateTime(article.publishedAt ?? '')}.`;
  return (
    <p className="staff-heading__intro">
      <span className={`staff-badge staff-badge--${article.state}`}>
        {article.state === 'draft' ? 'Draft' : article.state === 'scheduled' ? 'Scheduled' : 'Published'}
      </span>{' '}
      {text} Last saved {formatDateTime(article.updatedAt)}.
    </p>
  );
}
