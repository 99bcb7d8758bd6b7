import type { InputHTMLAttributes, ReactNode } from 'react';
import { TextField } from '@tenants/shared/core';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'> {
  invalid?: boolean;
  error?: ReactNode;
}

/**
 * The account forms' e-mail field (login, sign-up, forgotten password): one label, type and autocomplete
 * for all three, so a password manager and a screen reader meet the same field everywhere.
 */
export function EmailField(props: Props) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}
