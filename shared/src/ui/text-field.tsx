import { useId, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTypedBeforeLive } from '../server/use-typed-before-live';

interface FieldProps {
  label: ReactNode;
  /** Message beside the field (some forms place their messages there rather than in a toast). */
  error?: ReactNode;
  /** Marks the field as errored without a message. */
  invalid?: boolean;
  /** A line under the label that the field is described by (the time zone of a time, a format). */
  hint?: ReactNode;
  hideLabel?: boolean;
}

type InputFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
/** Free text over several lines (the enquiry's comments): a textarea, labelled and wired the same way. */
type TextareaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };
export type TextFieldProps = InputFieldProps | TextareaFieldProps;

/**
 * A labelled input whose error is announced and tied to it with aria-describedby. Typeable from the first
 * paint (docs/decisions/0010): what was typed into the server's HTML before the page was live reaches the
 * field's onChange as the page hydrates, so nothing typed early is lost.
 */
export function TextField({ label, error, invalid, hint, hideLabel, id, className, readOnly, multiline, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const isInvalid = invalid || !!error;
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const onChange = rest.onChange as ((event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void) | undefined;
  useTypedBeforeLive(ref, (_value, field) => onChange?.({ target: field, currentTarget: field } as ChangeEvent<HTMLInputElement & HTMLTextAreaElement>));
  const control = {
    ref,
    id: inputId,
    className: 'ui-field__input',
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
    readOnly,
  };
  return (
    <div className={['ui-field', isInvalid ? 'ui-field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...control} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...control} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
