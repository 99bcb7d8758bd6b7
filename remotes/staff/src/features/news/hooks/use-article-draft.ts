import { useEffect, useRef, useState } from 'react';
import type { StaffArticle, StaffArticleDraft } from '@tenants/shared';
import { checkDraft, draftFromArticle, emptyDraft, fieldOrder, type DraftField, type DraftForm, type FieldErrors } from '../lib/draft';
import { inputIds } from '../lib/input-ids';
import { keepUnsaved, readUnsaved, sameDraft } from '../lib/kept-draft';

/**
 * An article's fields as typed, against what was last saved; their errors; and what was typed and not saved
 * on an earlier visit, offered back.
 */
export function useArticleDraft(initial: StaffArticle | undefined, continued: boolean) {
  const [article, setArticle] = useState(initial);
  // `continued`: this editor takes over from the one that just saved the article in this tab (new → its own
  // address). Whatever was typed during the hand-over is kept under the article's id: it carries on as typed
  // rather than being offered back as if from an earlier visit.
  const [carried] = useState(() => (continued && initial ? readUnsaved(initial.id, draftFromArticle(initial)) : null));
  const [form, setForm] = useState<DraftForm>(() => carried ?? (initial ? draftFromArticle(initial) : emptyDraft));
  const [errors, setErrors] = useState<FieldErrors>({});
  // What was last saved (or loaded): the form differs from it while there are unsaved changes.
  const [savedForm, setSavedForm] = useState<DraftForm>(() => (initial ? draftFromArticle(initial) : emptyDraft));
  const [offer, setOffer] = useState<DraftForm | null>(() => (carried ? null : readUnsaved(initial?.id, form)));
  // The editor takes its content once: a restored body needs a fresh one.
  const [editorKey, setEditorKey] = useState(0);
  const dirty = !sameDraft(form, savedForm);
  const storageId = article?.id;
  // The form as last drawn, for a save that answers after more was typed (handOver).
  const latest = useRef(form);
  latest.current = form;

  /**
   * A new article's first save moves the editor to the article's own address, and the editor there takes
   * over. What was typed while that save was on its way is kept under the article's id at once, for that
   * editor to carry on with: the move can unmount this one before its effect keeps anything.
   */
  const handOver = (id: string, sent: DraftForm) => keepUnsaved(id, sameDraft(latest.current, sent) ? null : latest.current);

  useEffect(() => {
    // While the offer is open, what was kept is not overwritten by the form it would replace.
    if (offer) return;
    keepUnsaved(storageId, dirty ? form : null);
  }, [dirty, form, storageId, offer]);

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

  /** The form shown afresh as `next` (a version restored, suggestions sent), the editor's body with it. */
  const reset = (next: DraftForm, { saved = true } = {}) => {
    setForm(next);
    if (saved) setSavedForm(next);
    setEditorKey((n) => n + 1);
  };

  const restoreOffer = () => {
    if (!offer) return;
    setForm(offer);
    setEditorKey((n) => n + 1);
    setOffer(null);
  };
  const discardOffer = () => {
    setOffer(null);
    keepUnsaved(storageId, null);
  };

  return {
    ...{ article, setArticle, form, savedForm, setSavedForm, dirty, errors, setErrors, set, show, checked },
    ...{ offer, restoreOffer, discardOffer, editorKey, reset, handOver },
  };
}
