import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { eventMessages, eventPagePath, notify, placesCount, TextField, type EventInput, type StaffEvent } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { PublishBar } from '../../common/components/publish-bar';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import type { ScreenProps } from '../../../expose/staff-routes';
import { useStaff } from '../../common/hooks/staff-context';
import { useEditorKernel } from '../../common/hooks/use-editor-kernel';
import { useLoad } from '../../common/hooks/use-load';
import { messageOf } from '../../common/lib/errors';
import { cancelEvent, createEvent, getEvent, publishEvent, saveEvent } from '../api/events-api';
import { EventDeskActions } from './event-desk-actions';
import { EventFields } from './event-fields';
import { empty, fieldErrors, formOf, readForm, type Errors, type Form } from './event-form';
import { eventDeskPaths, eventStateLabels } from './event-paths';

/** /staff/events/new and /staff/events/:id: an event's details, saving, publishing (staff) and cancelling. */
export function EventEditorPage({ params }: ScreenProps) {
  const id = params.id;
  const { client } = useStaff();
  const loaded = useLoad((signal) => (id ? getEvent(client, id, signal) : Promise.resolve(null)), [client, id]);
  if (id && !loaded.data)
    return <NotLoaded title="Event" loading={loaded.loading} failure="We could not load this event." back={<Link to={eventDeskPaths.list}>All events</Link>} />;
  return <EventEditor key={loaded.data?.updatedAt ?? 'new'} event={loaded.data ?? null} onChanged={loaded.reload} />;
}

function EventEditor({ event, onChanged }: { event: StaffEvent | null; onChanged(): void }) {
  const { client, me, fail } = useStaff();
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(event ? formOf(event) : empty);
  const [errors, setErrors] = useState<Errors>({});
  const kernel = useEditorKernel<'save' | 'publish' | 'cancel', 'publish' | 'cancel'>({ refused: fail });
  const { busy, run, asking: confirm, ask, dismiss } = kernel;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const canPublish = me.role !== 'contributor';
  const cancelled = event?.state === 'cancelled';

  const input = (): EventInput | undefined => {
    const read = readForm(form);
    if ('input' in read) return read.input;
    setErrors(read.errors);
    return undefined;
  };

  const save = async (then?: 'publish') => {
    setErrors({});
    const body = input();
    if (!body) return;
    await run(
      then ?? 'save',
      async () => {
        // A new event is created and published in one request: a refusal stores nothing, so the corrected
        // Publish cannot make a second event.
        const saved = event ? await saveEvent(client, event.id, body) : await createEvent(client, body, then === 'publish');
        if (then === 'publish' && event) await publishEvent(client, saved.id);
        notify.success(then === 'publish' ? `“${saved.title}” is published at ${eventPagePath(saved.slug)}.` : 'Saved.');
        if (!event) navigate(eventDeskPaths.event(saved.id), { replace: true });
        else onChanged();
      },
      async (error) => {
        const found = fieldErrors(error);
        if (found) setErrors(found);
        notify.error(await messageOf(error));
      },
    );
  };

  const cancel = async () => {
    if (!event) return;
    if (!reason.trim()) return setReasonError(eventMessages.cancelReasonRequired);
    await run('cancel', async () => {
      await cancelEvent(client, event.id, reason);
      notify.success(`“${event.title}” is cancelled; everyone booked or waiting has been e-mailed.`);
      dismiss();
      onChanged();
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };

  return (
    <>
      <PageHeading
        title={event ? event.title || 'Untitled event' : 'New event'}
        back={<Link to={eventDeskPaths.list}>All events</Link>}
        actions={
          event && event.state !== 'draft' ? (
            <span className="staff-actions--inline">
              <Link to={eventDeskPaths.attendees(event.id)}>Attendees</Link>
              <Link to={eventDeskPaths.checkIn(event.id)}>Check in</Link>
              <a href={eventPagePath(event.slug)}>View on the site</a>
            </span>
          ) : undefined
        }
      >
        {event && (
          <p className="staff-heading__intro">
            {eventStateLabels[event.state]} · {event.booked} of {event.capacity} booked · {event.waiting} waiting · {event.checkedIn} checked in ·{' '}
            {placesCount(event.cancelledPlaces)} given back
          </p>
        )}
      </PageHeading>
      {cancelled && <p className="staff-status">Cancelled: {event?.cancelReason}</p>}
      <form className="staff-form" onSubmit={submit} noValidate aria-busy={busy !== null}>
        <EventFields
          form={form}
          errors={errors}
          cancelled={cancelled}
          set={set}
          onPictureError={(message) => setErrors((current) => ({ ...current, picture: message }))}
        />
        {!cancelled && (
          <PublishBar
            busy={busy}
            buttons={[
              { label: 'Save', kind: 'save', working: 'Saving…', submit: true },
              canPublish && event?.state !== 'published' && { label: 'Publish', tone: 'ghost', onClick: () => ask('publish') },
              canPublish && event?.state === 'published' && { label: 'Cancel the event', tone: 'danger', onClick: () => ask('cancel') },
            ]}
          >
            {!canPublish && <p className="staff-field__hint">Contributors save drafts; a member of staff publishes them.</p>}
          </PublishBar>
        )}
      </form>
      {event && <EventDeskActions event={event} canManage={canPublish} />}
      {confirm === 'publish' && (
        <ConfirmDialog
          title="Publish this event?"
          confirmLabel="Publish"
          tone="primary"
          busy={busy === 'publish'}
          onConfirm={() => void save('publish').then(dismiss)}
          onCancel={dismiss}
        >
          <p>It will be listed at /events and members can book at once.</p>
        </ConfirmDialog>
      )}
      {confirm === 'cancel' && (
        <ConfirmDialog
          title="Cancel this event?"
          confirmLabel="Cancel the event"
          cancelLabel="Keep it"
          busy={busy === 'cancel'}
          onConfirm={() => void cancel()}
          onCancel={dismiss}
        >
          <p>Everyone booked or waiting is e-mailed with your reason and a calendar cancellation. This cannot be undone.</p>
          <TextField
            label="Reason (attendees read it)"
            multiline
            rows={3}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError('');
            }}
            error={reasonError}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
