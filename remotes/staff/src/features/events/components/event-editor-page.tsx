import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import axios from 'axios';
import { eventAudienceLabels, eventInputSchema, eventMessages, eventPagePath, notify, TextField, type EventInput, type StaffEvent } from '@tenants/shared';
import { ConfirmDialog } from '../../common/components/dialog';
import { NotLoaded, PageHeading } from '../../common/components/page-heading';
import { SelectField } from '../../common/components/select-field';
import type { ScreenProps } from '../../../expose/staff-routes';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { messageOf } from '../../common/lib/errors';
import { isoToUkTime, ukTimeHint, ukTimeToIso } from '../../common/lib/format';
import { PictureField } from '../../news/components/picture-field';
import { RichTextField } from '../../news/components/rich-text-field';
import { cancelEvent, createEvent, getEvent, publishEvent, saveEvent } from '../api/events-api';
import { eventDeskPaths, eventStateLabels } from './event-paths';

/** The form as typed: times as the UK wall clock (datetime-local), the rest as the contract has it. */
interface Form {
  title: string;
  slug: string;
  summary: string;
  descriptionHtml: string;
  starts: string;
  ends: string;
  online: boolean;
  place: string;
  area: string;
  onlineUrl: string;
  capacity: string;
  audience: EventInput['audience'];
  pictureUrl: string;
  pictureAlt: string;
}
type Errors = Partial<Record<keyof EventInput | 'picture', string>>;

const empty: Form = {
  title: '',
  slug: '',
  summary: '',
  descriptionHtml: '',
  starts: '',
  ends: '',
  online: false,
  place: '',
  area: '',
  onlineUrl: '',
  capacity: '30',
  audience: 'members',
  pictureUrl: '',
  pictureAlt: '',
};

const formOf = (event: StaffEvent): Form => ({
  title: event.title,
  slug: event.slug,
  summary: event.summary,
  descriptionHtml: event.descriptionHtml,
  starts: event.startsAt ? isoToUkTime(event.startsAt) : '',
  ends: event.endsAt ? isoToUkTime(event.endsAt) : '',
  online: event.online,
  place: event.place,
  area: event.area,
  onlineUrl: event.onlineUrl,
  capacity: String(event.capacity),
  audience: event.audience,
  pictureUrl: event.pictureUrl,
  pictureAlt: event.pictureAlt,
});

