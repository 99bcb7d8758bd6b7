import type { Key } from 'react';
import { RichTextEditor } from './rich-text-editor';

interface Props {
  /** The id the editable area gets, so an error can send the focus there. */
  id: string;
  /** The stem of the label's and the error's ids: `${idStem}-label`, `${idStem}-error`. */
  idStem: string;
  label: string;
  initialHtml: string;
  error?: string;
  onChange(html: string): void;
  /** Changing it starts the editor afresh from initialHtml (the field around it stays). */
  editorKey?: Key;
}

/** A rich-text body in the kit's field style: a label naming the editor and its error tied to it. */
export function RichTextField({ id, idStem, label, initialHtml, error, onChange, editorKey }: Props) {
  const labelId = `${idStem}-label`;
  const errorId = `${idStem}-error`;
  return (
    <div className={`ui-field staff-field${error ? ' ui-field--invalid' : ''}`}>
      <p id={labelId} className="ui-field__label">
        {label}
      </p>
      <RichTextEditor
        key={editorKey}
        id={id}
        initialHtml={initialHtml}
        labelledBy={labelId}
        describedBy={error ? errorId : undefined}
        invalid={!!error}
        onChange={onChange}
      />
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
