import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { TextField } from '@tenants/shared/core';
import { formatCardNumber } from '../lib/donation-form-state';

interface Props {
  id: string;
  /** Digits only. */
  value: string;
  error?: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/**
 * The card number in groups of four with dashes (docs/product/donation.md). Re-formatting moves the dashes, so the caret is
 * put back after the same number of digits as before, and editing in the middle does not jump to the end.
 */
export function CardNumberField({ id, value, error, onChange }: Props) {
  const caretDigits = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = document.getElementById(id) as HTMLInputElement | null;
    const wanted = caretDigits.current;
    caretDigits.current = null;
    if (wanted === null || !input || input !== document.activeElement) return;
    let position = 0;
    while (position < input.value.length && digitsIn(input.value.slice(0, position)) < wanted) position += 1;
    input.setSelectionRange(position, position);
  }, [id, value]);

  return (
    <TextField
      id={id}
      label="Card number"
      inputMode="numeric"
      autoComplete="cc-number"
      placeholder="1234-5678-9012-3456"
      value={formatCardNumber(value)}
      error={error}
      onChange={(event) => {
        const { value: typed, selectionStart } = event.target;
        caretDigits.current = digitsIn(typed.slice(0, selectionStart ?? typed.length));
        onChange(event);
      }}
    />
  );
}
