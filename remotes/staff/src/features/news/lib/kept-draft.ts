import type { DraftField, DraftForm } from './draft';

/** What is typed in an article and not saved, kept per article for the tab's life (a reload offers it back). */
export const unsavedKey = (id: string | undefined) => `staff-article-unsaved:${id ?? 'new'}`;

export const sameDraft = (a: DraftForm, b: DraftForm) => (Object.keys(a) as DraftField[]).every((key) => a[key] === b[key]);

export function readUnsaved(id: string | undefined, saved: DraftForm): DraftForm | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(unsavedKey(id)) ?? 'null') as DraftForm | null;
    return kept && typeof kept === 'object' && !sameDraft({ ...saved, ...kept }, saved) ? { ...saved, ...kept } : null;
  } catch {
    return null;
  }
}

export function keepUnsaved(id: string | undefined, form: DraftForm | null) {
  try {
    if (form) sessionStorage.setItem(unsavedKey(id), JSON.stringify(form));
    else sessionStorage.removeItem(unsavedKey(id));
  } catch {
    // Storage full or refused: the beforeunload warning still guards what is typed.
  }
}
