import './zod-setup';
import { z } from 'zod';
import { isMediaPath } from './common';
import { pagedSchema, staffApiPrefix, staffPageParam } from './staff';
import type { EventAudience } from '../events';

// What the pages need before the contracts load (no zod): their addresses, labels and times.
export { eventAudienceLabels, eventPagePath, eventsPagePath, eventWhen } from '../events';

/**
 * Member events (docs/product/events.md): staff write and publish them, visitors read them at /events, a
 * signed-in member books a place in one step, a full event has a waiting list. The events module's contract.
 */

export const eventStates = ['draft', 'published', 'cancelled'] as const;
export type EventState = (typeof eventStates)[number];
/** Who may book: members only, or anyone with an account (both sign in to book: the place is theirs by name). */
export const eventAudiences = ['members', 'open'] as const satisfies readonly EventAudience[];
export type { EventAudience };

/** What a member's place is: a booked seat, a place in the waiting list, or given back. */
export const bookingStates = ['booked', 'waiting', 'cancelled'] as const;
export type BookingState = (typeof bookingStates)[number];

export const eventsPath = '/api/events';
export const eventPath = (slug: string) => `${eventsPath}/${encodeURIComponent(slug)}`;
/** POST books (or joins the waiting list), DELETE gives the place back: the signed-in member's own. */
export const eventBookingPath = (slug: string) => `${eventPath(slug)}/booking`;
/** The signed-in member's bookings, newest event first. */
export const myEventBookingsPath = '/api/account/events';

/** An event's picture: an https address, or an upload under /media/ (normalised: no `..` out of it). */
export const isEventPictureUrl = (url: string) => isMediaPath(url) || /^https:\/\/[^\s\\"'<>]+$/.test(url);

export const eventMessages = {
  titleRequired: 'Please give the event a title.',
  descriptionRequired: 'Please describe the event.',
  startRequired: 'Please give the start date and time.',
  endRequired: 'Please give the end date and time.',
  endBeforeStart: 'The event must end after it starts.',
  placeRequired: 'Please give the place or the online link.',
  onlineUrlInvalid: 'Please give a web address starting with https://.',
  pictureUrlInvalid: 'A picture is a web address starting with https://, or an uploaded picture’s /media/ path.',
  capacityInvalid: 'Please give the number of places (1 to 10,000).',
  slugInvalid: 'Use lowercase letters, numbers and hyphens only.',
  slugTaken: 'Another event already has that address.',
  notFound: 'We could not find that event.',
  notBookable: 'This event is not taking bookings.',
  alreadyBooked: 'You already have a place at this event.',
  alreadyWaiting: 'You are already on the waiting list for this event.',
  notBooked: 'You have no place at this event.',
  signInToBook: 'Please sign in or join for free to book a place.',
  passwordRequired: 'Please enter your password.',
  membersOnly: 'This event is for members only.',
  booked: 'Your place is booked. We have e-mailed you the details and a calendar invitation.',
  waiting: 'The event is full, so you are on the waiting list. We will e-mail you if a place comes free.',
  cancelled: 'Your place has been cancelled. We have e-mailed you to confirm.',
  eventCancelled: 'This event has been cancelled.',
  started: 'This event has already started.',
  cancelReasonRequired: 'Please say why the event is cancelled: attendees will read it.',
  publishedOnlyCancel: 'Only a published event can be cancelled.',
  draftOnlyEdit: 'A cancelled event cannot be changed.',
  contributorDraftsOnly: 'Contributors can draft events; a member of staff publishes and changes published ones.',
} as const;

const isoTime = z.iso.datetime({ offset: true });

/** An event as visitors see it. `place` and `onlineUrl` only for those booked (`place` when it is not online). */
export const publicEventSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  descriptionHtml: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  /** "Online" or the town for everyone; the full address or link for those booked. */
  where: z.string(),
  online: z.boolean(),
  place: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  audience: z.enum(eventAudiences),
  capacity: z.number().int(),
  placesLeft: z.number().int(),
  waiting: z.number().int(),
  state: z.enum(eventStates),
  cancelReason: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  pictureAlt: z.string(),
  /** The asking member's own booking (with a token), else null. */
  myBooking: z.object({ state: z.enum(bookingStates), waitingPosition: z.number().int().nullable() }).nullable(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const eventListResponseSchema = z.object({ success: z.literal(true), payload: z.object({ events: z.array(publicEventSchema) }) });
export const eventResponseSchema = z.object({ success: z.literal(true), payload: publicEventSchema });
export const bookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payload: z.object({ state: z.enum(bookingStates), waitingPosition: z.number().int().nullable() }),
});

