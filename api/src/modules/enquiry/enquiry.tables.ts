import type { Generated, Selectable } from 'kysely';
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
  /** The staff inbox: new, in_progress or closed. */
  status: Generated<string>;
  /** The staff member it is assigned to (a member id), if any. */
  assigned_to: string | null;
  /** The last change by staff (the receipt time until then). */
  updated_at: string | null;
}

/** A staff member's note on an enquiry. */
export interface EnquiryNoteTable {
  id: string;
  enquiry_id: string;
  /** Null once the author's account is erased. */
  author_id: string | null;
  text: string;
  created_at: string;
  /** 'note' for staff, or 'reply': a mail sent to the enquirer. */
  kind: Generated<'note' | 'reply'>;
}

/**
 * An enquiry's answers between its steps without JavaScript (no-script/enquiry-drafts.ts), under the hash of
 * the visitor's cookie token.
 */
export interface EnquiryDraftTable {
  /** SHA-256 (hex) of the token in the visitor's cookie: the table never holds what would open a draft. */
  id: string;
  /** JSON: the answers as form fields. */
  answers: string;
  /** JSON: the last post's messages by field, shown once. */
  errors: string;
  /** The last post's message under the form ('' for none), shown once. */
  message: string;
  /** ISO 8601. */
  expires_at: string;
}

export type Enquiry = Selectable<EnquiryTable>;
export type EnquiryDraftRow = Selectable<EnquiryDraftTable>;
export type EnquiryNote = Selectable<EnquiryNoteTable>;

/** An enquiry as the contract parsed it (the e-mail lower-cased): what is stored and mailed. */
export type EnquiryDetails = z.output<typeof enquiryRequestSchema>;

/** The enquiries' tables, for Kysely's types (modules/index.ts). */
export interface EnquiryTables {
  enquiries: EnquiryTable;
  enquiry_notes: EnquiryNoteTable;
  enquiry_drafts: EnquiryDraftTable;
}
