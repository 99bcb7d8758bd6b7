import './zod-setup';
import { z } from 'zod';
import { enquiryTypes, rentBands } from '../forms';
import { pagedSchema, staffApiPrefix, staffMemberSchema, staffMessages, staffPageParam, staffSearchParam } from './staff';

/** The staff area's enquiries inbox (docs/product/staff.md): the enquiry module's staff routes. */
export const enquiryStatuses = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquiryStatusLabels: Record<EnquiryStatus, string> = { new: 'New', in_progress: 'In progress', closed: 'Closed' };

export const staffEnquiriesPath = `${staffApiPrefix}/enquiries`;
export const staffEnquiriesExportPath = `${staffApiPrefix}/enquiries/export`;
export const staffEnquiryPath = (id: string) => `${staffApiPrefix}/enquiries/${encodeURIComponent(id)}`;
export const staffEnquiryNotesPath = (id: string) => `${staffEnquiryPath(id)}/notes`;

/** The inbox's filter (query string); the export takes the same. `q` searches name, e-mail, company/city and the comments. */
export const staffEnquiryQuerySchema = z.object({
  page: staffPageParam,
  q: staffSearchParam,
  status: z.enum(enquiryStatuses, { error: staffMessages.status }).optional(),
  type: z.enum(enquiryTypes).optional(),
  annualRent: z.enum(rentBands).optional(),
  isLeaseHeld: z.enum(['0', '1', '2']).transform(Number).optional(),
  assignedTo: z.string().max(100).optional(),
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
export const staffEnquiryNoteSchema = z.object({ id: z.string(), text: z.string(), createdAt: z.string(), author: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }).nullable() });
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
/** PATCH: status and/or assignee (null unassigns). */
export const staffEnquiryUpdateSchema = z
  .object({ status: z.enum(enquiryStatuses, { error: staffMessages.status }).optional(), assignedTo: z.string().max(100).nullable().optional() })
  .refine((v) => v.status !== undefined || v.assignedTo !== undefined, { message: 'Nothing to change.' });
export const staffEnquiryNoteRequestSchema = z.object({ text: z.string({ error: staffMessages.noteRequired }).trim().min(1, staffMessages.noteRequired).max(5000) });
