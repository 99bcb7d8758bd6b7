import { useEffect, useRef } from 'react';
import { WordChanges } from '../../common/components/word-changes';
import type { ChangeRow } from './record-diff';
import '../../common/components/preview.css';
import './draft-desk.css';

interface Props {
  label: string;
  rows: ChangeRow[];
  /** Said before the list (why the changes are shown here rather than the page drawn). */
  note?: string;
  onClose(): void;
}

/** What changed between two versions of the settings or the menus: each field or item that differs, its words compared. */
export function RecordChanges({ label, rows, note, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [rows]);
  return (
    <section className="staff-preview staff-panel staff-changes" aria-labelledby="site-changes-title">
      <div className="staff-preview__bar">
        <h2 id="site-changes-title" className="staff-preview__label" ref={heading} tabIndex={-1}>
          {label}
        </h2>
        <button type="button" className="staff-button staff-button--ghost" onClick={onClose}>
          Close changes
        </button>
      </div>
      <div className="staff-draft-desk__changes">
        {note && <p className="staff-muted">{note}</p>}
        {rows.length === 0 && <p>No changes: the two are the same.</p>}
        {rows.map((row) => (
          <div key={row.label} className="staff-draft-desk__change">
            <h3 className="staff-draft-desk__change-title">
              {row.label}
              {!row.before ? ' (added)' : !row.after ? ' (removed)' : ''}
            </h3>
            <WordChanges before={row.before} after={row.after} />
          </div>
        ))}
      </div>
    </section>
  );
}
