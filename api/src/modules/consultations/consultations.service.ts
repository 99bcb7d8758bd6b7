import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  consultationAgainMessage,
  consultationMessages,
  consultationPeriodDays,
  eventWhen,
  serviceAreas,
  type Brand,
  type ConsultationSlot,
  type MyConsultation,
  type ServiceArea,
  type ConsultationRequest,
} from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { MailAttachment } from '../../mail/mailer';
import type { MailQueue, QueueMail } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import type { Member } from '../account/account.tables';
import { calendarFile } from '../events/ics';
import type { ConsultationRow, SlotRow } from './consultations.tables';

export interface ConsultationsDeps {
  db: Kysely<Database>;
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: MailTemplates;
  now: () => Date;
  siteUrl: string;
  brand: Brand;
}

type Db = Kysely<Database>;
const dayMs = 24 * 60 * 60 * 1000;
const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

export const topicLabel = (topic: string) => serviceAreas[topic as ServiceArea]?.label ?? topic;
const slotOf = (row: Pick<SlotRow, 'id' | 'starts_at' | 'ends_at'>): ConsultationSlot => ({ id: row.id, startsAt: row.starts_at, endsAt: row.ends_at });
export const preferredIds = (row: Pick<ConsultationRow, 'preferred_slot_ids'>): string[] => JSON.parse(row.preferred_slot_ids) as string[];

/** The times a member may choose: open, not taken, starting at least an hour from now. */
export const openSlots = async (db: Db, now: Date): Promise<ConsultationSlot[]> =>
  (
    await db
      .selectFrom('consultation_slots')
      .select(['id', 'starts_at', 'ends_at'])
      .where('taken_by', 'is', null)
      .where('withdrawn_at', 'is', null)
      .where('starts_at', '>', new Date(now.getTime() + 60 * 60 * 1000).toISOString())
      .orderBy('starts_at')
      .limit(200)
      .execute()
  ).map(slotOf);

export async function slotsByIds(db: Db, ids: string[]): Promise<Map<string, SlotRow>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('consultation_slots').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function adviserNames(db: Db, ids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'firstname', 'lastname']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, `${row.firstname} ${row.lastname}`]));
}

/** A consultation as its member reads it. */
export async function toMyConsultation(db: Db, row: ConsultationRow): Promise<MyConsultation> {
  const [slots, names] = await Promise.all([slotsByIds(db, preferredIds(row)), adviserNames(db, [row.adviser_id])]);
  return {
    id: row.id,
    topic: topicLabel(row.topic),
    description: row.description,
    state: row.state,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    adviser: row.adviser_id ? (names.get(row.adviser_id) ?? null) : null,
    preferred: preferredIds(row).flatMap((id) => (slots.has(id) ? [slotOf(slots.get(id)!)] : [])),
    cancelReason: row.cancel_reason,
    askedAt: row.created_at,
  };
}

