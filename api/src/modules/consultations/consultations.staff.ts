import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { consultationMessages, staffMessages, staffRoles, type ConsultationState, type StaffConsultation, type StaffSlot } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { audited, insertAuditInTransaction, recordAudit, type Actor } from '../staff';
import { freeSlot, queueConsultationMail, takeSlot, toMyConsultation, type ConsultationsDeps } from './consultations.service';
import type { ConsultationRow } from './consultations.tables';

type Db = Kysely<Database>;

async function toStaffConsultation(db: Db, row: ConsultationRow): Promise<StaffConsultation> {
  const member = await db.selectFrom('members').select(['id', 'firstname', 'lastname', 'email', 'phone']).where('id', '=', row.member_id).executeTakeFirst();
  return {
    ...(await toMyConsultation(db, row)),
    member: member ?? { id: row.member_id, firstname: '', lastname: '', email: '', phone: null },
    adviserId: row.adviser_id,
    slotId: row.slot_id,
  };
}

async function rowOf(db: Db, id: string): Promise<ConsultationRow> {
  const row = await db.selectFrom('consultations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, consultationMessages.notFound);
  return row;
}

/** The requests, waiting ones first (oldest first), then the confirmed by time, then the rest. */
export async function staffConsultations(deps: Pick<ConsultationsDeps, 'db'>, state?: ConsultationState): Promise<StaffConsultation[]> {
  const rows = await deps.db
    .selectFrom('consultations')
    .selectAll()
    .$if(Boolean(state), (q) => q.where('state', '=', state!))
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
  const order = { requested: 0, confirmed: 1, cancelled: 2 } as const;
  rows.sort((a, b) => order[a.state] - order[b.state] || (a.state === 'requested' ? a.created_at.localeCompare(b.created_at) : 0));
  return Promise.all(rows.map((row) => toStaffConsultation(deps.db, row)));
}

/** One request, with who asked (audited: it is a member's personal data). */
export async function staffConsultation(deps: ConsultationsDeps, actor: Actor, id: string): Promise<StaffConsultation> {
  const row = await rowOf(deps.db, id);
  await recordAudit(deps, actor, { action: 'consultation.view', targetType: 'consultation', targetId: id });
  return toStaffConsultation(deps.db, row);
}

export async function assignAdviser(deps: ConsultationsDeps, actor: Actor, id: string, adviserId: string): Promise<StaffConsultation> {
  await audited(deps, actor, async (trx) => {
    const row = await rowOf(trx, id);
    if (row.state === 'cancelled') throw new HttpError(409, consultationMessages.notActive);
    const adviser = await trx.selectFrom('members').select('role').where('id', '=', adviserId).executeTakeFirst();
    if (!adviser || !(staffRoles as readonly string[]).includes(adviser.role)) throw new HttpError(400, staffMessages.assignee);
    await trx.updateTable('consultations').set({ adviser_id: adviserId, updated_at: deps.now().toISOString() }).where('id', '=', id).execute();
    return { result: undefined, audit: [{ action: 'consultation.assign', targetType: 'consultation', targetId: id, data: { assignee: adviserId } }] };
  });
  return toStaffConsultation(deps.db, await rowOf(deps.db, id));
}

/** Confirms one slot (the adviser assigned first): the member is mailed the time with a calendar invitation. */
export async function confirmSlot(deps: ConsultationsDeps, actor: Actor, id: string, slotId: string): Promise<StaffConsultation> {
  const at = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    const row = await rowOf(trx, id);
    if (row.state !== 'requested') throw new HttpError(409, consultationMessages.notRequested);
    if (!row.adviser_id) throw new HttpError(400, consultationMessages.adviserRequired);
    const slot = await takeSlot(trx, slotId, id);
    if (!slot) throw new HttpError(409, consultationMessages.slotTaken);
    await trx
      .updateTable('consultations')
      .set({ state: 'confirmed', slot_id: slot.id, starts_at: slot.starts_at, ends_at: slot.ends_at, updated_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
    await queueConsultationMail(deps, trx, queue, 'consultation-confirmed', await rowOf(trx, id));
    await insertAuditInTransaction(trx, actor, { action: 'consultation.confirm', targetType: 'consultation', targetId: id, data: { to: slot.starts_at } }, at);
  });
  return toStaffConsultation(deps.db, await rowOf(deps.db, id));
}

/** Moves a confirmed consultation to another slot, with the reason the member reads; their calendar is updated. */
export async function reschedule(deps: ConsultationsDeps, actor: Actor, id: string, slotId: string, reason: string): Promise<StaffConsultation> {
  const at = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    const row = await rowOf(trx, id);
    if (row.state !== 'confirmed') throw new HttpError(409, consultationMessages.notRequested);
    const slot = await takeSlot(trx, slotId, id);
    if (!slot) throw new HttpError(409, consultationMessages.slotTaken);
    await freeSlot(trx, row.slot_id);
    await trx
      .updateTable('consultations')
      .set({ slot_id: slot.id, starts_at: slot.starts_at, ends_at: slot.ends_at, sequence: row.sequence + 1, reminded_at: null, updated_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
    await queueConsultationMail(deps, trx, queue, 'consultation-rescheduled', await rowOf(trx, id), reason);
    await insertAuditInTransaction(
      trx,
      actor,
      { action: 'consultation.reschedule', targetType: 'consultation', targetId: id, data: { from: row.starts_at ?? '', to: slot.starts_at } },
      at,
    );
  });
  return toStaffConsultation(deps.db, await rowOf(deps.db, id));
}

/** Cancels a request or a confirmed consultation with a reason; its slot opens again. It no longer counts against the member's 12 months. */
export async function cancelConsultation(deps: ConsultationsDeps, actor: Actor, id: string, reason: string): Promise<StaffConsultation> {
  const at = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    const row = await rowOf(trx, id);
    if (row.state === 'cancelled') throw new HttpError(409, consultationMessages.notActive);
    await freeSlot(trx, row.slot_id);
    await trx
      .updateTable('consultations')
      .set({ state: 'cancelled', cancel_reason: reason, sequence: row.sequence + 1, updated_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
    await queueConsultationMail(deps, trx, queue, 'consultation-cancelled', await rowOf(trx, id), reason);
    await insertAuditInTransaction(trx, actor, { action: 'consultation.cancel', targetType: 'consultation', targetId: id, data: { from: row.state } }, at);
  });
  return toStaffConsultation(deps.db, await rowOf(deps.db, id));
}

/* ---- Slots ---- */

export async function staffSlots(deps: Pick<ConsultationsDeps, 'db' | 'now'>): Promise<StaffSlot[]> {
  const rows = await deps.db
    .selectFrom('consultation_slots')
    .selectAll()
    .where('withdrawn_at', 'is', null)
    .where('ends_at', '>', new Date(deps.now().getTime() - 7 * 24 * 60 * 60 * 1000).toISOString())
    .orderBy('starts_at')
    .limit(500)
    .execute();
  return rows.map((row) => ({ id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, taken: row.taken_by !== null }));
}

/** Opens a time for consultations: in the future, 30 minutes or more. */
export async function openSlot(deps: ConsultationsDeps, actor: Actor, startsAt: string, endsAt: string): Promise<StaffSlot> {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (start <= deps.now().getTime() || end - start < 30 * 60 * 1000) throw new HttpError(400, consultationMessages.slotTimesInvalid);
  const id = randomUUID();
  const row = {
    id,
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(end).toISOString(),
    taken_by: null,
    withdrawn_at: null,
    created_at: deps.now().toISOString(),
    created_by: actor.id,
  };
  await audited(deps, actor, async (trx) => {
    await trx.insertInto('consultation_slots').values(row).execute();
    return { result: undefined, audit: [{ action: 'consultation.slot.open', targetType: 'consultation-slot', targetId: id, data: { from: row.starts_at } }] };
  });
  return { id, startsAt: row.starts_at, endsAt: row.ends_at, taken: false };
}

/** Withdraws a time no one has been confirmed in. */
export async function withdrawSlot(deps: ConsultationsDeps, actor: Actor, id: string): Promise<void> {
  await audited(deps, actor, async (trx) => {
    const result = await trx
      .updateTable('consultation_slots')
      .set({ withdrawn_at: deps.now().toISOString() })
      .where('id', '=', id)
      .where('taken_by', 'is', null)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, consultationMessages.slotTaken);
    return { result: undefined, audit: [{ action: 'consultation.slot.withdraw', targetType: 'consultation-slot', targetId: id }] };
  });
}
