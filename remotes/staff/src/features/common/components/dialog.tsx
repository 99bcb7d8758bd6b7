import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

interface Props {
  title: string;
  children: ReactNode;
  onClose(): void;
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves into it, Tab stays inside, Escape closes it, and
 * focus returns to what opened it. The rest of the page is inert while it is open.
 */
export function Dialog({ title, children, onClose }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>('input, select, textarea') ?? box.current?.querySelector<HTMLElement>(focusable);
    first?.focus();
    const siblings = Array.from(document.body.children).filter((el) => el !== box.current?.parentElement && !el.hasAttribute('inert'));
    for (const el of siblings) el.setAttribute('inert', '');
    return () => {
      for (const el of siblings) el.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = Array.from(box.current.querySelectorAll<HTMLElement>(focusable));
    if (items.length === 0) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="staff-dialog__backdrop">
      <div ref={box} className="staff-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="staff-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

interface ConfirmProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The way out without doing it ("Cancel"; "Stay" when leaving a page). */
  cancelLabel?: string;
  /** 'danger' (red: erase, remove, leave) or 'primary' (publish: live, but not destructive). */
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

interface ActionsProps {
  /** The submit button's words, and its words while it works ("Saving…"). */
  label: string;
  working: string;
  tone?: 'danger' | 'primary';
  busy: boolean;
  onCancel(): void;
}

/** A dialog form's two buttons: its submit (disabled while it works) and Cancel. */
export function DialogActions({ label, working, tone = 'primary', busy, onCancel }: ActionsProps) {
  return (
    <div className="staff-dialog__actions">
      <button type="submit" className={tone === 'danger' ? 'staff-button staff-button--danger' : 'staff-button'} disabled={busy}>
        {busy ? working : label}
      </button>
      <button type="button" className="staff-button staff-button--ghost" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

/** A yes/no question before something that cannot be undone (Remove from a list) or that visitors will see (Publish). */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', tone = 'danger', busy, onConfirm, onCancel }: ConfirmProps) {
  return (
    <Dialog title={title} onClose={onCancel}>
      {children}
      <div className="staff-dialog__actions">
        <button type="button" className={tone === 'danger' ? 'staff-button staff-button--danger' : 'staff-button'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button type="button" className="staff-button staff-button--ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
