import { PreviewPanel } from '../../common/components/preview-panel';
import { WordChanges } from '../../common/components/word-changes';
import type { ChangeRow } from './record-diff';
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
  return (
    <PreviewPanel id="site-changes-title" title={label} closeLabel="Close changes" className="staff-panel staff-changes" focusKey={rows} onClose={onClose}>
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
    </PreviewPanel>
  );
}
