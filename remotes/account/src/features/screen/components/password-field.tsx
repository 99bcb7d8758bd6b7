import { useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTypedBeforeLive } from '@tenants/shared/core';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: string;
  invalid?: boolean;
  /** A message beside the field, tied to the input with aria-describedby (as the kit's TextField does). */
  error?: ReactNode;
}

/** A password input with a Show / Hide button (docs/product/accounts-and-guides.md login), labelled, marked invalid and given its message like the kit's TextField. */
export function PasswordField({ label, invalid, error, id, readOnly, ...rest }: Props) {
  const [shown, setShown] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Typeable from first paint: what was typed before the page was live is handed to the form's onChange.
  useTypedBeforeLive(inputRef, (_value, field) => rest.onChange?.({ target: field, currentTarget: field } as ChangeEvent<HTMLInputElement>));
  const isInvalid = invalid || !!error;
  const errorId = `${id}-error`;
  return (
    <div className={['ui-field', 'account-password', isInvalid ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <div className="account-password__row">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className="ui-field__input"
          aria-invalid={isInvalid || undefined}
          aria-describedby={error ? errorId : undefined}
          ref={inputRef}
          readOnly={readOnly}
          {...rest}
        />
        <button type="button" className="account-password__toggle" aria-controls={id} onClick={() => setShown((value) => !value)}>
          {/* The name changes with the state ("Show password" / "Hide password"), and contains the visible word. */}
          {shown ? 'Hide' : 'Show'}
          <span className="ui-visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
