import type { Selectable } from 'kysely';
import type { ConsultationState } from '@tenants/shared/model';

/** A time staff opened for consultations; `taken_by` is the consultation confirmed in it. */
export interface ConsultationSlotTable {
  id: string;
  starts_at: string;
  ends_at: string;
  taken_by: string | null;
  withdrawn_at: string | null;
  created_at: string;
  created_by: string | null;
}

/** A member's request for their free consultation, and what became of it. */
export interface ConsultationTable {
  id: string;
  member_id: string;
  topic: string;
  description: string;
  /** The ids of the slots that suit the member, as JSON. */
  preferred_slot_ids: string;
  state: ConsultationState;
  adviser_id: string | null;
  slot_id: string | null;
  starts_at: string | null;
  ends_at: string | null;
  cancel_reason: string | null;
  reminded_at: string | null;
  /** Raised with each time sent for it, so calendars take the newest invitation. */
  sequence: number;
  created_at: string;
  updated_at: string;
}

export interface ConsultationsTables {
  consultation_slots: ConsultationSlotTable;
  consultations: ConsultationTable;
}

export type ConsultationRow = Selectable<ConsultationTable>;
export type SlotRow = Selectable<ConsultationSlotTable>;
