import { useState } from 'react';
import { TextField } from '@tenants/shared';

/** Names one per line (services, highlights): kept as typed while typing, sent as the list of non-empty lines. */
export function LinesField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string[];
  error?: string;
  onChange(next: string[]): void;
}) {
  const [text, setText] = useState(value.join('\n'));
  return (
    <TextField
      id={id}
      label={`${label}, one per line`}
      multiline
      rows={3}
      value={text}
      error={error}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
