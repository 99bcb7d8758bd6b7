import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { enquiryRequestSchema } from '@tenants/shared/model';

/** One enquiry of the 7-step form (docs/product/enquiry.md). */
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

/** An enquiry as the contract parsed it (the e-mail lower-cased): what is stored and mailed. */
export type EnquiryDetails = z.output<typeof enquiryRequestSchema>;
