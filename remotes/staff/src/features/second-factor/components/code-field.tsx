import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | null;
  hint?: string;
  autoComplete?: string;
  type?: 'text' | 'password';
}

/** A labelled field with its error beside it (announced, and tied to the field). */
export function CodeField({ label, value, onChange, error, hint, autoComplete = 'one-time-code', type = 'text' }: Props) {
  const id = useId();
  return (
    <div className="ui-field">
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="ui-input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
