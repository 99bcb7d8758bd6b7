import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  articleCategories,
  errorMessage,
  notify,
  paths,
  staffMessages,
  TextField,
  type StaffArticle,
  type StaffArticleDraft,
} from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useUnsavedChanges } from '../../common/hooks/use-unsaved-changes';
import { statusOf } from '../../common/lib/errors';
import { formatDateTime, isoToLocal, localToIso } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import { createArticle, previewArticle, publishArticle, saveArticle, unpublishArticle, type ArticlePreviewData } from '../api/articles-api';
import { checkDraft, draftFromArticle, emptyDraft, fieldOf, fieldOrder, type DraftField, type DraftForm, type FieldErrors } from '../lib/draft';
import { ArticlePreview } from './article-preview';
import { altInputId, pictureInputId, PictureField } from './picture-field';
import { RichTextEditor } from './rich-text-editor';

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

type Busy = null | 'save' | 'preview' | 'publish' | 'schedule' | 'unpublish';
/** A change visitors will see, asked first (issue 31): publish, unpublish, or scheduling a live article. */
type Asking = null | { kind: 'publish' } | { kind: 'unpublish' } | { kind: 'schedule'; at: string };

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
export function ArticleForm({ article: initial }: { article?: StaffArticle }) {
  const { client, fail } = useStaff();
  const navigate = useNavigate();
  const [article, setArticle] = useState(initial);
  const [form, setForm] = useState<DraftForm>(() => (initial ? draftFromArticle(initial) : emptyDraft));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<Busy>(null);
  const [preview, setPreview] = useState<ArticlePreviewData | null>(null);
  const [publishAt, setPublishAt] = useState(() => (initial?.state === 'scheduled' && initial.publishedAt ? isoToLocal(initial.publishedAt) : ''));
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // What was last saved (or loaded): the form differs from it while there are unsaved changes.
  const [savedForm, setSavedForm] = useState<DraftForm>(form);
  const [offer, setOffer] = useState<DraftForm | null>(() => readUnsaved(initial?.id, form));
  // The editor takes its content once: a restored body needs a fresh one.
  const [editorKey, setEditorKey] = useState(0);
  const [asking, setAsking] = useState<Asking>(null);
  const dirty = !sameDraft(form, savedForm);
  useUnsavedChanges(dirty);
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

  const set = (field: DraftField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const show = (next: FieldErrors) => {
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (first) setTimeout(() => document.getElementById(inputIds[first])?.focus(), 0);
  };

  /** The draft to send, or the errors shown and the first field focused. */
  const checked = (): StaffArticleDraft | null => {
    const result = checkDraft(form);
    if (result.errors) {
      show(result.errors);
      return null;
    }
    setErrors({});
    return result.draft;
  };

  /** A refusal: the API's message beside its field when it names one, else in a toast. */
  const refused = (error: unknown) => {
    const message = errorMessage(error);
    const field = statusOf(error) !== undefined && statusOf(error)! < 500 ? fieldOf(message) : undefined;
    if (field) show({ [field]: message });
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
    setBusy(kind);
    try {
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
    const draft = checked();
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
    const draft = checked();
    if (!draft) return;
    const at = localToIso(publishAt);
    if (!at || Date.parse(at) <= Date.now()) {
      show({ publishAt: staffMessages.publishAtInvalid });
      return;
    }
    void run('schedule', async () => {
      const saved = await store(draft);
      const scheduled = await publishArticle(client, saved.id, at);
      setArticle(scheduled);
      notify.success(`Article scheduled for ${formatDateTime(scheduled.publishedAt ?? at)}.`);
      settle(scheduled);
    });
  };

  const unpublish = () => {
    if (!article) return;
    void run('unpublish', async () => {
      const draft = await unpublishArticle(client, article.id);
      setArticle(draft);
      setPublishAt('');
      notify.success('Article unpublished.');
    });
  };

  const publicAddress = article ? paths.article(article.alias) : '';
  const title = form.title.trim() || article?.title || 'This article';
  const alias = form.alias.trim() || article?.alias;
  const address = alias ? paths.article(alias) : 'its address';
  const askSchedule = () => {
    const at = localToIso(publishAt);
    // A live article disappears until the new time: asked first. Anything else schedules at once.
    if (article?.state === 'published' && at && Date.parse(at) > Date.now() && checked()) setAsking({ kind: 'schedule', at });
    else schedule();
  };
  const confirm = () => {
    const kind = asking?.kind;
    setAsking(null);
    if (kind === 'publish') publish();
    else if (kind === 'unpublish') unpublish();
    else if (kind === 'schedule') schedule();
  };
  return (
    <>
      <ArticleState article={article} />
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
      <form className="staff-form staff-article-form" onSubmit={save} noValidate aria-busy={busy !== null}>
        <div className="staff-article-form__grid">
          <div className="staff-article-form__fields">
            <TextField id={inputIds.title} label="Title" value={form.title} maxLength={200} error={errors.title} onChange={(e) => set('title')(e.target.value)} />
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
            <TextField id={inputIds.caption} label="Summary" multiline rows={3} maxLength={1000} value={form.caption} error={errors.caption} onChange={(e) => set('caption')(e.target.value)} />
            <TextField id={inputIds.text} label="Short text (optional, for small cards)" value={form.text} maxLength={300} error={errors.text} onChange={(e) => set('text')(e.target.value)} />
            <SelectField id={inputIds.categoryId} label="Category" value={form.categoryId} options={categoryOptions} error={errors.categoryId} onChange={(e) => set('categoryId')(e.target.value)} />
            <TextField id={inputIds.author} label="Author (optional)" value={form.author} maxLength={100} error={errors.author} onChange={(e) => set('author')(e.target.value)} />
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
        <div className={`ui-field staff-field${errors.bodyHtml ? ' ui-field--invalid' : ''}`}>
          <p id="staff-article-body-label" className="ui-field__label">
            Article
          </p>
          <RichTextEditor
            key={editorKey}
            id={inputIds.bodyHtml}
            initialHtml={form.bodyHtml}
            labelledBy="staff-article-body-label"
            describedBy={errors.bodyHtml ? 'staff-article-body-error' : undefined}
            invalid={!!errors.bodyHtml}
            onChange={set('bodyHtml')}
          />
          {errors.bodyHtml && (
            <p id="staff-article-body-error" className="ui-field__error" role="alert">
              {errors.bodyHtml}
            </p>
          )}
        </div>

        <div className="staff-actions">
          <button type="submit" className="staff-button" disabled={busy !== null}>
            {busy === 'save' ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="staff-button staff-button--ghost" disabled={busy !== null} onClick={showPreview}>
            {busy === 'preview' ? 'Preparing preview…' : 'Preview'}
          </button>
          <button type="button" className="staff-button" disabled={busy !== null} onClick={() => checked() && setAsking({ kind: 'publish' })}>
            {busy === 'publish' ? 'Publishing…' : article?.state === 'published' ? 'Save and publish' : 'Publish now'}
          </button>
          {article && article.state !== 'draft' && (
            <button type="button" className="staff-button staff-button--danger" disabled={busy !== null} onClick={() => setAsking({ kind: 'unpublish' })}>
              {busy === 'unpublish' ? 'Unpublishing…' : 'Unpublish'}
            </button>
          )}
        </div>
        <fieldset className="staff-fieldset staff-schedule">
          <legend className="staff-fieldset__legend">Schedule</legend>
          <TextField
            id={inputIds.publishAt}
            label="Publish at"
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
        <p className="ui-visually-hidden" role="status">
          {busy ? 'Working…' : ''}
        </p>
      </form>
      {article?.state === 'published' && (
        <p className="staff-published" role="status">
          Published at <Link to={publicAddress}>{publicAddress}</Link>
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={asking.kind === 'publish' ? `Publish “${title}” now?` : asking.kind === 'unpublish' ? `Unpublish “${title}”?` : `Reschedule “${title}”?`}
          confirmLabel={asking.kind === 'publish' ? 'Publish now' : asking.kind === 'unpublish' ? 'Unpublish' : 'Schedule'}
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
                : `“${title}” will disappear from the site until ${formatDateTime(asking.at)}.`}
          </p>
        </ConfirmDialog>
      )}
      {preview && <ArticlePreview ref={previewHeading} preview={preview} onClose={() => setPreview(null)} />}
    </>
  );
}

/** Where the article stands: a draft, scheduled for a time, or published (with its public address). */
function ArticleState({ article }: { article?: StaffArticle }) {
  if (!article) return <p className="staff-heading__intro">A new draft: nothing is public until it is published.</p>;
  const text =
    article.state === 'draft'
      ? 'Draft: not public.'
      : article.state === 'scheduled'
        ? `Scheduled: public from ${formatDateTime(article.publishedAt ?? '')}.`
        : `Published ${formatDateTime(article.publishedAt ?? '')}.`;
  return (
    <p className="staff-heading__intro">
      <span className={`staff-badge staff-badge--${article.state}`}>{article.state === 'draft' ? 'Draft' : article.state === 'scheduled' ? 'Scheduled' : 'Published'}</span> {text} Last saved{' '}
      {formatDateTime(article.updatedAt)}.
    </p>
  );
}
