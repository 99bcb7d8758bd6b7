import type { ReactNode } from 'react';
import { TextField } from '@tenants/shared';
import { ukTimeHint } from '../lib/format';

export interface BarButton<Kind extends string> {
  label: string;
  /** The action this button runs, and what it says while that runs. */
  kind?: Kind;
  working?: string;
  tone?: 'primary' | 'ghost' | 'danger';
  /** The form's own button: Enter in a field does what it does. */
  submit?: boolean;
  id?: string;
  onClick?(): void;
  /** Held back for a reason of the editor's own, beside an action running. */
  held?: boolean;
}

export interface ScheduleBox {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
  onAsk(): void;
  /** The button's words ("Schedule…" where a question follows). */
  button: string;
}

interface Props<Kind extends string> {
  busy: Kind | null;
  /** In order; false for a button this item does not offer, so the others keep their places. */
  buttons: ReadonlyArray<BarButton<Kind> | false>;
  /** Beside the buttons, after them. */
  children?: ReactNode;
  /** The autosave's quiet line; undefined where the editor has no autosave. */
  autosave?: string;
  /** Under the buttons, before the schedule. */
  notes?: ReactNode;
  schedule?: ScheduleBox;
  /**
   * The line that says an action is running: read out only, or shown with what the last action came to.
   * Left out, nothing is said.
   */
  working?: 'hidden' | { notice: string };
}

const toneClass = { primary: 'staff-button', ghost: 'staff-button staff-button--ghost', danger: 'staff-button staff-button--danger' };

/** An editor's actions (Save, Preview, Publish…), the autosave's line, the schedule box and the working line. */
export function PublishBar<Kind extends string>({ busy, buttons, children, autosave, notes, schedule, working }: Props<Kind>) {
  const held = busy !== null;
  return (
    <>
      <div className="staff-actions">
        {buttons.map(
          (button, index) =>
            button && (
              <button
                key={index}
                type={button.submit ? 'submit' : 'button'}
                id={button.id}
                className={toneClass[button.tone ?? 'primary']}
                disabled={held || !!button.held}
                onClick={button.onClick}
              >
                {button.working && busy !== null && busy === button.kind ? button.working : button.label}
              </button>
            ),
        )}
        {children}
        {autosave !== undefined && (
          <p className="staff-unsaved staff-autosave" role="status" data-testid="autosave-status">
            {autosave}
          </p>
        )}
      </div>
      {notes}
      {schedule && (
        <fieldset className="staff-fieldset staff-schedule">
          <legend className="staff-fieldset__legend">Schedule</legend>
          <TextField
            id={schedule.id}
            label={schedule.label}
            hint={ukTimeHint(schedule.value)}
            type="datetime-local"
            value={schedule.value}
            error={schedule.error}
            onChange={(e) => schedule.onChange(e.target.value)}
          />
          <button type="button" className="staff-button staff-button--ghost" disabled={held} onClick={schedule.onAsk}>
            {busy === 'schedule' ? 'Scheduling…' : schedule.button}
          </button>
        </fieldset>
      )}
      {working && (
        <p className={working === 'hidden' ? 'ui-visually-hidden' : 'staff-status'} role="status">
          {busy ? 'Working…' : working === 'hidden' ? '' : working.notice}
        </p>
      )}
    </>
  );
}
