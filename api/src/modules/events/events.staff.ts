import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { eventMessages, eventPublishableSchema, staffPageSize, type EventInput, type StaffEvent } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { audited, insertAuditInTransaction, type Actor } from '../staff';
import { sanitiseArticleHtml } from '../articles/sanitize';
import { bookingFigures, bookingsWithMembers, findEventById, insertEvent, listEventsForStaff, slugTaken, updateEvent } from './events.repository';
import { queueEventMail } from './events-mail';
import type { EventsDeps } from './events.service';
import type { EventRow, EventTable } from './events.tables';

type Figures = { booked: number; waiting: number; checkedIn: number; cancelled: number };
const none: Figures = { booked: 0, waiting: 0, checkedIn: 0, cancelled: 0 };

const toStaffEvent = (row: EventRow, figures: Figures = none): StaffEvent => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  descriptionHtml: row.description_html,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  online: row.online === 1,
  place: row.place,
  area: row.area,
  onlineUrl: row.online_url,
  capacity: row.capacity,
  audience: row.audience,
  pictureUrl: row.picture_url,
  pictureAlt: row.picture_alt,
  state: row.state,
  cancelReason: row.cancel_reason,
  booked: figures.booked,
  waiting: figures.waiting,
  checkedIn: figures.checkedIn,
  cancelledPlaces: figures.cancelled,
  publishedAt: row.published_at,
  updatedAt: row.updated_at,
});

/** "Rent reviews: what to ask" → "rent-reviews-what-to-ask". */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** The address asked for (refused when taken), else one made from the title, numbered until it is free. */
async function chooseSlug(db: Kysely<Database>, input: EventInput, exceptId?: string, current?: string): Promise<string> {
  if (input.slug) {
    if (input.slug !== current && (await slugTaken(db, input.slug, exceptId))) throw new HttpError(409, eventMessages.slugTaken);
    return input.slug;
  }
  if (current) return current;
  const base = slugOf(input.title) || 'event';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  }
}

const columnsOf = (
  input: EventInput,
): Omit<
  EventTable,
  'id' | 'slug' | 'state' | 'cancel_reason' | 'booked_count' | 'waiting_seq' | 'published_at' | 'created_at' | 'updated_at' | 'updated_by'
> => ({
  title: input.title,
  summary: input.summary,
  // The articles' policy: the same editor writes both.
  description_html: sanitiseArticleHtml(input.descriptionHtml).html,
  starts_at: input.startsAt,
  ends_at: input.endsAt,
  online: input.online ? 1 : 0,
  place: input.place,
  area: input.online ? '' : input.area,
  online_url: input.onlineUrl,
  capacity: input.capacity,
  audience: input.audience,
  picture_url: input.pictureUrl,
  picture_alt: input.pictureAlt,
});

export async function staffEventOf(db: Kysely<Database>, id: string): Promise<StaffEvent> {
  const row = await findEventById(db, id);
  if (!row) throw new HttpError(404, eventMessages.notFound);
  return toStaffEvent(row, (await bookingFigures(db, [id])).get(id));
}

export const staffEvent = (deps: Pick<EventsDeps, 'db'>, id: string) => staffEventOf(deps.db, id);

export async function staffEvents(deps: Pick<EventsDeps, 'db'>, { page, state }: { page: number; state?: string }) {
  const { rows, total } = await listEventsForStaff(deps.db, { state, limit: staffPageSize, offset: (page - 1) * staffPageSize });
  const figures = await bookingFigures(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toStaffEvent(row, figures.get(row.id))),
    total,
    page,
    pageSize: staffPageSize,
    totalPage: Math.max(1, Math.ceil(total / staffPageSize)),
  };
}

/**
 * A new event, as a draft (contributors too); or, with `publish`, on /events at once — one action that
 * either creates the published event or refuses it with nothing stored (a refused first Publish never
 * leaves a draft behind for the corrected one to duplicate at `…-2`). Publishing is staff's and admins'.
 */
export async function createEvent(deps: EventsDeps, actor: Actor, input: EventInput, publish = false): Promise<StaffEvent> {
  if (publish && actor.role === 'contributor') throw new HttpError(403, eventMessages.contributorDraftsOnly);
  if (publish) checkPublishable(input);
  const id = randomUUID();
  const at = deps.now().toISOString();
  await audited(deps, actor, async (trx) => {
    const slug = await chooseSlug(trx, input);
    await insertEvent(trx, {
      id,
      slug,
      ...columnsOf(input),
      state: publish ? 'published' : 'draft',
      cancel_reason: null,
      booked_count: 0,
      waiting_seq: 0,
      published_at: publish ? at : null,
      created_at: at,
      updated_at: at,
      updated_by: actor.id,
    });
    const created = { action: 'event.create' as const, targetType: 'event' as const, targetId: id, data: { alias: slug } };
    return { result: undefined, audit: publish ? [created, { ...created, action: 'event.publish' as const }] : [created] };
  });
  return staffEventOf(deps.db, id);
}

