import { memberName } from '../hooks/use-team';
import { formatDateTime } from '../lib/format';
import './notes-timeline.css';

export interface TimelineNote {
  id: string;
  text: string;
  createdAt: string;
  author: { firstname: string; lastname: string } | null;
  /** An enquiry's notes say which are replies e-mailed to the enquirer; a member's notes have no kind. */
  kind?: 'note' | 'reply';
}

/** Staff notes, oldest first, each with its author and time; a reply is marked as e-mailed to the enquirer. */
export function NotesTimeline({ notes, empty }: { notes: readonly TimelineNote[]; empty: string }) {
  const items = [...notes].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  if (items.length === 0) return <p className="staff-muted">{empty}</p>;
  return (
    <ol className="staff-notes">
      {items.map((note) => (
        <li key={note.id} className={note.kind ? `staff-notes__item staff-notes__item--${note.kind}` : 'staff-notes__item'}>
          <p className="staff-notes__meta">
            <strong>{note.author ? memberName(note.author) : 'Former member of staff'}</strong>,{' '}
            <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
            {note.kind === 'reply' && (
              <>
                {' '}
                <span className="staff-badge staff-badge--reply">E-mailed to the enquirer</span>
              </>
            )}
          </p>
          <p className="staff-notes__text staff-prewrap">{note.text}</p>
        </li>
      ))}
    </ol>
  );
}
