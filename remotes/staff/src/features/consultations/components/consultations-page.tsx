import { useState, type FormEvent } from 'react';
import { consultationMessages, consultationStateLabels, eventWhen, notify, TextField, type StaffConsultation, type StaffSlot } from '@tenants/shared';
import { ListStatus } from '../../common/components/list-status';
import { PageHeading } from '../../common/components/page-heading';
import { SelectField } from '../../common/components/select-field';
import { useStaff } from '../../common/hooks/staff-context';
import { useLoad } from '../../common/hooks/use-load';
import { useTeam } from '../../common/hooks/use-team';
import { formatDateTime, ukTimeHint, ukTimeToIso } from '../../common/lib/format';
import { messageOf, statusOf } from '../../common/lib/errors';
import { act, getConsultations, getSlots, openSlot, withdrawSlot } from '../api/consultations-api';
import './consultations.css';

const when = (slot: { startsAt: string; endsAt: string }) => eventWhen(slot.startsAt, slot.endsAt);

/**
 * /staff/consultations, beside the enquiries: the members' requests for their free consultation (waiting
 * ones first), each with the times that suit them, and the times staff have opened.
 */
export function ConsultationsPage() {
  const { client } = useStaff();
  const list = useLoad((signal) => getConsultations(client, signal), [client]);
  const slots = useLoad((signal) => getSlots(client, signal), [client]);
  const reload = () => {
    list.reload();
    slots.reload();
  };
  return (
    <>
      <PageHeading title="Consultations">
        <p className="staff-heading__intro">
          Members&rsquo; free 30-minute consultations: assign an adviser, confirm a time, or move or cancel one with a reason.
        </p>
      </PageHeading>
      <ListStatus loading={list.loading} failed={list.failed} total={list.data?.length} one="request" many="requests" empty="No requests yet." />
      <ul className="staff-consultations">
        {(list.data ?? []).map((consultation) => (
          <Request key={consultation.id} consultation={consultation} slots={slots.data ?? []} onChanged={reload} />
        ))}
      </ul>
      <Slots slots={slots.data ?? []} onChanged={reload} />
    </>
  );
}

