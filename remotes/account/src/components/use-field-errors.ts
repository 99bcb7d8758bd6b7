import { useCallback, useId, useState } from 'react';
import { notify } from '@tenants/shared';

/**
 * The forms' error handling: SPEC §5 gives validation messages as toasts; the field in question is also
 * marked invalid and focused, so keyboard and screen-reader users land where the problem is.
 */
export function useFieldErrors<Field extends string>() {
  const prefix = useId();
  const [invalid, setInvalid] = useState<Partial<Record<Field, boolean>>>({});

  /** The id of a field's input (the kit's TextField takes an id, so no refs are needed). */
  const idOf = useCallback((field: Field) => `${prefix}-${field}`, [prefix]);

  /** Toasts the message (if any), marks the field and focuses it. */
  const fail = useCallback(
    (field: Field, message?: string) => {
      if (message) notify.error(message);
      setInvalid({ [field]: true } as Partial<Record<Field, boolean>>);
      document.getElementById(`${prefix}-${field}`)?.focus();
    },
    [prefix],
  );

  const clear = useCallback(() => setInvalid({}), []);

  return { invalid, idOf, fail, clear };
}
