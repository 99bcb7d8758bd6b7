/** A PDF file input with its hint and error, as both guide forms ask for one. */
export function PdfInput({ id, label, error, onFile }: { id: string; label: string; error?: string; onFile(file: File | null): void }) {
  return (
    <div className={`ui-field staff-field${error ? ' ui-field--invalid' : ''}`}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="staff-field__hint">
        A PDF, at most 10 MB.
      </p>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        className="staff-file"
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
