import './zod-setup';
import { z } from 'zod';
import { emailField } from './common';
import { staffApiPrefix } from './staff';

/*
 * The events desk's own actions beside writing an event (contracts/events.ts): delete a draft, duplicate,
 * add a walk-in, write to the attendees; the calendar file's address. Kept apart from events.ts (which re-exports it), so this file imports nothing from it.
 */

const staffEventPath = (id: string) => `${staffApiPrefix}/events/${encodeURIComponent(id)}`;
export const staffEventDuplicatePath = (id: string) => `${staffEventPath(id)}/duplicate`;
export const staffEventWalkInPath = (id: string) => `${staffEventPath(id)}/attendees`;
export const staffEventMessagePath = (id: string) => `${staffEventPath(id)}/message`;
/** The event as an iCalendar file, for "Add to calendar" (public: published and cancelled events). */
export const eventCalendarPath = (slug: string) => `/api/events/${encodeURIComponent(slug)}/calendar.ics`;

export const eventDeskMessages = {
  deleted: 'The draft event is deleted.',
  draftOnlyDelete: 'Only a draft can be deleted. A published event is cancelled instead, so everyone booked is told.',
  copyPrefix: 'Copy of ',
  duplicated: 'A copy is saved as a draft. Change what you need, then publish it.',
  notTakingAttendees: 'Only a published event takes attendees.',
  full: 'The event is full. You can add them to the waiting list instead.',
  walkInBooked: 'They have a place at the event.',
  walkInWaiting: 'They are on the waiting list.',
  alreadyBooked: 'They already have a place at this event.',
  alreadyWaiting: 'They are already on the waiting list for this event.',
  firstnameRequired: 'Please give their first name.',
  emailRequired: 'Please give their e-mail address.',
  emailInvalid: 'Please give an e-mail address like name@example.com.',
  subjectRequired: 'Please give the message a subject.',
  messageRequired: 'Please write the message.',
  nobodyToWrite: 'There is no one on that list to write to.',
} as const;

/** "1 place", "2 places" (the staff screens; the public pages have theirs in remotes/news, loaded without zod). */
export const placesCount = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;
/** A walk-in: someone staff book at the door or by phone. `waitingList`: put them in line when it is full. */
export const walkInSchema = z.object({
  firstname: z.string({ error: eventDeskMessages.firstnameRequired }).trim().min(1, eventDeskMessages.firstnameRequired).max(100),
  lastname: z.string().trim().max(100).default(''),
  email: emailField(eventDeskMessages.emailRequired, eventDeskMessages.emailInvalid),
  waitingList: z.boolean().default(false),
});
export type WalkIn = z.infer<typeof walkInSchema>;

export const attendeeGroups = ['attendees', 'waiting'] as const;
export type AttendeeGroup = (typeof attendeeGroups)[number];
export const attendeeGroupLabels: Record<AttendeeGroup, string> = { attendees: 'Everyone with a place', waiting: 'The waiting list' };

/** A message to everyone booked, or everyone waiting: one e-mail each through the mail queue. */
export const attendeeMessageSchema = z.object({
  to: z.enum(attendeeGroups),
  subject: z.string({ error: eventDeskMessages.subjectRequired }).trim().min(1, eventDeskMessages.subjectRequired).max(200),
  message: z.string({ error: eventDeskMessages.messageRequired }).trim().min(1, eventDeskMessages.messageRequired).max(10_000),
});
export type AttendeeMessage = z.infer<typeof attendeeMessageSchema>;
export const attendeeMessageResponseSchema = z.object({ success: z.literal(true), message: z.string(), payload: z.object({ sent: z.number().int() }) });
export const sentWords = (n: number) => `Your message is on its way to ${n} ${n === 1 ? 'person' : 'people'}.`;
