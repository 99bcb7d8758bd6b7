import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify, reviewMessages, staffMessages, staffWorkMessages, type StaffArticle, type StaffArticleDraft } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { futureInstant, useEditorKernel } from '../../common/hooks/use-editor-kernel';
import { formatDateTimeZone, isoToUkTime } from '../../common/lib/format';
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
import { apiFieldErrors, checkDraft, draftFromArticle } from '../lib/draft';
import { keepUnsaved } from '../lib/kept-draft';
import { useArticleDraft } from './use-article-draft';
import { useUndoWindow } from './use-undo-window';

export type ArticleBusy = 'save' | 'preview' | 'publish' | 'schedule' | 'unpublish' | 'undo' | 'delete' | 'submit' | 'suggest';
/** A change visitors will see, asked first: publish, unpublish, or scheduling a live article; and deleting. */
export type ArticleAsking = { kind: 'publish' } | { kind: 'unpublish' } | { kind: 'schedule'; at: string } | { kind: 'delete' };

/**
 * The article editor's state and actions: Save, Preview, Publish now, Schedule, Unpublish (and Undo),
 * Delete, and the review steps. Every action checks the draft first with the API's own schema (the same
 * messages); a change that needs the article saved (publishing a new one) saves it first.
 */
export function useArticleEditor(initial: StaffArticle | undefined, continued: boolean) {
  const { client, fail, me } = useStaff();
  // Contributors write drafts; an editor (staff or admin) puts them on the site (the API refuses too).
  const canPublish = me.role !== 'contributor';
  const navigate = useNavigate();
  const draft = useArticleDraft(initial, continued);
  const { article, setArticle, form, setSavedForm, dirty, setErrors, show, checked, offer, reset } = draft;
  const [preview, setPreview] = useState<ArticlePreviewData | null>(null);
  const [publishAt, setPublishAt] = useState(() => (initial?.state === 'scheduled' && initial.publishedAt ? isoToUkTime(initial.publishedAt) : ''));
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // A live (or scheduled) article is an editor's: a contributor reads it, and may suggest changes to it.
  const lockedLive = !canPublish && !!article && article.state !== 'draft';
  const [suggesting, setSuggesting] = useState(false);
  // What the last review step came to, said beside the buttons as well as in a toast.
  const [reviewNotice, setReviewNotice] = useState('');

  /** A refusal: each of the API's messages beside its field (`errors[].path`) when it names one, else in a toast. */
  const refused = (error: unknown) => {
    const fields = apiFieldErrors(error);
    if (fields) show(fields);
    else fail(error);
  };

  /*
   * Autosave: a saved draft or scheduled article saves itself 2 s after the last keystroke. A live article
   * never does: its edits go on the site, so only Update sends them; its typed text is kept in the tab's storage
   * and leaving asks first. A new article saves itself only once saved by hand, since its first save moves the
   * editor to the article's own address.
   */
  const articleId = article?.id;
  const autosaves = !!articleId && article?.state !== 'published' && !lockedLive;
  const kernel = useEditorKernel<ArticleBusy, ArticleAsking>({
    unsaved: dirty,
    refused,
    autosave: {
      due: autosaves && dirty && !offer && !!form.title.trim(),
      content: form,
      send: () => {
        const result = checkDraft(form);
        if (!result.draft || !articleId) return null;
        const sent = form;
        return saveArticle(client, articleId, result.draft, { autosave: true }).then((saved) => () => {
          setArticle(saved);
          setSavedForm(sent);
          return saved.updatedAt;
        });
      },
      keptNote: 'Your changes are kept in this tab.',
    },
  });
  const { run, ask } = kernel;
  const undoWindow = useUndoWindow(kernel.busy);

  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  /** Saves the draft (creating the article the first time): the saved article. */
  const store = async (checkedDraft: StaffArticleDraft): Promise<StaffArticle> => {
    const sent = form;
    const saved = article ? await saveArticle(client, article.id, checkedDraft) : await createArticle(client, checkedDraft);
    setArticle(saved);
    setSavedForm(sent);
    keepUnsaved(undefined, null);
    if (!article) draft.handOver(saved.id, sent);
    return saved;
  };

  /** After an action: a new article moves to its own address (handing over what it has, so it is not asked again). */
  const settle = (saved: StaffArticle) => {
    if (!initial || initial.id !== saved.id) navigate(staffPaths.article(saved.id), { replace: true, state: { article: saved } });
  };

  /** Checks the draft (every field when `publishable`), then saves it and does `then` with the saved article. */
  const storeThen = (kind: ArticleBusy, publishable: boolean, then: (saved: StaffArticle) => Promise<void>) => {
    const checkedDraft = checked({ publishable });
    if (checkedDraft) void run(kind, async () => then(await store(checkedDraft)));
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    storeThen('save', false, async (saved) => {
      notify.success(article ? 'Article saved.' : 'Draft saved.');
      settle(saved);
    });
  };

  const showPreview = () => {
    const checkedDraft = checked();
    if (checkedDraft) void run('preview', async () => setPreview(await previewArticle(client, checkedDraft)));
  };

  const publish = () =>
    storeThen('publish', true, async (saved) => {
      const published = await publishArticle(client, saved.id);
      setArticle(published);
      notify.success('Article published.');
      settle(published);
    });

  const schedule = () => {
    if (!checked({ publishable: true })) return;
    const at = futureInstant(publishAt);
    if (!at) return show({ publishAt: staffMessages.publishAtInvalid });
    storeThen('schedule', true, async (saved) => {
      const scheduled = await publishArticle(client, saved.id, at);
      setArticle(scheduled);
      notify.success(`Article scheduled for ${formatDateTimeZone(scheduled.publishedAt ?? at)}.`);
      settle(scheduled);
    });
  };

  const unpublish = (current: StaffArticle) =>
    void run('unpublish', async () => {
      const { article: unpublished, undoUntil } = await unpublishArticle(client, current.id);
      setArticle(unpublished);
      setPublishAt('');
      notify.success('Article unpublished.');
      undoWindow.offerUndo(undoUntil);
    });

  const undo = () => {
    if (!article) return;
    void run('undo', async () => {
      undoWindow.closeUndo();
      setArticle(await undoUnpublish(client, article.id));
      notify.success('The article is live again.');
    });
  };

  const remove = (current: StaffArticle) =>
    void run('delete', async () => {
      await deleteArticle(client, current.id);
      setSavedForm(form);
      keepUnsaved(current.id, null);
      notify.success(staffWorkMessages.articleDeleted);
      navigate(staffPaths.news);
    });

  /** A version brought back: the editor shows it as saved (the API stored it as a new version). */
  const restored = (saved: StaffArticle, message: string = staffWorkMessages.versionRestored) => {
    setArticle(saved);
    reset(draftFromArticle(saved));
    setErrors({});
    notify.success(message);
  };

  /** A review step done: said in the status line beside the buttons and in a toast. */
  const told = (message: string) => {
    setReviewNotice(message);
    notify.success(message);
  };

  /** Saves the draft, then sends it to the editors. */
  const submitForReview = () =>
    storeThen('submit', false, async (saved) => {
      const submitted = await submitArticle(client, saved.id);
      setArticle(submitted);
      told(reviewMessages.submitted);
      settle(submitted);
    });

  /** A contributor's changes to a live article, sent as a suggestion: the live article stays as it is. */
  const suggest = (event?: FormEvent) => {
    event?.preventDefault();
    if (!article) return;
    const checkedDraft = checked();
    if (!checkedDraft) return;
    void run('suggest', async () => {
      const live = await suggestChanges(client, article.id, checkedDraft);
      setArticle(live);
      reset(draftFromArticle(live));
      setSuggesting(false);
      told(reviewMessages.suggested);
    });
  };
  const stopSuggesting = () => {
    if (!article) return;
    reset(draftFromArticle(article), { saved: false });
    setErrors({});
    setSuggesting(false);
  };

  const askSchedule = () => {
    const at = futureInstant(publishAt);
    // Asked first, as publishing is, with the time and its zone: a live article also leaves the site until then.
    if (at && checked({ publishable: true })) ask({ kind: 'schedule', at });
    else schedule();
  };
  const confirm = () => {
    const kind = kernel.answer()?.kind;
    if (kind === 'publish') publish();
    else if (kind === 'schedule') schedule();
    else if (kind && article) (kind === 'unpublish' ? unpublish : remove)(article);
  };

  return {
    ...{ me, draft, kernel, canPublish, lockedLive, preview, setPreview, previewHeading, publishAt, setPublishAt, undoWindow },
    ...{ suggesting, setSuggesting, reviewNotice, setReviewNotice, told, restored },
    ...{ save, showPreview, submitForReview, suggest, stopSuggesting, askSchedule, confirm, undo },
  };
}
