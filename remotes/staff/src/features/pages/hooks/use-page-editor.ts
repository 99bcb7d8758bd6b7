import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify, pageReviewMessages, staffMessages, type StaffPage } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { futureInstant, useEditorKernel } from '../../common/hooks/use-editor-kernel';
import { formatDateTimeZone, isoToUkTime } from '../../common/lib/format';
import { staffPaths } from '../../common/lib/staff-paths';
import {
  changeAddress,
  deletePage,
  linkedFromOf,
  previewPage,
  publishPage,
  savePage,
  submitPage,
  unpublishPage,
  type LinkedFrom,
  type PagePreviewData,
  type PageVersionContent,
} from '../api/pages-api';
import { apiPathErrors, checkPageDraft, focusSummary, formFromPage, sameForm, type PageForm, type PathErrors } from '../lib/draft-page';
import type { ComparedContent } from '../components/version-changes';
import { useLivePreview } from './use-live-preview';

export type PageBusy = 'save' | 'preview' | 'publish' | 'schedule' | 'unpublish' | 'delete' | 'address' | 'submit';
/** A change visitors will see, asked first; `linked` once the API has named what links to the page. */
export type Asking =
  | { kind: 'publish' }
  | { kind: 'schedule'; at: string }
  | { kind: 'unpublish'; linked?: LinkedFrom }
  | { kind: 'delete'; linked?: LinkedFrom }
  | { kind: 'address'; address: string };

/**
 * One page's editor state and actions: it saves a draft (by itself a few seconds after typing stops, as the
 * news desk does) and submits it for review, publishes, schedules and unpublishes (an editor's), moves and
 * deletes the page. Every check is the API's own contract, its messages beside their fields.
 */
export function usePageEditor(initial: StaffPage) {
  const { client, fail, me } = useStaff();
  const navigate = useNavigate();
  const canPublish = me.role !== 'contributor';
  const [page, setPage] = useState(initial);
  const [form, setForm] = useState<PageForm>(() => formFromPage(initial));
  const [saved, setSaved] = useState<PageForm>(form);
  const [errors, setErrors] = useState<PathErrors>({});
  const [publishAt, setPublishAt] = useState(() => (initial.scheduledAt ? isoToUkTime(initial.scheduledAt) : ''));
  const [address, setAddress] = useState(initial.address);
  const [editorKey, setEditorKey] = useState(0);
  const [preview, setPreview] = useState<PageVersionContent | null>(null);
  // What changed: a version against the one before it, or the saved draft against what is live.
  const [changes, setChanges] = useState<{ label: string; before: ComparedContent; after: ComparedContent } | null>(null);
  const [realPreview, setRealPreview] = useState<PagePreviewData | null>(null);
  // What the last review step came to, said beside the buttons as well as in a toast.
  const [reviewNotice, setReviewNotice] = useState('');
  const dirty = !sameForm(form, saved);

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
   * autosaves too.
   */
  const kernel = useEditorKernel<PageBusy, Asking>({
    unsaved: dirty,
    refused: (error) => {
      const fields = apiPathErrors(error);
      if (fields) show(fields);
      else fail(error);
    },
    autosave: {
      due: dirty,
      content: form,
      send: () => {
        const result = checkPageDraft(form);
        if (!result.draft) return null;
        const sent = form;
        return savePage(client, page.id, { ...result.draft, autosave: true }).then((next) => () => {
          took(next, sent);
          return next.updatedAt;
        });
      },
      // A field the API refuses is shown beside its field, as a save would; focus stays where the typing is.
      refused: (error) => {
        const fields = apiPathErrors(error);
        if (fields) setErrors(fields);
      },
    },
  });
  const { run, ask } = kernel;

  /** The draft checked: false when its errors are shown instead. */
  const check = () => {
    const result = checkPageDraft(form);
    if (result.errors) {
      show(result.errors);
      return null;
    }
    setErrors({});
    return result.draft;
  };

  /** The draft checked and saved (when changed): false when its errors are shown instead. */
  const store = async (): Promise<boolean> => {
    const draft = check();
    if (!draft) return false;
    if (dirty) took(await savePage(client, page.id, draft), form);
    return true;
  };

  const save = () =>
    void run('save', async () => {
      const draft = check();
      if (!draft) return;
      took(await savePage(client, page.id, draft), form);
      notify.success('Draft saved.');
    });

  /** The draft as typed (saved or not) drawn as the public page; nothing is stored. */
  const showRealPreview = () =>
    void run('preview', async () => {
      const draft = check();
      if (!draft) return;
      setPreview(null);
      setRealPreview(await previewPage(client, page.id, draft));
    });

  // Open, the preview follows the typing (a draft with errors keeps the last drawing).
  useLivePreview({
    open: !!realPreview,
    content: form,
    draw: async () => {
      const draft = checkPageDraft(form).draft;
      return draft ? previewPage(client, page.id, draft) : undefined;
    },
    show: (next: PagePreviewData) => setRealPreview((current) => (current ? next : current)),
  });

  const closeRealPreview = () => {
    setRealPreview(null);
    setTimeout(() => document.getElementById('pg-real-preview')?.focus(), 0);
  };

  const publish = () =>
    void run('publish', async () => {
      if (!(await store())) return;
      setPage(await publishPage(client, page.id));
      // Publishing ends any review: what the last step said of it is over too.
      setReviewNotice('');
      notify.success('Page published.');
    });

  /** A review step done (submitted, sent back): the page as it now stands, and the words said of it. */
  const reviewed = (next: StaffPage, message: string) => {
    setPage(next);
    setReviewNotice(message);
    notify.success(message);
  };

  /** The draft saved first (when changed), then its changes submitted for an editor's review. */
  const submitForReview = () =>
    void run('submit', async () => {
      if (!(await store())) return;
      reviewed(await submitPage(client, page.id), pageReviewMessages.submitted);
    });

  const schedule = (at: string) =>
    void run('schedule', async () => {
      if (!(await store())) return;
      const next = await publishPage(client, page.id, at);
      setPage(next);
      setReviewNotice('');
      notify.success(`Page scheduled for ${formatDateTimeZone(next.scheduledAt ?? at)}.`);
    });

  const askSchedule = () => {
    const at = futureInstant(publishAt);
    if (!at) return show({ publishAt: staffMessages.publishAtInvalid });
    ask({ kind: 'schedule', at });
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
        ask({ kind, linked });
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
    const current = kernel.answer();
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

  return {
    ...{ kernel, canPublish, page, form, setForm, dirty, errors, editorKey, publishAt, setPublishAt, address, setAddress },
    ...{ preview, setPreview, changes, setChanges, realPreview, closeRealPreview, save, showRealPreview, askSchedule, confirm, restored },
    ...{ reviewNotice, reviewed, submitForReview },
  };
}
