import { useState } from 'react';
import { notify, type SiteRecordDesk } from '@tenants/shared';
import { useStaff } from '../../common/hooks/staff-context';
import { useEditorKernel } from '../../common/hooks/use-editor-kernel';
import type { FieldSpec } from '../../pages/lib/block-fields';
import { apiPathErrors, focusFirst, type PathErrors } from '../../pages/lib/draft-page';
import { recordChanges, type ChangeRow } from './record-diff';
import type { SiteRecordApi } from './site-record-api';

type Value = Record<string, unknown>;
/** A contract as the desk uses it (a zod schema: the staff area does not import zod itself). */
export interface Contract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export type DeskBusy = 'save' | 'preview' | 'publish' | 'discard';
export type DeskAsking = 'publish' | 'discard';
/** What the side shows: the draft drawn in the site, or what changed (when the API draws no site, or asked). */
export type DeskPanel = { kind: 'preview'; label: string; page: string } | { kind: 'changes'; label: string; rows: ChangeRow[]; note?: string };

export interface DeskOptions<T> {
  api: SiteRecordApi<T>;
  initial: SiteRecordDesk<T>;
  fields: FieldSpec[];
  schema: Contract<T>;
  /** Where the fields' ids and errors start (`settings`, `menus`). */
  path: string;
  /** The form as typed into what the contract reads (the menus' links), when the two differ. */
  toRecord?(form: Value): unknown;
  /** What is edited, as said in the messages: "settings", "menus". */
  noun: string;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A settings or menus desk's state and actions, on the editor kernel every desk shares: save keeps a draft,
 * preview draws what is typed in the site's frame, publish (asked first) puts the draft live, discard
 * (asked first) throws it away; a version restored from the history becomes the draft. The contract checks
 * the form before anything is sent, its words beside the fields, as the API's refusals are.
 */
export function useDraftDesk<T>({ api, initial, fields, schema, path, toRecord = (form) => form, noun }: DeskOptions<T>) {
  const { fail } = useStaff();
  const [desk, setDesk] = useState(initial);
  const [form, setForm] = useState<Value>(() => (initial.draft ?? initial.live) as Value);
  const [saved, setSaved] = useState<Value>(form);
  const [errors, setErrors] = useState<PathErrors>({});
  const [editorKey, setEditorKey] = useState(0);
  const [panel, setPanel] = useState<DeskPanel | null>(null);
  const [published, setPublished] = useState(0);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);

  const show = (next: PathErrors) => {
    setErrors(next);
    setTimeout(() => focusFirst(next), 0);
  };
  const kernel = useEditorKernel<DeskBusy, DeskAsking>({
    unsaved: dirty,
    refused: (error) => {
      const found = apiPathErrors(error);
      if (found) show(Object.fromEntries(Object.entries(found).map(([at, message]) => [`${path}.${at}`, message])));
      else fail(error);
    },
  });
  const { run } = kernel;

  /** A desk the API answered with: the form shows its draft, or what is live when there is none. */
  const take = (next: SiteRecordDesk<T>) => {
    const value = (next.draft ?? next.live) as Value;
    setDesk(next);
    setForm(value);
    setSaved(value);
    setErrors({});
    setEditorKey((n) => n + 1);
  };

  /** The form as the record to send, or null when its errors are shown instead. */
  const check = (): T | null => {
    const checked = schema.safeParse(toRecord(form));
    if (checked.success) return checked.data;
    const next: PathErrors = {};
    for (const issue of checked.error.issues) next[`${path}.${issue.path.map(String).join('.')}`] ??= issue.message;
    show(next);
    notify.error('The draft was not saved: check the fields marked.');
    return null;
  };

  const save = () =>
    void run('save', async () => {
      const record = check();
      if (!record) return;
      take(await api.save(record));
      notify.success(`Draft saved. Visitors still see the published ${noun}.`);
    });

  const changes = (label: string, before: unknown, after: unknown, note?: string) =>
    setPanel({ kind: 'changes', label, rows: recordChanges(fields, before, after), note });

  /** What is typed, saved or not, drawn in the site; nothing is stored. */
  const preview = () =>
    void run('preview', async () => {
      const record = check();
      if (!record) return;
      const drawn = await api.preview(record);
      if (drawn.page) setPanel({ kind: 'preview', label: `Preview of the draft ${noun}`, page: drawn.page });
      else
        changes(`The draft ${noun} against what is live`, desk.live, drawn.value, 'The site is not drawn here, so the preview lists what the draft changes.');
    });

  const publish = () =>
    void run('publish', async () => {
      if (dirty) {
        const record = check();
        if (!record) return;
        take(await api.save(record));
      }
      take(await api.publish());
      setPanel(null);
      setPublished((n) => n + 1);
      notify.success(`${capital(noun)} published. Visitors see them from the next page they open.`);
    });

  const discard = () =>
    void run('discard', async () => {
      take(await api.discard());
      setPanel(null);
      notify.success(`Draft discarded. The form shows the published ${noun}.`);
    });

  const confirm = () => {
    const asked = kernel.answer();
    if (asked === 'publish') publish();
    else if (asked === 'discard') discard();
  };

  const restored = (next: SiteRecordDesk<T>) => {
    take(next);
    notify.success('Version restored as the draft. Publish it to put it on the site.');
  };

  return {
    ...{ kernel, desk, form, setForm, dirty, errors, editorKey, panel, setPanel, published },
    ...{ save, preview, confirm, restored, changes, hasDraft: desk.draft !== null },
  };
}
