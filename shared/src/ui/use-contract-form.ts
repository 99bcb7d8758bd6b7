import { useId, useState, type ChangeEvent, type FormEvent } from 'react';

type Issues = ReadonlyArray<{ path: PropertyKey[]; message: string }>;
/** What a zod schema's `safeParse` answers (the schema may come with the API, loaded on first use). */
type Checked<Out> = { success: true; data: Out } | { success: false; error: { issues: Issues } };

type Refusal<F> = { field?: F; message: string };

export interface ContractFormOptions<V extends Record<string, string>, Out> {
  /** The fields' first values, in the order the form shows them: the first field with a problem takes the focus. */
  initial: V;
  /** The shared contract's check of the values. */
  check(values: V): Checked<Out> | Promise<Checked<Out>>;
  /** Sends the checked data; resolves the sentence for the form's status line. */
  send(data: Out): Promise<string | undefined>;
  /** A refusal: the field its words belong beside, or none for the status line. */
  refused(error: unknown): Refusal<keyof V & string> | Promise<Refusal<keyof V & string>>;
  /** Empties the fields after a success (a password must not stay on the screen). */
  clearOnSuccess?: boolean;
}

/**
 * The in-page forms' one form hook: a form is its fields, its contract and its send. Each refusal is shown
 * beside its field (tied to it by the field's own error slot) and the first such field takes the focus, so
 * keyboard and screen-reader users land where the problem is; an outcome goes to the status line. Typing in
 * a field clears its refusal.
 */
export function useContractForm<V extends Record<string, string>, Out>(options: ContractFormOptions<V, Out>) {
  type Field = keyof V & string;
  const prefix = useId();
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const idOf = (name: Field) => `${prefix}-${name}`;

  const refuse = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    const first = (Object.keys(options.initial) as Field[]).find((name) => next[name]);
    // After the render that shows the message, so the field is announced with it.
    if (first) setTimeout(() => document.getElementById(idOf(first))?.focus(), 0);
  };

  /** The props of a field's input: its id, value, refusal and change handler. */
  const field = (name: Field) => ({
    id: idOf(name),
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    const checked = await options.check(values);
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) next[issue.path[0] as Field] ??= issue.message;
      return refuse(next);
    }
    setBusy(true);
    try {
      const message = await options.send(checked.data);
      setErrors({});
      if (options.clearOnSuccess) setValues(options.initial);
      setNotice(message ?? '');
    } catch (error) {
      const { field: name, message } = await options.refused(error);
      if (name) refuse({ [name]: message } as Partial<Record<Field, string>>);
      else setNotice(message);
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, notice, busy, field, onSubmit: (event: FormEvent) => void submit(event) };
}
