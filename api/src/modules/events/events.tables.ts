import type { Selectable } from 'kysely';
import type { BookingState, EventAudience, EventState } from '@tenants/shared/model';

/** An event staff wrote (docs/product/events.md); times are ISO 8601 in UTC. */
export interface EventTable {
  id: string;
  slug: string;
  title: string;
  summary: string;
  description_html: string;
  starts_at: string | null;
  ends_at: string | null;
  online: number;
  /** The address or joining details: told to those booked only. */
  place: string;
  /** The town or area everyone sees. */
  area: string;
  /** The online link: told to those booked only. */
  online_url: string;
  capacity: number;
  audience: EventAudience;
  picture_url: string;
  picture_alt: string;
  state: EventState;
  cancel_reason: string | null;
  /** Places taken: the one conditional update that takes a place keeps it below the capacity. */
  booked_count: number;
  /** The last waiting-list number given. */
  waiting_seq: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** A member's place at an event: one row per member and event, whatever became of it. */
export interface EventBookingTable {
  id: string;
  event_id: string;
  member_id: string;
  state: BookingState;
  waiting_position: number | null;
  booked_at: string;
  updated_at: string;
  cancelled_at: string | null;
  checked_in_at: string | null;
  /** When the day-before reminder was queued (once). */
  reminded_at: string | null;
  /** A walk-in's own name and e-mail (staff booked them; no account): null for a member's booking. */
  guest_firstname: string | null;
  guest_lastname: string | null;
  guest_email: string | null;
}

export interface EventsTables {
  events: EventTable;
  event_bookings: EventBookingTable;
}

export type EventRow = Selectable<EventTable>;
export type BookingRow = Selectable<EventBookingTable>;
