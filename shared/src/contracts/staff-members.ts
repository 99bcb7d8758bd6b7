import './zod-setup';
import { z } from 'zod';
import { pagedSchema, staffApiPrefix, staffMessages, staffPageParam, staffRoles, staffSearchParam } from './staff';

/** The staff area's members (docs/product/staff.md): the account module's staff routes. */
export const staffMembersPath = `${staffApiPrefix}/members`;
export const staffMemberPath = (id: string) => `${staffMembersPath}/${encodeURIComponent(id)}`;
export const staffMemberDeactivatePath = (id: string) => `${staffMemberPath(id)}/deactivate`;
export const staffMemberReactivatePath = (id: string) => `${staffMemberPath(id)}/reactivate`;
/** POST `{ confirm: <the member's e-mail> }`: erases the account under UK GDPR (see docs/product/staff.md). */
export const staffMemberErasePath = (id: string) => `${staffMemberPath(id)}/erase`;

export const staffMemberQuerySchema = z.object({ page: staffPageParam, q: staffSearchParam });
export const staffMemberRowSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(['member', ...staffRoles]),
  createdAt: z.string(),
  /** Set when staff deactivated the account (it cannot log in). */
  deactivatedAt: z.string().nullable(),
});
export const staffMemberDetailSchema = staffMemberRowSchema.extend({ enquiries: z.number().int(), donations: z.number().int(), openSessions: z.number().int() });
export type StaffMemberRow = z.infer<typeof staffMemberRowSchema>;
export type StaffMemberDetail = z.infer<typeof staffMemberDetailSchema>;
export const staffMemberListResponseSchema = pagedSchema(staffMemberRowSchema);
export const staffMemberResponseSchema = z.object({ success: z.literal(true), payload: staffMemberDetailSchema });
export const staffMemberEraseSchema = z.object({ confirm: z.string({ error: staffMessages.eraseConfirm }).trim().min(1, staffMessages.eraseConfirm).max(254) });
