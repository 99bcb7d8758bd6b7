import './zod-setup';
import { z } from 'zod';
import { pagedSchema, staffApiPrefix, staffPageParam, staffSearchParam } from './staff';
import { pageAuditActions } from './pages';
import { eventAuditActions } from './events';
import { consultationAuditActions } from './consultations';
import { offerAuditActions } from './offers';
import { staffListNames } from './staff-lists';

/** The staff area's audit log (admins; docs/product/staff.md): the staff module's own. */
export const staffAuditPath = `${staffApiPrefix}/audit`;
export const staffAuditQuerySchema = z.object({ page: staffPageParam, q: staffSearchParam });

/** Every action the audit log records (structured, never free text). */
export const staffAuditActions = [
  'enquiry.view',
  'enquiry.search',
  'enquiry.status',
  'enquiry.assign',
  'enquiry.note',
  'enquiry.export',
  'article.create',
  'article.update',
  'article.publish',
  'article.schedule',
  'article.unpublish',
  'media.upload',
  'member.view',
  'member.search',
  'member.deactivate',
  'member.reactivate',
  'member.erase',
  'list.search',
  'list.remove',
  'list.export',
  'donation.search',
  'donation.export',
  'staff.add',
  'staff.remove',
  'staff.second-factor.enrol',
  'staff.second-factor.reset',
  'staff.passkey.add',
  'staff.passkey.remove',
  // A staff account's own e-mail address and password, changed by its owner (with a fresh second factor).
  'staff.account.email',
  'staff.account.password',
  // Safe releases: an admin's canary, promotion and rollback on the releases page, and the canary watch's own rollback.
  'release.canary',
  'release.promote',
  'release.rollback',
  'release.auto-rollback',
  // A team's release token (docs/releases.md): made and revoked by an admin; each use of it, and each refusal.
  'release.token.create',
  'release.token.revoke',
  'release.token.refused',
  'release.publish',
  'release.list',
  // Newsletters: written, changed, tested, sent or scheduled, unscheduled.
  'newsletter.create',
  'newsletter.update',
  'newsletter.test',
  'newsletter.send',
  'newsletter.schedule',
  'newsletter.unschedule',
  // The staff area for daily work: each change named for what it is.
  'article.delete',
  'article.restore',
  'article.undo-unpublish',
  'enquiry.reply',
  'member.note',
  'member.labels',
  'member.export',
  'donation.view',
  'staff.invite',
  'staff.invitation.withdraw',
  // The site's own pages and settings, and the guides library.
  ...pageAuditActions,
  'guide.create',
  'guide.upload',
  'guide.update',
  'guide.retire',
  'guide.reinstate',
  // Addresses staff put on an e-mail list: each still confirms by its own link.
  'list.add',
  'list.import',
  'list.resend',
  // The news desk's review loop.
  'article.submit',
  'article.return',
  'article.suggest',
  // A member's name and phone corrected by staff.
  'member.update',
  ...eventAuditActions,
  ...consultationAuditActions,
  ...offerAuditActions,
] as const;
export type StaffAuditAction = (typeof staffAuditActions)[number];
/** What an entry was done to; the id is a row id (never a name, e-mail or phone). */
export const staffAuditTargetTypes = [
  'enquiry',
  'enquiries',
  'article',
  'media',
  'member',
  'members',
  'list',
  'donations',
  'passkey',
  'remote',
  'newsletter',
  'donation',
  'invitation',
  'page',
  'settings',
  'guide',
  'event',
  'booking',
  'consultation',
  'consultation-slot',
  'offer',
  'release-token',
] as const;
export type StaffAuditTargetType = (typeof staffAuditTargetTypes)[number];
/** The filters a search may name (never their values: the words searched for may be personal data). */
export const staffAuditFilterNames = [
  'q',
  'status',
  'type',
  'annualRent',
  'isLeaseHeld',
  'assignedTo',
  'state',
  'list',
  'from',
  'to',
  'joinedFrom',
  'joinedTo',
  'active',
  'label',
] as const;

/**
 * A value in an audit entry's data: a number, a boolean, or a short token of letters, digits and `_ . : @ / + -`
 * (ids, states, ISO times, paths). No spaces, quotes or line breaks: nothing in it can read as another entry.
 */
const auditToken = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_.:@/+-]*$/);
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
  /** A reset whose enrolment link went to an address that changed since the role was given, after an operator checked it. */
  addressChecked: z.boolean().optional(),
  /** Releases: the remote (also the target's id), the version acted on and the canary's share. */
  remote: auditToken.optional(),
  version: auditToken.optional(),
  percent: auditCount.optional(),
  /** A release token's id (its uses and refusals), the remotes it may release, where a version is hosted. */
  token: auditToken.optional(),
  remotes: z.array(auditToken).max(20).optional(),
  filesAt: z
    .string()
    .max(400)
    .regex(/^https?:\/\/[^\s"'<>]*$/)
    .optional(),
  /** An automatic rollback: what the canary watch measured (docs/product/telemetry.md). */
  canaryPageViews: auditCount.optional(),
  stablePageViews: auditCount.optional(),
  canaryErrorsPer1000: auditFigure.optional(),
  stableErrorsPer1000: auditFigure.optional(),
  canaryInpP75: auditFigure.optional(),
  stableInpP75: auditFigure.optional(),
  /** Rows written before the structured audit log kept their summary here, line breaks and quotes taken out. */
  legacy: z
    .string()
    .max(1000)
    .regex(/^[^\p{Cc}]*$/u)
    .optional(),
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
