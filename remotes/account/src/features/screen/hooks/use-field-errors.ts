import { useCallback, useId, useState } from 'react';
import { loadSharedApi } from '../api/load-shared-api';

/**
 * The forms' error handling: docs/product/accounts-and-guides.md gives validation messages as toasts; the field in question is also
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
      // The toasts come with the full shared package, fetched by then (the check that found the problem needs it).
      if (message)
        loadSharedApi().then(
          (shared) => shared.notify.error(message),
          () => undefined,
        );
      setInvalid({ [field]: true } as Partial<Record<Field, boolean>>);
      document.getElementById(`${prefix}-${field}`)?.focus();
    },
    [prefix],
  );

  const clear = useCallback(() => setInvalid({}), []);

  return { invalid, idOf, fail, clear };
}
