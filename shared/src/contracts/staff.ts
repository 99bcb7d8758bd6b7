import './zod-setup';
import { z } from 'zod';
import { articleSchema } from './articles';
import { enquiryTypes, rentBands } from '../forms';

/**
 * The staff area's API (docs/product/staff.md): every path is under /api/staff, every call carries the
 * staff member's session (`Authorization: Bearer <token>`), and answers 401 without a live session, 403 for
 * a member who is not staff (and, on admin-only calls, for staff who are not admins). Every change is
 * written to the audit log. Lists are paged: `page` from 1, `pageSize` rows a page.
 */
export const staffApiPrefix = '/api/staff';

export const staffRoles = ['staff', 'admin'] as const;
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
  /** Issue 26: pictures are re-encoded a few at a time; more waiting than the queue holds is a 503. */
  mediaBusy: 'Many pictures are being prepared just now. Please try again in a minute.',
  listInvalid: 'list must be newsletter, broadcast or whatsapp.',
  eraseConfirm: "Type the member's e-mail address to confirm.",
  /** Login answer for an account staff deactivated. */
  accountDeactivated: 'This account has been deactivated. Please contact us to restore it.',
  /** Added by the API (issue 18): the 403 when staff try to deactivate, reactivate or erase their own account. */
  notYourself: 'You cannot do that to your own account.',
  /** Issue 26: a session made by password alone reaches only the second-factor endpoints (403). */
  secondFactorRequired: "Confirm it's you with your second factor.",
  /** Issue 26: erase, deactivate, reactivate, exports and passkey removal need a password or factor from the last 5 minutes (403). */
  freshAuthRequired: "Confirm it's you to do this.",
  /** Issue 26: a staff session lasts at most 12 hours from sign-in, active or not (401). */
  sessionMaxAge: 'Your staff session has ended: staff sessions last at most 12 hours. Please log in again.',
  /** Issue 26: only an administrator acts on a staff or admin account (403). */
  staffAccountAdminOnly: 'Only an administrator can do that to a staff account.',
} as const;

/** The staff session's idle limit (issue: 8 hours without a call ends it). */
export const staffIdleLimitMs = 8 * 60 * 60 * 1000;
/** The staff session's longest life from sign-in, active or not (issue 26). Members keep 30 days. */
export const staffMaxSessionMs = 12 * 60 * 60 * 1000;
/** How long a password or second factor counts as fresh for erase, deactivate, reactivate and exports (issue 26). */
export const staffFreshAuthMs = 5 * 60 * 1000;
/** Largest picture upload, in bytes. */
export const staffMediaMaxBytes = 5 * 1024 * 1024;
export const staffMediaTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/avif'] as const;
export const staffPageSize = 20;

const pageParam = z
  .preprocess((v) => (v === '' || v === undefined ? undefined : v), z.coerce.number({ error: staffMessages.page }).int(staffMessages.page).min(1, staffMessages.page).max(10000, staffMessages.page).optional())
  .transform((v) => v ?? 1);
const searchParam = z.string().trim().max(200).optional().default('');

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

// ---------------------------------------------------------------- enquiries inbox
export const enquiryStatuses = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
export const enquiryStatusLabels: Record<EnquiryStatus, string> = { new: 'New', in_progress: 'In progress', closed: 'Closed' };

export const staffEnquiriesPath = `${staffApiPrefix}/enquiries`;
export const staffEnquiriesExportPath = `${staffApiPrefix}/enquiries/export`;
export const staffEnquiryPath = (id: string) => `${staffApiPrefix}/enquiries/${encodeURIComponent(id)}`;
export const staffEnquiryNotesPath = (id: string) => `${staffEnquiryPath(id)}/notes`;