/**
 * Saves an event's details. A published event stays published (its page shows the change at once); a
 * contributor changes drafts only; a cancelled event is not changed. Fewer places than are booked is refused.
 */
export async function saveEvent(deps: EventsDeps, actor: Actor, id: string, input: EventInput): Promise<StaffEvent> {
  await audited(deps, actor, async (trx) => {
    const row = await findEventById(trx, id);
    if (!row) throw new HttpError(404, eventMessages.notFound);
    if (row.state === 'cancelled') throw new HttpError(409, eventMessages.draftOnlyEdit);
    if (row.state === 'published' && actor.role === 'contributor') throw new HttpError(403, eventMessages.contributorDraftsOnly);
    if (input.capacity < row.booked_count) throw new HttpError(400, eventMessages.capacityInvalid);
    if (row.state === 'published') checkPublishable(input);
    const slug = await chooseSlug(trx, input, id, row.slug);
    await updateEvent(trx, id, { ...columnsOf(input), slug, updated_at: deps.now().toISOString(), updated_by: actor.id });
    return { result: undefined, audit: [{ action: 'event.update', targetType: 'event', targetId: id, data: { alias: slug } }] };
  });
  return staffEventOf(deps.db, id);
}

/** Every missing part of a whole event, in `errors` beside its field; the first as the message. */
function checkPublishable(input: EventInput) {
  const checked = eventPublishableSchema.safeParse(input);
  if (checked.success) return;
  const errors = checked.error.issues.map((issue) => ({ message: issue.message, path: issue.path.map(String).join('.') }));
  throw new HttpError(400, errors[0]?.message ?? eventMessages.titleRequired, {}, errors);
}

export const inputOf = (row: EventRow): EventInput => ({
  title: row.title,
  slug: row.slug,
  summary: row.summary,
  descriptionHtml: row.description_html,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  online: row.online === 1,
  place: row.place,
  area: row.area,
  onlineUrl: row.online_url,
  capacity: row.capacity,
  audience: row.audience,
  pictureUrl: row.picture_url,
  pictureAlt: row.picture_alt,
});

/** Puts a whole draft on /events (staff and admins; the route's role says so). */
export async function publishEvent(deps: EventsDeps, actor: Actor, id: string): Promise<StaffEvent> {
  if (actor.role === 'contributor') throw new HttpError(403, eventMessages.contributorDraftsOnly);
  await audited(deps, actor, async (trx) => {
    const row = await findEventById(trx, id);
    if (!row) throw new HttpError(404, eventMessages.notFound);
    if (row.state === 'cancelled') throw new HttpError(409, eventMessages.draftOnlyEdit);
    checkPublishable(inputOf(row));
    const at = deps.now().toISOString();
    await updateEvent(trx, id, { state: 'published', published_at: row.published_at ?? at, updated_at: at, updated_by: actor.id });
    return { result: undefined, audit: [{ action: 'event.publish', targetType: 'event', targetId: id, data: { alias: row.slug } }] };
  });
  return staffEventOf(deps.db, id);
}

/** Cancels a published event: it stays on its page as cancelled, and everyone booked or waiting is mailed with the reason. */
export async function cancelEvent(deps: EventsDeps, actor: Actor, id: string, reason: string): Promise<StaffEvent> {
  const at = deps.now();
  await deps.mailQueue.transaction(async (trx, queue) => {
    const row = await findEventById(trx, id);
    if (!row) throw new HttpError(404, eventMessages.notFound);
    if (row.state !== 'published') throw new HttpError(409, eventMessages.publishedOnlyCancel);
    await updateEvent(trx, id, { state: 'cancelled', cancel_reason: reason, updated_at: at.toISOString(), updated_by: actor.id });
    const cancelled = { ...row, state: 'cancelled' as const, cancel_reason: reason };
    const people = (await bookingsWithMembers(trx, id)).filter((booking) => booking.state !== 'cancelled');
    for (const person of people) {
      await queueEventMail(deps, queue, 'event-cancelled', cancelled, { id: person.member_id, firstname: person.firstname, email: person.email }, { reason });
    }
    await insertAuditInTransaction(
      trx,
      actor,
      { action: 'event.cancel', targetType: 'event', targetId: id, data: { alias: row.slug, mails: people.length } },
      at,
    );
  });
  return staffEventOf(deps.db, id);
}