export const myBookingSchema = z.object({
  slug: z.string(),
  title: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  state: z.enum(bookingStates),
  eventState: z.enum(eventStates),
  waitingPosition: z.number().int().nullable(),
  where: z.string(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;
export const myBookingsResponseSchema = z.object({ success: z.literal(true), payload: z.object({ bookings: z.array(myBookingSchema) }) });

/* ---- Staff ---- */

export const staffEventsPath = `${staffApiPrefix}/events`;
export const staffEventPath = (id: string) => `${staffEventsPath}/${encodeURIComponent(id)}`;
export const staffEventPublishPath = (id: string) => `${staffEventPath(id)}/publish`;
export const staffEventCancelPath = (id: string) => `${staffEventPath(id)}/cancel`;
export const staffEventAttendeesPath = (id: string) => `${staffEventPath(id)}/attendees`;
export const staffEventAttendeesCsvPath = (id: string) => `${staffEventPath(id)}/attendees.csv`;
export const staffEventCheckInPath = (id: string, bookingId: string) => `${staffEventAttendeesPath(id)}/${encodeURIComponent(bookingId)}/check-in`;

const eventSlug = z
  .string()
  .trim()
  .max(100, eventMessages.slugInvalid)
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, eventMessages.slugInvalid);

/** What staff write; a draft may be partial, publishing checks it whole (`eventPublishableSchema`). */
export const eventInputSchema = z.object({
  title: z.string().trim().max(200).default(''),
  /** Made from the title when empty. */
  slug: eventSlug.default(''),
  summary: z.string().trim().max(300).default(''),
  descriptionHtml: z.string().trim().max(100_000).default(''),
  startsAt: isoTime.nullable().default(null),
  endsAt: isoTime.nullable().default(null),
  online: z.boolean().default(false),
  /** The address (in person) or the joining instructions; shown to those booked. */
  place: z.string().trim().max(500).default(''),
  /** The town or area everyone sees ("Manchester"); "Online" for an online event. */
  area: z.string().trim().max(100).default(''),
  onlineUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https:\/\/\S+)?$/, eventMessages.onlineUrlInvalid)
    .default(''),
  capacity: z.coerce
    .number({ error: eventMessages.capacityInvalid })
    .int(eventMessages.capacityInvalid)
    .min(1, eventMessages.capacityInvalid)
    .max(10_000, eventMessages.capacityInvalid),
  audience: z.enum(eventAudiences).default('members'),
  /** Drawn as an image's address on the event's page: https or an upload under /media/, never another scheme (`javascript:`). */
  pictureUrl: z
    .string()
    .trim()
    .max(300)
    .refine((url) => url === '' || isEventPictureUrl(url), eventMessages.pictureUrlInvalid)
    .default(''),
  pictureAlt: z.string().trim().max(300).default(''),
});
export type EventInput = z.infer<typeof eventInputSchema>;
/** A new event: a draft, or (`publish`) on /events at once — created published or refused, nothing stored. */
export const eventCreateSchema = eventInputSchema.extend({ publish: z.boolean().optional() });

/** Whole enough for visitors: each missing part named beside its field. */
export const eventPublishableSchema = eventInputSchema
  .extend({
    title: z.string().trim().min(1, eventMessages.titleRequired).max(200),
    descriptionHtml: z.string().trim().min(1, eventMessages.descriptionRequired).max(100_000),
    startsAt: isoTime.nullable().refine((value) => value !== null, eventMessages.startRequired),
    endsAt: isoTime.nullable().refine((value) => value !== null, eventMessages.endRequired),
  })
  .superRefine((event, ctx) => {
    if (event.startsAt && event.endsAt && Date.parse(event.endsAt) <= Date.parse(event.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: eventMessages.endBeforeStart });
    }
    if (event.online ? !event.onlineUrl : !event.place) {
      ctx.addIssue({ code: 'custom', path: [event.online ? 'onlineUrl' : 'place'], message: eventMessages.placeRequired });
    }
  });

export const staffEventSchema = eventInputSchema.extend({
  id: z.string(),
  slug: z.string(),
  state: z.enum(eventStates),
  cancelReason: z.string().nullable(),
  booked: z.number().int(),
  waiting: z.number().int(),
  checkedIn: z.number().int(),
  cancelledPlaces: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;
export const staffEventResponseSchema = z.object({ success: z.literal(true), payload: staffEventSchema });
export const staffEventListQuerySchema = z.object({ page: staffPageParam, state: z.enum(eventStates).optional() });
export const staffEventListResponseSchema = pagedSchema(staffEventSchema);
export const staffEventCancelSchema = z.object({
  reason: z.string({ error: eventMessages.cancelReasonRequired }).trim().min(1, eventMessages.cancelReasonRequired).max(1000),
});

export const attendeeSchema = z.object({
  bookingId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  state: z.enum(bookingStates),
  waitingPosition: z.number().int().nullable(),
  bookedAt: z.string(),
  checkedInAt: z.string().nullable(),
  /** Booked by staff at the door or by phone: no account. */
  walkIn: z.boolean(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
export const attendeesResponseSchema = z.object({ success: z.literal(true), payload: z.object({ attendees: z.array(attendeeSchema) }) });
export const checkInSchema = z.object({ present: z.boolean() });
export const checkInResponseSchema = z.object({ success: z.literal(true), payload: attendeeSchema });
export const walkInResponseSchema = z.object({ success: z.literal(true), message: z.string(), payload: attendeeSchema });

/** What the audit log records of the events desk. */
export const eventAuditActions = [
  'event.create',
  'event.update',
  'event.publish',
  'event.cancel',
  'event.attendees',
  'event.export',
  'event.check-in',
  'event.delete',
  'event.duplicate',
  'event.walk-in',
  'event.message',
] as const;

export * from './events-desk';
