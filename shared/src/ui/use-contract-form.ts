import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type Issues = ReadonlyArray<{ path: PropertyKey[]; message: string }>;
/** What a zod schema's `safeParse` answers (the schema may come with the API, loaded on first use). */
type Checked<Out> = { success: true; data: Out } | { success: false; error: { issues: Issues } };

/**
 * A refusal: the field its words are about (none, or one the form does not show: the form's own), and, on a
 * form that tells its refusals elsewhere, whether these words stand beside the field all the same. Empty
 * words only mark the field.
 */
type Refusal<F> = { field?: F; message: string; beside?: boolean };

export interface ContractFormOptions<V extends Record<string, string>, Out> {
  /** The fields' first values, in the order the form shows them: the first field with a problem takes the focus. */
  initial: V;
  /** Refusals the page is drawn with (the site server's answer to the form sent without script), beside their fields. */
  initialErrors?: Partial<Record<keyof V & string, string>>;
  /** The shared contract's check of the values. */
  check(values: V): Checked<Out> | Promise<Checked<Out>>;
  /** Busy from the press, the check included: a check that asks the server (sign-up's e-mail and phone) shows the overlay meanwhile. */
  busyChecking?: boolean;
  /** Sends the checked data; resolves the sentence for the form's status line, if any. */
  send(data: Out): Promise<string | undefined | void>;
  /** A refusal of the send: the field its words belong beside, or none for the status line. */
  refused(error: unknown): Refusal<keyof V & string> | Promise<Refusal<keyof V & string>>;
  /** The fields emptied after a success (a password must not stay on the screen). */
  clearOnSuccess?: ReadonlyArray<keyof V & string>;
  /**
   * Tells a refusal's words away from the form (the account screens' toasts, docs/product/accounts-and-guides.md).
   * The form then refuses one thing at a time, the check's first, as those docs list the messages, and only
   * marks and focuses its field.
   */
  tell?(message: string): void;
}

/**
 * The in-page forms' one form hook: a form is its fields, its contract and its send. Each refusal is shown
 * beside its field (tied to it by the field's own error slot), or told in a toast with the field marked, and
 * the first such field takes the focus, so keyboard and screen-reader users land where the problem is; an
 * outcome goes to the status line. Typing in a field clears its refusal.
 */
export function useContractForm<V extends Record<string, string>, Out>(options: ContractFormOptions<V, Out>) {
  type Field = keyof V & string;
  const prefix = useId();
  const [values, setValues] = useState(options.initial);
  // A field's refusal: its words, or '' when it is only marked (the words told elsewhere).
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(options.initialErrors ?? {});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  // A new object each time, so a field refused twice running takes the focus again.
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  // A press while one is being checked or sent is the same press (Enter held, a double click).
  const pressed = useRef(false);
  const idOf = (name: Field) => `${prefix}-${name}`;
  const fields = Object.keys(options.initial) as Field[];

  // After the render that shows the refusal, so the field is announced with it.
  useLayoutEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const refuse = (refusals: ReadonlyArray<Refusal<string>>) => {
    const next: Partial<Record<string, string>> = {};
    let said = '';
    // A form that tells its refusals tells the first alone: a contract lists them in its fields' order.
    for (const { field, message, beside } of options.tell ? refusals.slice(0, 1) : refusals) {
      const told = !!options.tell && !beside;
      if (told && message) options.tell!(message);
      if (field && (fields as string[]).includes(field)) next[field] ??= told ? '' : message;
      else if (!told) said ||= message;
    }
    setErrors(next as Partial<Record<Field, string>>);
    setNotice(said);
    const first = fields.find((name) => next[name] !== undefined);
    if (first) setFocus({ id: idOf(first) });
  };

  /** The props of a field's input: its id, value, refusal and change handler. */
  const field = (name: Field) => ({
    id: idOf(name),
    value: values[name],
    error: errors[name] || undefined,
    invalid: errors[name] !== undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pressed.current) return;
    pressed.current = true;
    // Each press answers afresh: what it refuses, or its outcome.
    setErrors({});
    setNotice('');
    if (options.busyChecking) setBusy(true);
    try {
      const checked = await options.check(values);
      if (!checked.success) return refuse(checked.error.issues.map(({ path, message }) => ({ field: String(path[0]), message })));
      setBusy(true);
      try {
        const message = await options.send(checked.data);
        for (const name of options.clearOnSuccess ?? []) setValues((current) => ({ ...current, [name]: options.initial[name] }));
        setNotice(message ?? '');
      } catch (error) {
        refuse([await options.refused(error)]);
      }
    } finally {
      pressed.current = false;
      setBusy(false);
    }
  }

  return { notice, busy, field, onSubmit: (event: FormEvent) => void submit(event) };
}