/** The inbox's filter (query string); the export takes the same. `q` searches name, e-mail, company/city and the comments. */
export const staffEnquiryQuerySchema = z.object({
  page: pageParam,
  q: searchParam,
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

// ---------------------------------------------------------------- news desk
export const staffArticleStates = ['draft', 'scheduled', 'published'] as const;
export type StaffArticleState = (typeof staffArticleStates)[number];

export const staffArticlesPath = `${staffApiPrefix}/articles`;
export const staffArticlePath = (id: string) => `${staffArticlesPath}/${encodeURIComponent(id)}`;
export const staffArticlePublishPath = (id: string) => `${staffArticlePath(id)}/publish`;
export const staffArticleUnpublishPath = (id: string) => `${staffArticlePath(id)}/unpublish`;
/** POST a draft, get it back as the public article API would answer it (sanitised, same shape). */
export const staffArticlePreviewPath = `${staffArticlesPath}/preview`;
/** POST the picture's bytes as the body, its type as Content-Type; answers the picture's public path. */
export const staffMediaPath = `${staffApiPrefix}/media`;

export const staffArticleQuerySchema = z.object({ page: pageParam, q: searchParam, state: z.enum(staffArticleStates).optional() });

/** What the editor sends on create and save. The body is HTML from the editor; the API sanitises it with `articleHtmlPolicy`. */
export const staffArticleDraftSchema = z.object({
  title: z.string({ error: staffMessages.titleRequired }).trim().min(1, staffMessages.titleRequired).max(200),
  /** The address at /insights/{alias}; made from the title when empty. */
  alias: z
    .string()
    .trim()
    .max(120, staffMessages.aliasInvalid)
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, staffMessages.aliasInvalid)
    .optional()
    .default(''),
  caption: z.string({ error: staffMessages.captionRequired }).trim().min(1, staffMessages.captionRequired).max(1000),
  text: z.string().trim().max(300).optional().default(''),
  bodyHtml: z.string({ error: staffMessages.bodyRequired }).trim().min(1, staffMessages.bodyRequired).max(200_000),
  author: z.string().trim().max(100).optional().default(''),
  categoryId: z.coerce.number({ error: staffMessages.categoryInvalid }).int().min(1, staffMessages.categoryInvalid).max(3, staffMessages.categoryInvalid),
  mediaPath: z.string({ error: staffMessages.pictureRequired }).trim().min(1, staffMessages.pictureRequired).max(300),
  mediaAlt: z.string({ error: staffMessages.altRequired }).trim().min(1, staffMessages.altRequired).max(300),
});
export type StaffArticleDraft = z.input<typeof staffArticleDraftSchema>;

export const staffArticleSummarySchema = z.object({
  id: z.string(),
  alias: z.string(),
  title: z.string(),
  categoryId: z.number().int(),
  state: z.enum(staffArticleStates),
  /** When it is (or will be) public; null for a draft. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export const staffArticleSchema = staffArticleSummarySchema.extend({
  caption: z.string(),
  text: z.string(),
  bodyHtml: z.string(),
  author: z.string(),
  mediaPath: z.string(),
  mediaAlt: z.string(),
});
export type StaffArticleSummary = z.infer<typeof staffArticleSummarySchema>;
export type StaffArticle = z.infer<typeof staffArticleSchema>;
export const staffArticleListResponseSchema = pagedSchema(staffArticleSummarySchema);
export const staffArticleResponseSchema = z.object({ success: z.literal(true), payload: staffArticleSchema });
/** Publish now (no `publishAt`, or one in the past) or schedule (a future ISO 8601 time). */
export const staffArticlePublishSchema = z.object({
  publishAt: z.string().trim().refine((v) => !Number.isNaN(Date.parse(v)), staffMessages.publishAtInvalid).optional(),
});
export const staffArticlePreviewResponseSchema = z.object({
  success: z.literal(true),
  payload: articleSchema,
  /**
   * The public article page itself with the draft in it, as the site server draws it with the deployed news
   * version (a whole HTML document, scripts not to be run: the staff remote shows it in a sandboxed frame).
   * Absent when the API serves no site (SERVE_SITE=0) or the page could not be drawn.
   */
  page: z.string().optional(),
});
export const staffMediaResponseSchema = z.object({ success: z.literal(true), payload: z.object({ path: z.string() }) });

// ---------------------------------------------------------------- members
export const staffMembersPath = `${staffApiPrefix}/members`;
export const staffMemberPath = (id: string) => `${staffMembersPath}/${encodeURIComponent(id)}`;
export const staffMemberDeactivatePath = (id: string) => `${staffMemberPath(id)}/deactivate`;
export const staffMemberReactivatePath = (id: string) => `${staffMemberPath(id)}/reactivate`;
/** POST `{ confirm: <the member's e-mail> }`: erases the account under UK GDPR (see docs/product/staff.md). */
export const staffMemberErasePath = (id: string) => `${staffMemberPath(id)}/erase`;

export const staffMemberQuerySchema = z.object({ page: pageParam, q: searchParam });
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

// ---------------------------------------------------------------- lists
export const staffListNames = ['newsletter', 'broadcast', 'whatsapp'] as const;
export type StaffListName = (typeof staffListNames)[number];
export const staffListLabels: Record<StaffListName, string> = { newsletter: 'Newsletter', broadcast: 'E-mail broadcast', whatsapp: 'WhatsApp group' };

export const staffListsPath = `${staffApiPrefix}/lists`;
export const staffListPath = (list: StaffListName) => `${staffListsPath}/${list}`;
export const staffListExportPath = (list: StaffListName) => `${staffListPath(list)}/export`;
export const staffListEntryPath = (list: StaffListName, id: string) => `${staffListPath(list)}/${encodeURIComponent(id)}`;

export const staffListsResponseSchema = z.object({ success: z.literal(true), payload: z.array(z.object({ list: z.enum(staffListNames), count: z.number().int() })) });
export const staffListQuerySchema = z.object({ page: pageParam, q: searchParam });
/** `address` is the e-mail, or the phone number's digits on the WhatsApp list. */
export const staffListEntrySchema = z.object({ id: z.string(), address: z.string(), source: z.string().nullable(), createdAt: z.string() });
export const staffListResponseSchema = pagedSchema(staffListEntrySchema);

// ---------------------------------------------------------------- donations
export const staffDonationsPath = `${staffApiPrefix}/donations`;
export const staffDonationsExportPath = `${staffDonationsPath}/export`;
export const staffDonationTotalsPath = `${staffDonationsPath}/monthly`;
export const donationStatuses = ['pending', 'requires_action', 'succeeded', 'failed', 'error'] as const;

export const staffDonationQuerySchema = z.object({ page: pageParam, q: searchParam, status: z.enum(donationStatuses).optional() });
export const staffDonationRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  amountPence: z.number().int(),
  currency: z.string(),
  status: z.enum(donationStatuses),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  cardLast4: z.string(),
});
export const staffDonationListResponseSchema = pagedSchema(staffDonationRowSchema);
/** Succeeded donations by calendar month (UTC), newest first: `month` is `YYYY-MM`. */
export const staffDonationTotalsResponseSchema = z.object({
  success: z.literal(true),
  payload: z.array(z.object({ month: z.string(), count: z.number().int(), totalPence: z.number().int() })),
});

// ---------------------------------------------------------------- audit log (admins)
export const staffAuditPath = `${staffApiPrefix}/audit`;
export const staffAuditQuerySchema = z.object({ page: pageParam, q: searchParam });

/** Every action the audit log records (issue 26: structured, never free text). */
export const staffAuditActions = [
  'enquiry.view', 'enquiry.search', 'enquiry.status', 'enquiry.assign', 'enquiry.note', 'enquiry.export',
  'article.create', 'article.update', 'article.publish', 'article.schedule', 'article.unpublish', 'media.upload',
  'member.view', 'member.search', 'member.deactivate', 'member.reactivate', 'member.erase',
  'list.search', 'list.remove', 'list.export',
  'donation.search', 'donation.export',
  'staff.add', 'staff.remove', 'staff.second-factor.enrol', 'staff.second-factor.reset', 'staff.passkey.add', 'staff.passkey.remove',
  // Safe releases: an admin's canary, promotion and rollback on the releases page, and the canary watch's own rollback.
  'release.canary', 'release.promote', 'release.rollback', 'release.auto-rollback',
] as const;
export type StaffAuditAction = (typeof staffAuditActions)[number];
/** What an entry was done to; the id is a row id (never a name, e-mail or phone). */
export const staffAuditTargetTypes = ['enquiry', 'enquiries', 'article', 'media', 'member', 'members', 'list', 'donations', 'passkey', 'remote'] as const;
export type StaffAuditTargetType = (typeof staffAuditTargetTypes)[number];
/** The filters a search may name (never their values: the words searched for may be personal data). */
export const staffAuditFilterNames = ['q', 'status', 'type', 'annualRent', 'isLeaseHeld', 'assignedTo', 'state', 'list'] as const;

/**
 * A value in an audit entry's data: a number, a boolean, or a short token of letters, digits and `_ . : @ / + -`
 * (ids, states, ISO times, paths). No spaces, quotes or line breaks: nothing in it can read as another entry.
 */
const auditToken = z.string().max(200).regex(/^[A-Za-z0-9_.:@/+-]*$/);
const auditCount = z.number().int().min(0);
/** A measured figure (a rate, a p75): a number, or null with no samples. */
const auditFigure = z.number().min(0).nullable();
/** The known keys of an entry's data, and nothing else (strict: an unknown key is a bug, refused on write). */
export const staffAuditDataSchema = z.strictObject({
  from: auditToken.optional(),
  to: auditToken.optional(),
  assignee: auditToken.nullable().optional(),
  characters: auditCount.optional(),
  alias: auditToken.optional(),
  publishAt: auditToken.optional(),
  rows: auditCount.optional(),
  filters: z.array(z.enum(staffAuditFilterNames)).max(10).optional(),
  page: auditCount.optional(),
  list: z.enum(staffListNames).optional(),
  mediaType: auditToken.optional(),
  bytes: auditCount.optional(),
  path: auditToken.optional(),
  role: auditToken.optional(),
  sessionsEnded: auditCount.optional(),
  enquiries: auditCount.optional(),
  donations: auditCount.optional(),
  listEntries: auditCount.optional(),
  mails: auditCount.optional(),
  unassigned: auditCount.optional(),
  factors: auditCount.optional(),
  method: z.enum(['totp', 'passkey']).optional(),
  /** Releases: the remote (also the target's id), the version acted on and the canary's share. */
  remote: auditToken.optional(),
  version: auditToken.optional(),
  percent: auditCount.optional(),
  /** An automatic rollback: what the canary watch measured (docs/product/telemetry.md). */
  canaryPageViews: auditCount.optional(),
  stablePageViews: auditCount.optional(),
  canaryErrorsPer1000: auditFigure.optional(),
  stableErrorsPer1000: auditFigure.optional(),
  canaryInpP75: auditFigure.optional(),
  stableInpP75: auditFigure.optional(),
  /** Rows written before issue 26 kept their summary here, line breaks and quotes taken out. */
  legacy: z.string().max(1000).regex(/^[^\p{Cc}]*$/u).optional(),
});
export type StaffAuditData = z.infer<typeof staffAuditDataSchema>;

export const staffAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The staff member (their e-mail at the time; `erased-…` once they are erased), or `cli`. */
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string().nullable() }),
  data: staffAuditDataSchema,
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;
export const staffAuditResponseSchema = pagedSchema(staffAuditEntrySchema);
