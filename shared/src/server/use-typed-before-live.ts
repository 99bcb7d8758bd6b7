import { useLayoutEffect, type RefObject } from 'react';

/**
 * What was typed into a field of the server's HTML before the page came alive (docs/decisions/0010). React
 * 19 keeps the field's text as it hydrates but not the component's state, and writes the state's value back
 * at the next render; so it is handed over in the commit that hydrates the field. `defaultValue` is what the
 * server drew: a field drawn in the browser, or untouched, holds just that, and nothing happens.
 */
export function useTypedBeforeLive<Field extends HTMLInputElement | HTMLTextAreaElement>(
  ref: RefObject<Field | null>,
  onTyped: (value: string, field: Field) => void,
): void {
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && field.value !== field.defaultValue) onTyped(field.value, field);
    // Only the hydrating commit: later changes come through onChange.
  }, []);
}