/** The member's consultation that counts against the 12 months (asked or confirmed, not cancelled), if any. */
const lastCounting = (db: Db, memberId: string, now: Date) =>
  db
    .selectFrom('consultations')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('state', '!=', 'cancelled')
    .where('created_at', '>', new Date(now.getTime() - consultationPeriodDays * dayMs).toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();

/** When a member may ask again: 12 months after the last one that counts. */
const nextFromOf = (row: ConsultationRow | undefined) => (row ? new Date(Date.parse(row.created_at) + consultationPeriodDays * dayMs) : null);

export async function myConsultations(db: Db, member: Pick<Member, 'id'>, now: Date) {
  const rows = await db.selectFrom('consultations').selectAll().where('member_id', '=', member.id).orderBy('created_at', 'desc').execute();
  const next = nextFromOf(await lastCounting(db, member.id, now));
  return { consultations: await Promise.all(rows.map((row) => toMyConsultation(db, row))), nextFrom: next ? next.toISOString() : null };
}

/** Requests no adviser has confirmed or cancelled yet: the staff home page's count. */
export async function countWaitingConsultations(db: Db): Promise<number> {
  const row = await db
    .selectFrom('consultations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', 'requested')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A member asks for their free consultation: refused with the date they may ask again when they had one in the last 12 months. */
export async function requestConsultation(deps: ConsultationsDeps, member: Member, input: ConsultationRequest): Promise<MyConsultation> {
  if (!member.phone) throw new HttpError(400, consultationMessages.phoneNeeded);
  const now = deps.now();
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    const last = await lastCounting(trx, member.id, now);
    if (last) throw new HttpError(409, consultationAgainMessage(longDate.format(nextFromOf(last)!)));
    const open = new Set((await openSlots(trx, now)).map((slot) => slot.id));
    const chosen = [...new Set(input.slotIds)];
    if (!chosen.every((slotId) => open.has(slotId))) throw new HttpError(400, consultationMessages.slotGone);
    await trx
      .insertInto('consultations')
      .values({
        id,
        member_id: member.id,
        topic: input.topic,
        description: input.description,
        preferred_slot_ids: JSON.stringify(chosen),
        state: 'requested',
        adviser_id: null,
        slot_id: null,
        starts_at: null,
        ends_at: null,
        cancel_reason: null,
        reminded_at: null,
        sequence: 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
  });
  const row = await deps.db.selectFrom('consultations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toMyConsultation(deps.db, row);
}

/* ---- Mail ---- */

export function consultationInvitation(
  deps: Pick<ConsultationsDeps, 'siteUrl' | 'brand' | 'now'>,
  row: ConsultationRow,
  method: 'REQUEST' | 'CANCEL',
  adviser: string,
): MailAttachment {
  const content = calendarFile({
    uid: `consultation-${row.id}@${new URL(deps.siteUrl).hostname}`,
    stamp: deps.now(),
    start: new Date(row.starts_at ?? 0),
    end: new Date(row.ends_at ?? 0),
    summary: `Free consultation: ${topicLabel(row.topic)}`,
    description: `Your free 30-minute consultation with ${adviser}, by telephone.`,
    location: 'By telephone',
    sequence: row.sequence,
    method,
    organizer: { name: deps.brand.product, email: deps.brand.email },
  });
  return { filename: 'consultation.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

type Kind = 'consultation-confirmed' | 'consultation-rescheduled' | 'consultation-cancelled' | 'consultation-reminder';

/** Queues one consultation mail to its member (inside the caller's transaction), with the calendar file when it has a time. */
export async function queueConsultationMail(
  deps: Pick<ConsultationsDeps, 'emails' | 'siteUrl' | 'brand' | 'now'>,
  trx: Db,
  queue: QueueMail,
  kind: Kind,
  row: ConsultationRow,
  reason = '',
) {
  const member = await trx.selectFrom('members').select(['firstname', 'email']).where('id', '=', row.member_id).executeTakeFirst();
  if (!member) return;
  const adviser = (await adviserNames(trx, [row.adviser_id])).get(row.adviser_id ?? '') ?? 'our adviser';
  const letter = {
    firstname: member.firstname,
    topic: topicLabel(row.topic),
    when: row.starts_at && row.ends_at ? eventWhen(row.starts_at, row.ends_at) : 'Not yet set',
    adviser,
  };
  const content = {
    'consultation-confirmed': () => deps.emails.consultationConfirmed(letter),
    'consultation-rescheduled': () => deps.emails.consultationRescheduled({ ...letter, reason }),
    'consultation-cancelled': () => deps.emails.consultationCancelled({ ...letter, reason }),
    'consultation-reminder': () => deps.emails.consultationReminder(letter),
  }[kind]();
  const attachments = row.starts_at ? [consultationInvitation(deps, row, kind === 'consultation-cancelled' ? 'CANCEL' : 'REQUEST', adviser)] : [];
  await queue(kind, { to: member.email, ...content, attachments });
}

/** The day-before reminders of confirmed consultations, each claimed once (instances share the timer). */
export async function sendDueConsultationReminders(deps: ConsultationsDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .selectFrom('consultations')
    .select('id')
    .where('state', '=', 'confirmed')
    .where('reminded_at', 'is', null)
    // Between 12 and 24 hours ahead: "tomorrow" is true, and one confirmed on the day needs no reminder.
    .where('starts_at', '>', new Date(now.getTime() + dayMs / 2).toISOString())
    .where('starts_at', '<=', new Date(now.getTime() + dayMs).toISOString())
    .limit(500)
    .execute();
  let sent = 0;
  for (const { id } of due) {
    await deps.mailQueue.transaction(async (trx, queue) => {
      const claimed = await trx
        .updateTable('consultations')
        .set({ reminded_at: now.toISOString() })
        .where('id', '=', id)
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      const row = await trx.selectFrom('consultations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await queueConsultationMail(deps, trx, queue, 'consultation-reminder', row);
      sent += 1;
    });
  }
  return sent;
}

/** Takes a slot for a consultation unless it is taken or withdrawn: one conditional update. */
export async function takeSlot(db: Db, slotId: string, consultationId: string): Promise<SlotRow | undefined> {
  const result = await db
    .updateTable('consultation_slots')
    .set({ taken_by: consultationId })
    .where('id', '=', slotId)
    .where('taken_by', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('consultation_slots').selectAll().where('id', '=', slotId).executeTakeFirst();
}

export const freeSlot = (db: Db, slotId: string | null) =>
  slotId ? db.updateTable('consultation_slots').set({ taken_by: null }).where('id', '=', slotId).execute() : Promise.resolve([]);

/** A member's consultations go with their account (erasure); their slots open again. */
export async function deleteConsultationsOfMember(db: Db, memberId: string): Promise<number> {
  const rows = await db.selectFrom('consultations').select(['id', 'slot_id']).where('member_id', '=', memberId).execute();
  for (const row of rows) await freeSlot(db, row.slot_id);
  await db.deleteFrom('consultations').where('member_id', '=', memberId).execute();
  return rows.length;
}
