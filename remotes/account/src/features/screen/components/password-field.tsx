import { useState, type InputHTMLAttributes } from 'react';
import { useHydrated } from '@tenants/shared/core';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: string;
  invalid?: boolean;
}

/** A password input with a Show / Hide button (docs/product/accounts-and-guides.md login), labelled and marked invalid like the kit's TextField. */
export function PasswordField({ label, invalid, id, readOnly, ...rest }: Props) {
  const [shown, setShown] = useState(false);
  // Read-only until the page is live, as the kit's TextField: React drops what was typed before then.
  const hydrated = useHydrated();
  return (
    <div className={['ui-field', 'account-password', invalid ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <div className="account-password__row">
        <input id={id} type={shown ? 'text' : 'password'} className="ui-field__input" aria-invalid={invalid || undefined} readOnly={readOnly || !hydrated} {...rest} />
        <button
          type="button"
          className="account-password__toggle"
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          {/* The name changes with the state ("Show password" / "Hide password"), and contains the visible word. */}
          {shown ? 'Hide' : 'Show'}
          <span className="ui-visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
    </div>
  );
}
