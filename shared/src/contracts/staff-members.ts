import './zod-setup';
import { z } from 'zod';
import { pagedSchema, staffApiPrefix, staffMessages, staffPageParam, staffRoles, staffSearchParam } from './staff';
import { staffListNames } from './staff-lists';
import { subscriptionStatuses } from '../newsletter-words';
import { staffDateParam, staffWorkMessages } from './staff-work';

/** The staff area's members (docs/product/staff.md): the account module's staff routes. */
export const staffMembersPath = `${staffApiPrefix}/members`;
export const staffMemberPath = (id: string) => `${staffMembersPath}/${encodeURIComponent(id)}`;
export const staffMemberDeactivatePath = (id: string) => `${staffMemberPath(id)}/deactivate`;
export const staffMemberReactivatePath = (id: string) => `${staffMemberPath(id)}/reactivate`;
/** POST `{ confirm: <the member's e-mail> }`: erases the account under UK GDPR (see docs/product/staff.md). */
export const staffMemberErasePath = (id: string) => `${staffMemberPath(id)}/erase`;

/** GET (fresh second factor): the members matching the same filters, as CSV. */
export const staffMembersExportPath = `${staffMembersPath}/export`;
/** POST `{ text }`: a staff note on the member. */
export const staffMemberNotesPath = (id: string) => `${staffMemberPath(id)}/notes`;
/** PUT `accountDetailsSchema` (account.ts): staff correct a member's name and phone; audited. */
export const staffMemberDetailsPath = (id: string) => `${staffMemberPath(id)}/details`;
/** PUT `{ labels }`: the member's labels, replacing them. */
export const staffMemberLabelsPath = (id: string) => `${staffMemberPath(id)}/labels`;

export const staffMemberQuerySchema = z.object({
  page: staffPageParam,
  q: staffSearchParam,
  /** Joined on or after / on or before these days (UTC). */
  joinedFrom: staffDateParam,
  joinedTo: staffDateParam,
  /** On this list (by the member's e-mail or phone). */
  list: z.enum(staffListNames).optional(),
  /** `true`: not deactivated; `false`: deactivated. */
  active: z.enum(['true', 'false']).optional(),
  label: z.string().trim().max(30).optional(),
});
export const staffMemberLabelSchema = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N} -]{1,30}$/u, staffWorkMessages.labelInvalid);
export const staffMemberLabelsRequestSchema = z.object({ labels: z.array(staffMemberLabelSchema).max(10) });
export const staffMemberNoteRequestSchema = z.object({
  text: z.string({ error: staffMessages.noteRequired }).trim().min(1, staffMessages.noteRequired).max(5000),
});
export const staffMemberRowSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(['member', ...staffRoles]),
  labels: z.array(z.string()).optional(),
  createdAt: z.string(),
  /** Set when staff deactivated the account (it cannot log in). */
  deactivatedAt: z.string().nullable(),
});
/**
 * A member's whole record: their enquiries and donations (linked in the staff area), the lists
 * their e-mail or phone is on with the consent record, staff notes and labels.
 */
export const staffMemberDetailSchema = staffMemberRowSchema.extend({
  enquiries: z.number().int(),
  donations: z.number().int(),
  openSessions: z.number().int(),
  labels: z.array(z.string()),
  enquiryList: z.array(z.object({ id: z.string(), createdAt: z.string(), status: z.string(), type: z.string() })),
  donationList: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      amountPence: z.number().int(),
      currency: z.string(),
      status: z.string(),
      providerRef: z.string().nullable(),
    }),
  ),
  lists: z.array(
    z.object({
      list: z.enum(staffListNames),
      status: z.enum(subscriptionStatuses),
      source: z.string().nullable(),
      requestedAt: z.string().nullable(),
      confirmedAt: z.string().nullable(),
      withdrawnAt: z.string().nullable(),
    }),
  ),
  notes: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      createdAt: z.string(),
      author: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
    }),
  ),
});
export type StaffMemberRow = z.infer<typeof staffMemberRowSchema>;
export type StaffMemberDetail = z.infer<typeof staffMemberDetailSchema>;
export const staffMemberListResponseSchema = pagedSchema(staffMemberRowSchema);
export const staffMemberResponseSchema = z.object({ success: z.literal(true), payload: staffMemberDetailSchema });
export const staffMemberEraseSchema = z.object({ confirm: z.string({ error: staffMessages.eraseConfirm }).trim().min(1, staffMessages.eraseConfirm).max(254) });
