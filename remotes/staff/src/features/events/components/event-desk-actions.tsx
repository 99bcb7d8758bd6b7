import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { eventDeskMessages, notify, type StaffEvent } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { useStaff } from '../../common/hooks/staff-context';
import { useStaffAction } from '../../common/hooks/use-staff-action';
import { deleteEvent, duplicateEvent } from '../api/events-api';
import { eventDeskPaths } from './event-paths';

interface Props {
  event: StaffEvent;
  /** Staff and admins: deleting a draft is managing events, which contributors do not. */
  canManage: boolean;
}

/** Below the editor: duplicate any event (a new draft), delete a draft after asking. A published event is cancelled instead. */
export function EventDeskActions({ event, canManage }: Props) {
  const { client } = useStaff();
  const navigate = useNavigate();
  const { busy, run } = useStaffAction();
  const [asking, setAsking] = useState(false);

  const duplicate = () =>
    run(async () => {
      const copy = await duplicateEvent(client, event.id);
      notify.success(eventDeskMessages.duplicated);
      navigate(eventDeskPaths.event(copy.id));
    });
  const remove = () =>
    run(async () => {
      await deleteEvent(client, event.id);
      notify.success(eventDeskMessages.deleted);
      navigate(eventDeskPaths.list, { replace: true });
    });

  return (
    <div className="staff-actions">
      <button type="button" className="staff-button staff-button--ghost" disabled={busy} onClick={() => void duplicate()}>
        Duplicate
      </button>
      {canManage && event.state === 'draft' && (
        <button type="button" className="staff-button staff-button--danger" disabled={busy} onClick={() => setAsking(true)}>
          Delete the draft
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title="Delete this draft?"
          confirmLabel="Delete the draft"
          cancelLabel="Keep it"
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        >
          <p>“{event.title || 'Untitled event'}” goes for good. No one has booked it: drafts are not on the site.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
