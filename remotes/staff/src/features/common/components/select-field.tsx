import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled select in the kit's field style, its error tied to it as the kit's TextField does. */
export function SelectField({ label, options, error, hint, id, className, ...rest }: Props) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const described = [hint ? `${selectId}-hint` : '', error ? `${selectId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', 'staff-field', error ? 'ui-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className="ui-field__label">
        {label}
      </label>
      {hint && (
        <p id={`${selectId}-hint`} className="staff-field__hint">
          {hint}
        </p>
      )}
      <select id={selectId} className="ui-field__input staff-select" aria-invalid={error ? true : undefined} aria-describedby={described} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
