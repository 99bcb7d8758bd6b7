import {
  bookingResponseSchema,
  eventBookingPath,
  eventListResponseSchema,
  eventPath,
  eventResponseSchema,
  eventsPath,
  okSchema,
  type PublicEvent,
} from '@tenants/shared';
import type { AxiosInstance } from 'axios';

/*
 * The events pages' API calls (shared/src/contracts/events.ts), each taking the client: the site server's
 * in-process one while it draws a page, the browser's (with the member's token) once the page is live.
 */

export async function getEvents(client: AxiosInstance, signal?: AbortSignal): Promise<PublicEvent[]> {
  const { data } = await client.get(eventsPath, { signal });
  return eventListResponseSchema.parse(data).payload.events;
}

/** An unknown or unpublished event rejects (404). */
export async function getEvent(client: AxiosInstance, slug: string, signal?: AbortSignal): Promise<PublicEvent> {
  const { data } = await client.get(eventPath(slug), { signal });
  return eventResponseSchema.parse(data).payload;
}

export async function bookEvent(client: AxiosInstance, slug: string) {
  const { data } = await client.post(eventBookingPath(slug));
  return bookingResponseSchema.parse(data);
}

export async function cancelEventBooking(client: AxiosInstance, slug: string) {
  const { data } = await client.delete(eventBookingPath(slug));
  return okSchema.parse(data);
}
