import { useEffect, useRef, type ReactNode } from 'react';
import './preview.css';

interface Props {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: ReactNode;
  /** "Close preview", "Close changes". */
  closeLabel?: string;
  /** More classes for the section ("staff-panel staff-changes"). */
  className?: string;
  /**
   * What, when it changes, moves the focus to the heading again (a new version shown in the same panel);
   * without it the focus moves there once, as the panel opens (a preview that follows the typing keeps the
   * focus where the typing is).
   */
  focusKey?: unknown;
  onClose(): void;
  children: ReactNode;
}

/**
 * A preview or comparison shown beside an editor: its heading, which takes the focus (it was opened by a
 * button further up), a Close button, and what it shows. The desks' previews, their "what changed" and the
 * newsletter's all use it.
 */
export function PreviewPanel({ id, title, closeLabel = 'Close preview', className, focusKey, onClose, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [focusKey]);
  return (
    <section className={className ? `staff-preview ${className}` : 'staff-preview'} aria-labelledby={id}>
      <div className="staff-preview__bar">
        <h2 id={id} className="staff-preview__label" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="staff-button staff-button--ghost" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      {children}
    </section>
  );
}