function Request({ consultation: c, slots, onChanged }: { consultation: StaffConsultation; slots: StaffSlot[]; onChanged(): void }) {
  const { client, fail } = useStaff();
  const team = useTeam();
  const [adviserId, setAdviserId] = useState(c.adviserId ?? '');
  const [slotId, setSlotId] = useState(c.preferred.find((slot) => !slots.find((s) => s.id === slot.id)?.taken)?.id ?? '');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [busy, setBusy] = useState(false);
  const free = slots.filter((slot) => !slot.taken);
  const preferredFirst = [...c.preferred.filter((p) => free.some((s) => s.id === p.id)), ...free.filter((s) => !c.preferred.some((p) => p.id === s.id))];

  const run = async (action: Parameters<typeof act>[2], done: string) => {
    setBusy(true);
    try {
      await act(client, c.id, action);
      notify.success(done);
      onChanged();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const needReason = (then: (reason: string) => void) => {
    if (!reason.trim()) return setReasonError(consultationMessages.reasonRequired);
    setReasonError('');
    then(reason.trim());
  };

  const headingId = `consultation-${c.id}`;
  return (
    <li className="staff-consultations__item">
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className="staff-consultations__title">
          {c.member.firstname} {c.member.lastname}: {c.topic}{' '}
          <span className={`staff-badge staff-badge--${c.state === 'cancelled' ? 'deactivated' : c.state === 'confirmed' ? 'published' : 'draft'}`}>
            {consultationStateLabels[c.state]}
          </span>
        </h2>
        <p className="staff-consultations__meta">
          {c.member.email} · {/* The adviser calls: the number is a link a phone or softphone dials. */}
          {c.member.phone ? <a href={`tel:${c.member.phone.replace(/\s+/g, '')}`}>{c.member.phone}</a> : 'No phone number given'} · asked{' '}
          {formatDateTime(c.askedAt)}
          {c.startsAt && c.endsAt ? ` · ${when({ startsAt: c.startsAt, endsAt: c.endsAt })} with ${c.adviser ?? '—'}` : ''}
        </p>
        <p>{c.description}</p>
        {c.state === 'requested' && <p>Times that suit them: {c.preferred.map(when).join('; ') || 'none left'}</p>}
        {c.cancelReason && <p>Reason: {c.cancelReason}</p>}
        {c.state !== 'cancelled' && (
          <div className="staff-consultations__actions">
            <form
              className="staff-consultations__row"
              onSubmit={(e: FormEvent) => {
                e.preventDefault();
                void run({ kind: 'adviser', adviserId }, 'Adviser assigned.');
              }}
            >
              <SelectField
                label="Adviser"
                value={adviserId}
                options={[{ value: '', label: 'Choose…' }, ...team.map((m) => ({ value: m.id, label: `${m.firstname} ${m.lastname}` }))]}
                onChange={(e) => setAdviserId(e.target.value)}
              />
              <button type="submit" className="staff-button staff-button--ghost" disabled={busy || !adviserId}>
                Assign
              </button>
            </form>
            <div className="staff-consultations__row">
              <SelectField
                label={c.state === 'confirmed' ? 'Move to' : 'Time'}
                value={slotId}
                options={[
                  { value: '', label: 'Choose…' },
                  ...preferredFirst.map((s) => ({ value: s.id, label: `${when(s)}${c.preferred.some((p) => p.id === s.id) ? ' (suits them)' : ''}` })),
                ]}
                onChange={(e) => setSlotId(e.target.value)}
              />
              {c.state === 'requested' && (
                <button
                  type="button"
                  className="staff-button"
                  disabled={busy || !slotId}
                  onClick={() => void run({ kind: 'confirm', slotId }, 'Confirmed: the member has been e-mailed.')}
                >
                  Confirm this time
                </button>
              )}
            </div>
            <TextField label="Reason (the member reads it)" multiline rows={2} value={reason} onChange={(e) => setReason(e.target.value)} error={reasonError} />
            <div className="staff-actions--inline">
              {c.state === 'confirmed' && (
                <button
                  type="button"
                  className="staff-button staff-button--ghost"
                  disabled={busy || !slotId}
                  onClick={() => needReason((why) => void run({ kind: 'reschedule', slotId, reason: why }, 'Moved: the member has been e-mailed.'))}
                >
                  Reschedule
                </button>
              )}
              <button
                type="button"
                className="staff-button staff-button--danger"
                disabled={busy}
                onClick={() => needReason((why) => void run({ kind: 'cancel', reason: why }, 'Cancelled: the member has been e-mailed.'))}
              >
                Cancel the consultation
              </button>
            </div>
          </div>
        )}
      </article>
    </li>
  );
}

function Slots({ slots, onChanged }: { slots: StaffSlot[]; onChanged(): void }) {
  const { client, fail } = useStaff();
  const [start, setStart] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const startsAt = ukTimeToIso(start);
    if (!startsAt) return setError(consultationMessages.slotTimesInvalid);
    // Told beside the field, before asking: a refusal only in a toast is missed.
    if (Date.parse(startsAt) <= Date.now()) return setError(consultationMessages.slotInPast);
    setError('');
    setBusy(true);
    try {
      await openSlot(client, startsAt, new Date(Date.parse(startsAt) + 30 * 60 * 1000).toISOString());
      notify.success('Time opened.');
      setStart('');
      onChanged();
    } catch (failure) {
      // The API's refusal (a time taken, or past) beside the field; only a failure of ours goes to the toast.
      const status = statusOf(failure);
      if (status !== undefined && status < 500) setError(await messageOf(failure));
      else fail(failure);
    } finally {
      setBusy(false);
    }
  };
  const withdraw = async (slot: StaffSlot) => {
    try {
      await withdrawSlot(client, slot.id);
      onChanged();
    } catch (failure) {
      fail(failure);
    }
  };
  return (
    <section aria-labelledby="consultation-times" className="staff-consultations__times">
      <h2 id="consultation-times">Times members can choose</h2>
      <ul className="staff-consultations__slots">
        {slots.map((slot) => (
          <li key={slot.id}>
            {when(slot)} {slot.taken ? '(booked)' : ''}
            {!slot.taken && (
              <button type="button" className="staff-button staff-button--ghost" aria-label={`Withdraw ${when(slot)}`} onClick={() => void withdraw(slot)}>
                Withdraw
              </button>
            )}
          </li>
        ))}
      </ul>
      <form className="staff-consultations__row" onSubmit={add} noValidate>
        <TextField
          label="Open a 30-minute time"
          type="datetime-local"
          hint={ukTimeHint(start)}
          value={start}
          onChange={(e) => setStart(e.target.value)}
          error={error}
        />
        <button type="submit" className="staff-button" disabled={busy}>
          Open this time
        </button>
      </form>
    </section>
  );
}
