import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../server/use-hydrated';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Message beside the field (SPEC places some messages there rather than in a toast). */
  error?: ReactNode;
  /** Marks the field as errored without a message. */
  invalid?: boolean;
  hideLabel?: boolean;
}

/**
 * A labelled input whose error is announced and tied to it with aria-describedby. Read-only until the page
 * is live: in HTML drawn on the server, what a visitor typed before the scripts ran would be dropped by
 * React as it takes the page over.
 */
export function TextField({ label, error, invalid, hideLabel, id, className, readOnly, ...rest }: Props) {
  const hydrated = useHydrated();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const isInvalid = invalid || !!error;
  return (
    <div className={['ui-field', isInvalid ? 'ui-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      <input
        id={inputId}
        className="ui-field__input"
        aria-invalid={isInvalid || undefined}
        aria-describedby={error ? errorId : undefined}
        readOnly={readOnly || !hydrated}
        {...rest}
      />
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
