import './zod-setup';
import { z } from 'zod';

/**
 * The staff area's API (docs/product/staff.md): every path is under /api/staff, every call carries the
 * staff member's session (`Authorization: Bearer <token>`), and answers 401 without a live session, 403 for
 * a member who is not staff (and, on admin-only calls, for staff who are not admins). Every change is
 * written to the audit log. Lists are paged: `page` from 1, `pageSize` rows a page.
 */
export const staffApiPrefix = '/api/staff';

/** A contributor writes drafts in the news desk only; staff do the body's work; admins also run the team. */
export const staffRoles = ['contributor', 'staff', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffMessages = {
  notSignedIn: 'Please log in to continue.',
  notAllowed: 'You are not allowed to use the staff area.',
  adminOnly: 'Only an administrator can do that.',
  sessionIdle: 'Your staff session has ended after 8 hours without activity. Please log in again.',
  notFound: 'Not found.',
  page: 'page must be a whole number from 1 to 10000.',
  status: 'status must be new, in_progress or closed.',
  assignee: 'The assignee must be a member of staff.',
  noteRequired: 'Please write a note.',
  titleRequired: 'Please enter a title.',
  aliasInvalid: 'The address may use lower-case letters, digits and dashes only.',
  aliasTaken: 'Another article already uses this address.',
  captionRequired: 'Please enter a summary.',
  bodyRequired: 'Please write the article.',
  categoryInvalid: 'Please choose a category.',
  pictureRequired: 'Please upload a picture.',
  altRequired: 'Please describe the picture.',
  publishAtInvalid: 'Please enter a valid date and time.',
  mediaType: 'Pictures must be PNG, JPEG, WebP or AVIF.',
  mediaTooLarge: 'Pictures must be at most 5 MB.',
  /** Pictures are re-encoded a few at a time; more waiting than the queue holds is a 503. */
  mediaBusy: 'Many pictures are being prepared just now. Please try again in a minute.',
  listInvalid: 'list must be newsletter, broadcast or whatsapp.',
  eraseConfirm: "Type the member's e-mail address to confirm.",
  /** Login answer for an account staff deactivated. */
  accountDeactivated: 'This account has been deactivated. Please contact us to restore it.',
  /** Added by the API: the 403 when staff try to deactivate, reactivate or erase their own account. */
  notYourself: 'You cannot do that to your own account.',
  /** A session made by password alone reaches only the second-factor endpoints (403). */
  secondFactorRequired: "Confirm it's you with your second factor.",
  /** Erase, deactivate, reactivate, exports and passkey removal need a password or factor from the last 5 minutes (403). */
  freshAuthRequired: "Confirm it's you to do this.",
  /**
   * Releases, sending a newsletter, invitations and adding or removing a passkey need a second factor (an app
   * code, a recovery code or a passkey) from the last 5 minutes: a password alone is not enough (403).
   */
  freshFactorRequired: "Confirm it's you with your second factor to do this.",
  /** A staff session lasts at most 12 hours from sign-in, active or not (401). */
  sessionMaxAge: 'Your staff session has ended: staff sessions last at most 12 hours. Please log in again.',
  /** Only an administrator acts on a staff or admin account (403). */
  staffAccountAdminOnly: 'Only an administrator can do that to a staff account.',
} as const;

/** The staff session's idle limit (issue: 8 hours without a call ends it). */
export const staffIdleLimitMs = 8 * 60 * 60 * 1000;
/** The staff session's longest life from sign-in, active or not. Members keep 30 days. */
export const staffMaxSessionMs = 12 * 60 * 60 * 1000;
/** How long a password or second factor counts as fresh for erase, deactivate, reactivate and exports, and a second factor for releases, newsletters, invitations and passkeys. */
export const staffFreshAuthMs = 5 * 60 * 1000;
/** Largest picture upload, in bytes. */
export const staffMediaMaxBytes = 5 * 1024 * 1024;
export const staffMediaTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;
export const staffPageSize = 20;

/** A list's `page` (from 1) and `q` (a search), as every staff list takes them. */
export const staffPageParam = z
  .preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.coerce.number({ error: staffMessages.page }).int(staffMessages.page).min(1, staffMessages.page).max(10000, staffMessages.page).optional(),
  )
  .transform((v) => v ?? 1);
export const staffSearchParam = z.string().trim().max(200).optional().default('');

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    payload: z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), totalPage: z.number().int() }),
  });

// ---------------------------------------------------------------- who is calling
export const staffMePath = `${staffApiPrefix}/me`;
export const staffMemberSchema = z.object({ id: z.string(), firstname: z.string(), lastname: z.string(), email: z.string(), role: z.enum(staffRoles) });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMeResponseSchema = z.object({ success: z.literal(true), payload: staffMemberSchema });
/** Everyone with a staff role, for assigning enquiries. */
export const staffTeamPath = `${staffApiPrefix}/team`;
export const staffTeamResponseSchema = z.object({ success: z.literal(true), payload: z.array(staffMemberSchema) });

/**
 * Every colleague with a staff role (contributors included, deactivated accounts marked), whether they have
 * set up their second factor; admins change a role, remove a colleague, or reset a lost second factor.
 */
export const staffColleaguesPath = `${staffApiPrefix}/colleagues`;
export const staffColleaguePath = (id: string) => `${staffColleaguesPath}/${encodeURIComponent(id)}`;
export const staffColleagueFactorResetPath = (id: string) => `${staffColleaguePath(id)}/second-factor-reset`;
export const staffColleagueSchema = staffMemberSchema.extend({ secondFactor: z.boolean(), deactivated: z.boolean() });
export type StaffColleague = z.infer<typeof staffColleagueSchema>;
export const staffColleaguesResponseSchema = z.object({ success: z.literal(true), payload: z.array(staffColleagueSchema) });
export const staffColleagueRoleRequestSchema = z.object({ role: z.enum(staffRoles, { error: 'Please choose a role.' }) });
export const staffColleagueResponseSchema = z.object({ success: z.literal(true), message: z.string(), payload: z.array(staffColleagueSchema) });
