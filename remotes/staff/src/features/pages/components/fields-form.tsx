import { useState, type FormEvent } from 'react';
import { notify } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { useUnsavedChanges } from '../../common/hooks/use-unsaved-changes';
import type { FieldSpec } from '../lib/block-fields';
import { apiPathErrors, focusFirst, type PathErrors } from '../lib/draft-page';
import { FieldEditor } from './field-editor';

type Value = Record<string, unknown>;
/** A contract as this form uses it (a zod schema: the staff area does not import zod itself). */
interface Contract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

interface Props<T> {
  initial: T;
  fields: FieldSpec[];
  /** The contract the whole record is checked with before it is sent (its words beside the fields). */
  schema: Contract<T>;
  /** Where the fields' ids and errors start (`settings`, `menus`). */
  path: string;
  save(record: T): Promise<T>;
  /** The form as typed into what the contract reads (the menus' links), when the two differ. */
  toRecord?(form: Value): unknown;
  /** What the button says, and what is said when it is saved or refused. */
  words: { save: string; saved: string; refused: string };
}

/**
 * A record edited whole with the generic field editor (the site settings, the menus): checked with its
 * contract before it is sent, saved whole, the API's refusals beside their fields and the focus on the first,
 * leaving asked first while it has unsaved changes.
 */
export function FieldsForm<T>({ initial, fields, schema, path, save, toRecord = (form) => form, words }: Props<T>) {
  const { fail } = useStaff();
  const [form, setForm] = useState<Value>(initial as Value);
  const [saved, setSaved] = useState<Value>(form);
  const [errors, setErrors] = useState<PathErrors>({});
  const [busy, setBusy] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  useUnsavedChanges(dirty);

  const show = (next: PathErrors) => {
    setErrors(next);
    setTimeout(() => focusFirst(next), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse(toRecord(form));
    if (!checked.success) {
      const next: PathErrors = {};
      for (const issue of checked.error.issues) next[`${path}.${issue.path.map(String).join('.')}`] ??= issue.message;
      show(next);
      notify.error(words.refused);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const next = (await save(checked.data)) as Value;
      setForm(next);
      setSaved(next);
      setEditorKey((n) => n + 1);
      notify.success(words.saved);
    } catch (error) {
      const found = apiPathErrors(error);
      if (found) show(Object.fromEntries(Object.entries(found).map(([at, message]) => [`${path}.${at}`, message])));
      else fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="staff-form staff-panel" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <FieldEditor nested fields={fields} value={form} onChange={setForm} path={path} errors={errors} editorKey={editorKey} />
      <div className="staff-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          {busy ? 'Saving…' : words.save}
        </button>
        <p className="staff-unsaved" role="status">
          {dirty ? 'Unsaved changes' : ''}
        </p>
      </div>
    </form>
  );
}