/** Each refusal beside its field (the API names it by `path`), the message otherwise. */
function fieldErrors(error: unknown): Errors | undefined {
  if (!axios.isAxiosError(error) || !error.response || error.response.status >= 500) return undefined;
  const body = error.response.data as { errors?: Array<{ message?: unknown; path?: unknown }> } | undefined;
  const errors: Errors = {};
  for (const item of body?.errors ?? []) {
    if (typeof item.message === 'string' && typeof item.path === 'string' && item.path) errors[item.path as keyof Errors] ??= item.message;
  }
  return Object.keys(errors).length ? errors : undefined;
}

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
  const [busy, setBusy] = useState<null | 'save' | 'publish' | 'cancel'>(null);
  const [confirm, setConfirm] = useState<null | 'publish' | 'cancel'>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const canPublish = me.role !== 'contributor';
  const cancelled = event?.state === 'cancelled';

  const input = (): EventInput | undefined => {
    const startsAt = form.starts ? ukTimeToIso(form.starts) : null;
    const endsAt = form.ends ? ukTimeToIso(form.ends) : null;
    const parsed = eventInputSchema.safeParse({ ...form, startsAt, endsAt, capacity: form.capacity });
    if (parsed.success) return parsed.data;
    const found: Errors = {};
    for (const issue of parsed.error.issues) found[String(issue.path[0]) as keyof Errors] ??= issue.message;
    setErrors(found);
    return undefined;
  };

  const save = async (then?: 'publish') => {
    setErrors({});
    const body = input();
    if (!body) return undefined;
    setBusy(then ?? 'save');
    try {
      // A new event is created and published in one request: a refusal stores nothing, so the corrected
      // Publish cannot make a second event.
      const saved = event ? await saveEvent(client, event.id, body) : await createEvent(client, body, then === 'publish');
      if (then === 'publish' && event) await publishEvent(client, saved.id);
      notify.success(then === 'publish' ? `“${saved.title}” is published at ${eventPagePath(saved.slug)}.` : 'Saved.');
      if (!event) navigate(eventDeskPaths.event(saved.id), { replace: true });
      else onChanged();
      return saved;
    } catch (error) {
      const found = fieldErrors(error);
      if (found) setErrors(found);
      notify.error(await messageOf(error));
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    if (!event) return;
    if (!reason.trim()) return setReasonError(eventMessages.cancelReasonRequired);
    setBusy('cancel');
    try {
      await cancelEvent(client, event.id, reason);
      notify.success(`“${event.title}” is cancelled; everyone booked or waiting has been e-mailed.`);
      setConfirm(null);
      onChanged();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
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
            {event.cancelledPlaces} places given back
          </p>
        )}
      </PageHeading>
      {cancelled && <p className="staff-status">Cancelled: {event?.cancelReason}</p>}
      <form className="staff-form" onSubmit={submit} noValidate aria-busy={busy !== null}>
        <fieldset className="staff-fieldset" disabled={cancelled}>
          <legend className="staff-fieldset__legend">The event</legend>
          <TextField label="Title" value={form.title} onChange={(e) => set('title')(e.target.value)} error={errors.title} />
          <TextField
            label="Address on the site"
            hint="After /events/: lowercase letters, numbers and hyphens. Made from the title when empty."
            value={form.slug}
            onChange={(e) => set('slug')(e.target.value)}
            error={errors.slug}
          />
          <TextField
            label="Summary"
            hint="One or two sentences for the list and link previews."
            value={form.summary}
            onChange={(e) => set('summary')(e.target.value)}
            error={errors.summary}
          />
          <TextField
            label="Starts"
            type="datetime-local"
            hint={ukTimeHint(form.starts)}
            value={form.starts}
            onChange={(e) => set('starts')(e.target.value)}
            error={errors.startsAt}
          />
          <TextField
            label="Ends"
            type="datetime-local"
            hint={ukTimeHint(form.ends)}
            value={form.ends}
            onChange={(e) => set('ends')(e.target.value)}
            error={errors.endsAt}
          />
          <TextField
            label="Places"
            type="number"
            min={1}
            max={10000}
            inputMode="numeric"
            value={form.capacity}
            onChange={(e) => set('capacity')(e.target.value)}
            error={errors.capacity}
          />
          <SelectField
            label="Who may book"
            value={form.audience}
            options={(['members', 'open'] as const).map((value) => ({ value, label: eventAudienceLabels[value] }))}
            onChange={(e) => set('audience')(e.target.value as EventInput['audience'])}
          />
        </fieldset>
        <fieldset className="staff-fieldset" disabled={cancelled}>
          <legend className="staff-fieldset__legend">Where</legend>
          <div className="ui-field staff-field">
            <label className="staff-check">
              <input type="checkbox" checked={form.online} onChange={(e) => set('online')(e.target.checked)} /> Online event
            </label>
          </div>
          {form.online ? (
            <TextField
              label="Online link"
              hint="Shown only to those booked, and in their calendar invitation."
              value={form.onlineUrl}
              onChange={(e) => set('onlineUrl')(e.target.value)}
              error={errors.onlineUrl}
            />
          ) : (
            <>
              <TextField
                label="Town or area"
                hint="What everyone sees (Leeds, Central London)."
                value={form.area}
                onChange={(e) => set('area')(e.target.value)}
                error={errors.area}
              />
              <TextField
                label="Full address"
                hint="Shown only to those booked, and in their calendar invitation."
                multiline
                rows={3}
                value={form.place}
                onChange={(e) => set('place')(e.target.value)}
                error={errors.place}
              />
            </>
          )}
        </fieldset>
        {!cancelled && (
          <PictureField
            path={form.pictureUrl}
            alt={form.pictureAlt}
            error={errors.picture ?? errors.pictureUrl}
            altError={errors.pictureAlt}
            onUploaded={(path) => set('pictureUrl')(path)}
            onAlt={set('pictureAlt')}
            onError={(message) => setErrors((current) => ({ ...current, picture: message }))}
          />
        )}
        {!cancelled && (
          <RichTextField
            id="staff-event-description"
            idStem="staff-event-description"
            label="Description"
            initialHtml={form.descriptionHtml}
            error={errors.descriptionHtml}
            onChange={set('descriptionHtml')}
          />
        )}
        {!cancelled && (
          <div className="staff-actions">
            <button type="submit" className="staff-button" disabled={busy !== null}>
              {busy === 'save' ? 'Saving…' : 'Save'}
            </button>
            {canPublish && event?.state !== 'published' && (
              <button type="button" className="staff-button staff-button--ghost" disabled={busy !== null} onClick={() => setConfirm('publish')}>
                Publish
              </button>
            )}
            {canPublish && event?.state === 'published' && (
              <button type="button" className="staff-button staff-button--danger" disabled={busy !== null} onClick={() => setConfirm('cancel')}>
                Cancel the event
              </button>
            )}
            {!canPublish && <p className="staff-field__hint">Contributors save drafts; a member of staff publishes them.</p>}
          </div>
        )}
      </form>
      {confirm === 'publish' && (
        <ConfirmDialog
          title="Publish this event?"
          confirmLabel="Publish"
          tone="primary"
          busy={busy === 'publish'}
          onConfirm={() => void save('publish').then(() => setConfirm(null))}
          onCancel={() => setConfirm(null)}
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
          onCancel={() => setConfirm(null)}
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
