import type { Insertable, Selectable } from 'kysely';

/** One enquiry of the 7-step form (SPEC §3). */
export interface EnquiryTable {
  id: string;
  type: string;
  annual_rent: string;
  /** 1 Yes, 0 No, 2 Unsure. */
  is_lease_held: number;
  city: string;
  comments: string;
  firstname: string;
  lastname: string;
  email: string;
  /** Digits only. */
  phone: string;
  /** 1 when the visitor opted in to event and industry news. */
  is_subscribe: number;
  /** ISO 8601. */
  created_at: string;
}

export type Enquiry = Selectable<EnquiryTable>;
export type NewEnquiry = Insertable<EnquiryTable>;
