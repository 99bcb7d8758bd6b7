import './zod-setup';
import { z } from 'zod';
import { enquiryTypes, rentBands } from '../forms';
import { pagedSchema, staffApiPrefix, staffMemberSchema, staffMessages, staffPageParam, staffSearchParam } from './staff';
import { staffDateParam, staffWorkMessages } from './staff-work';

/** The staff area's enquiries inbox (docs/product/staff.md): the enquiry module's staff routes. */
export const enquiryStatuses = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquiryStatusLabels: Record<EnquiryStatus, string> = { new: 'New', in_progress: 'In progress', closed: 'Closed' };

export const staffEnquiriesPath = `${staffApiPrefix}/enquiries`;
export const staffEnquiriesExportPath = `${staffApiPrefix}/enquiries/export`;
export const staffEnquiryPath = (id: string) => `${staffApiPrefix}/enquiries/${encodeURIComponent(id)}`;
export const staffEnquiryNotesPath = (id: string) => `${staffEnquiryPath(id)}/notes`;
/** POST `{ text }`: an e-mail to the enquirer through the mail queue, recorded on the enquiry as a reply. */
export const staffEnquiryRepliesPath = (id: string) => `${staffEnquiryPath(id)}/replies`;
export const staffEnquiryReplyPreviewPath = (id: string) => `${staffEnquiryRepliesPath(id)}/preview`;

/** The inbox's filter (query string); the export takes the same. `q` searches name, e-mail, company/city and the comments. */
export const staffEnquiryQuerySchema = z.object({
  page: staffPageParam,
  q: staffSearchParam,
  status: z.enum(enquiryStatuses, { error: staffMessages.status }).optional(),
  type: z.enum(enquiryTypes).optional(),
  annualRent: z.enum(rentBands).optional(),
  isLeaseHeld: z.enum(['0', '1', '2']).transform(Number).optional(),
  /** A staff id, `me` (the caller) or `none` (unassigned). */
  assignedTo: z.string().max(100).optional(),
  /** Received on or after / on or before these days (UTC). */
  from: staffDateParam,
  to: staffDateParam,
});
export type StaffEnquiryQuery = z.input<typeof staffEnquiryQuerySchema>;

export const staffEnquirySummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  type: z.string(),
  city: z.string(),
  status: z.enum(enquiryStatuses),
  assignedTo: staffMemberSchema.nullable(),
});
/** A note staff wrote, or a reply e-mailed to the enquirer (`kind: 'reply'`). */
export const staffEnquiryNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
  kind: z.enum(['note', 'reply']),
});
export const staffEnquirySchema = staffEnquirySummarySchema.extend({
  annualRent: z.string(),
  isLeaseHeld: z.number().int(),
  comments: z.string(),
  phone: z.string(),
  isSubscribe: z.boolean(),
  notes: z.array(staffEnquiryNoteSchema),
});
export type StaffEnquirySummary = z.infer<typeof staffEnquirySummarySchema>;
export type StaffEnquiry = z.infer<typeof staffEnquirySchema>;
export const staffEnquiryListResponseSchema = pagedSchema(staffEnquirySummarySchema);
export const staffEnquiryResponseSchema = z.object({ success: z.literal(true), payload: staffEnquirySchema });
/**
 * PATCH: status, assignee (null unassigns) and a note, saved together in one transaction (a note
 * never resets a status change not yet saved). Answers the whole enquiry.
 */
export const staffEnquiryUpdateSchema = z
  .object({
    status: z.enum(enquiryStatuses, { error: staffMessages.status }).optional(),
    assignedTo: z.string().max(100).nullable().optional(),
    note: z.string().trim().max(5000).optional(),
  })
  .refine((v) => v.status !== undefined || v.assignedTo !== undefined || !!v.note, { message: 'Nothing to change.' });
export const staffEnquiryReplyRequestSchema = z.object({
  text: z.string({ error: staffWorkMessages.replyRequired }).trim().min(1, staffWorkMessages.replyRequired).max(10000),
});
/**
 * POST `{ text }` to …/replies/preview: the reply as the enquirer will get it (the same letter, brand header
 * included), who it goes to and where their answer comes back to. Nothing is sent or stored.
 */
export const staffEnquiryReplyPreviewSchema = z.object({
  success: z.literal(true),
  payload: z.object({ to: z.string(), replyTo: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
});
export type StaffEnquiryReplyPreview = z.infer<typeof staffEnquiryReplyPreviewSchema>['payload'];
export const staffEnquiryNoteRequestSchema = z.object({
  text: z.string({ error: staffMessages.noteRequired }).trim().min(1, staffMessages.noteRequired).max(5000),
});
