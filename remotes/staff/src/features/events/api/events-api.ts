import type { AxiosInstance } from 'axios';
import {
  attendeeMessageResponseSchema,
  attendeesResponseSchema,
  staffEventDuplicatePath,
  staffEventMessagePath,
  staffEventWalkInPath,
  walkInResponseSchema,
  type AttendeeMessage,
  type WalkIn,
  checkInResponseSchema,
  staffEventCancelPath,
  staffEventCheckInPath,
  staffEventListResponseSchema,
  staffEventPath,
  staffEventPublishPath,
  staffEventResponseSchema,
  staffEventAttendeesPath,
  staffEventsPath,
  type Attendee,
  type EventInput,
  type EventState,
  type StaffEvent,
} from '@tenants/shared';

// The events desk's calls (docs/product/events.md).

export async function getEvents(client: AxiosInstance, page: number, state: EventState | undefined, signal?: AbortSignal) {
  const { data } = await client.get(staffEventsPath, { params: { page, ...(state ? { state } : {}) }, signal });
  return staffEventListResponseSchema.parse(data).payload;
}

export async function getEvent(client: AxiosInstance, id: string, signal?: AbortSignal): Promise<StaffEvent> {
  const { data } = await client.get(staffEventPath(id), { signal });
  return staffEventResponseSchema.parse(data).payload;
}

/** A new event; `publish`: on /events at once, or refused with nothing stored. */
export async function createEvent(client: AxiosInstance, input: EventInput, publish = false): Promise<StaffEvent> {
  const { data } = await client.post(staffEventsPath, publish ? { ...input, publish } : input);
  return staffEventResponseSchema.parse(data).payload;
}

export async function saveEvent(client: AxiosInstance, id: string, input: EventInput): Promise<StaffEvent> {
  const { data } = await client.put(staffEventPath(id), input);
  return staffEventResponseSchema.parse(data).payload;
}

export async function publishEvent(client: AxiosInstance, id: string): Promise<StaffEvent> {
  const { data } = await client.post(staffEventPublishPath(id), {});
  return staffEventResponseSchema.parse(data).payload;
}

export async function cancelEvent(client: AxiosInstance, id: string, reason: string): Promise<StaffEvent> {
  const { data } = await client.post(staffEventCancelPath(id), { reason });
  return staffEventResponseSchema.parse(data).payload;
}

export async function getAttendees(client: AxiosInstance, id: string, signal?: AbortSignal): Promise<Attendee[]> {
  const { data } = await client.get(staffEventAttendeesPath(id), { signal });
  return attendeesResponseSchema.parse(data).payload.attendees;
}

export async function checkIn(client: AxiosInstance, id: string, bookingId: string, present: boolean): Promise<Attendee> {
  const { data } = await client.post(staffEventCheckInPath(id, bookingId), { present });
  return checkInResponseSchema.parse(data).payload;
}

export async function deleteEvent(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(staffEventPath(id));
}

/** A new draft with the event's details, "Copy of …". */
export async function duplicateEvent(client: AxiosInstance, id: string): Promise<StaffEvent> {
  const { data } = await client.post(staffEventDuplicatePath(id), {});
  return staffEventResponseSchema.parse(data).payload;
}

export async function addWalkIn(client: AxiosInstance, id: string, walkIn: WalkIn) {
  const { data } = await client.post(staffEventWalkInPath(id), walkIn);
  return walkInResponseSchema.parse(data);
}

export async function messageAttendees(client: AxiosInstance, id: string, message: AttendeeMessage) {
  const { data } = await client.post(staffEventMessagePath(id), message);
  return attendeeMessageResponseSchema.parse(data);
}
