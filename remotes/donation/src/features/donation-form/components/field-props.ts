import type { ChangeEvent } from 'react';
import type { Field } from '../lib/donation-form-state';

/** What a step's TextField needs for one field: id, value, change handler and its message, if any. */
export type FieldProps<F extends Field> = (field: F) => {
  id: string;
  value: string;
  error?: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
};
