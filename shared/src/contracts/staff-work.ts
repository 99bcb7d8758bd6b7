import './zod-setup';
import { z } from 'zod';
import { staffApiPrefix, staffRoles } from './staff';

/**
 * The staff area for daily work (docs/product/staff.md): what is shared by several domains —
 * the words for roles and sources, the date filters, the home page's counts, and inviting colleagues.
 */
export const staffRoleLabels: Record<(typeof staffRoles)[number], string> = {
  contributor: 'Contributor (writes drafts)',
  staff: 'Staff',
  admin: 'Administrator',
};

export const staffWorkMessages = {
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  /** The contributor role writes drafts only. */
  contributorOnlyDrafts: 'Contributors write drafts; an editor publishes them.',
  contributorNotAllowed: 'Contributors can use the news desk only.',
  articleDeleted: 'The article has been deleted.',
  deleteOnlyDrafts: 'Only a draft can be deleted: unpublish it first.',
  deleteUnpublishedAdminOnly: 'Only an administrator can delete an article that was once published.',
  undoExpired: 'Too late to undo: publish it again instead.',
  autosaveLive: 'A live article is saved only when you choose Update.',
  versionRestored: 'That version is back in the editor and saved.',
  replyRequired: 'Please write your reply.',
  replyQueued: 'Your reply is on its way and is recorded on the enquiry.',
  noteSaved: 'Saved.',
  labelInvalid: 'A label is 1 to 30 letters, digits, spaces or dashes.',
  invitationSent: 'The invitation is on its way.',
  invitationInvalid: 'This invitation is not valid or has expired. Please ask for a new one.',
  invitationAccepted: 'Welcome to the staff area. Now set up your second factor: we have e-mailed you the link too.',
  invitationEmailTaken: 'That address already has staff access.',
} as const;

/** `from`/`to` filters: a calendar day, inclusive, in UTC. */
export const staffDateParam = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, staffWorkMessages.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), staffWorkMessages.dateInvalid)
  .optional();

/** GET: the staff home page's counts. Contributors get only `drafts` and their articles and pages sent back (the rest 0). */
export const staffSummaryPath = `${staffApiPrefix}/summary`;
export const staffSummaryResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({
    newEnquiries: z.number().int(),
    unassignedEnquiries: z.number().int(),
    /** Open enquiries assigned to the caller. */
    myEnquiries: z.number().int(),
    /** Free consultations members asked for that no adviser has confirmed or cancelled yet. */
    consultationRequests: z.number().int(),
    drafts: z.number().int(),
    /** Editors: articles submitted for review. Contributors: their own articles sent back to them with a note. */
    review: z.number().int(),
    /** The same for pages: editors, pages submitted for review; contributors, their own pages sent back to them. */
    pageReview: z.number().int(),
  }),
});

/**
 * Inviting a colleague (admins, after a fresh second factor): an invitation mail with a link to
 * `/staff/invitation?token=…`, good for 7 days, single use. The invitee sets up an account there (or, if the
 * address already has a member account, confirms with its password) and is given the role; they then sign in
 * and enrol their second factor as every staff member does. The CLI stays for the first admin.
 */
export const staffInvitationsPath = `${staffApiPrefix}/invitations`;
export const staffInvitationPath = (id: string) => `${staffInvitationsPath}/${encodeURIComponent(id)}`;
export const staffInvitationRequestSchema = z.object({
  email: z.email({ error: 'Please provide a valid email address.' }).trim().toLowerCase().max(254),
  role: z.enum(staffRoles, { error: 'Please choose a role.' }),
});
export const staffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  invitedBy: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
});
export const staffInvitationListResponseSchema = z.object({ success: z.literal(true), payload: z.array(staffInvitationSchema) });
export const staffInvitationResponseSchema = z.object({ success: z.literal(true), message: z.string(), payload: staffInvitationSchema });
/** Outside /api/staff (no session yet): what the link is for, and accepting it. */
export const invitationLookupPath = '/api/invitations/lookup';
export const invitationLookupResponseSchema = z.object({
  success: z.literal(true),
  payload: z.object({ email: z.string(), role: z.enum(staffRoles), hasAccount: z.boolean() }),
});
export const invitationAcceptPath = '/api/invitations/accept';
/** A new person gives their name and a password (no phone: staff are reached by e-mail); someone with an account gives its password only. */
export const invitationAcceptSchema = z.object({
  token: z.string().trim().min(1, staffWorkMessages.invitationInvalid).max(200, staffWorkMessages.invitationInvalid),
  password: z.string().min(1, 'Please provide your password.').max(200),
  firstname: z.string().trim().max(100).optional(),
  lastname: z.string().trim().max(100).optional(),
});
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;
/**
 * Accepted: the person is signed in (`token`, a session like a login's) and goes straight on to `next`, where
 * they set up their second factor (the enrolment link also mailed to them; null when they have one already).
 */
export const invitationAcceptResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payload: z.object({ token: z.string(), next: z.string() }),
});
