import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { accountMessages, registerRequestSchema, staffMessages, staffWorkMessages, type StaffRole, type staffInvitationSchema } from '@tenants/shared/model';
import type { Database, StaffInvitation } from '../../../db/tables';
import { HttpError } from '../../../http-errors';
import type { MailQueue } from '../../../mail/queue-worker';
import type { MailTemplates } from '../../../mail/templates';
import type { PasswordHasher } from '../../../security/password';
import { newToken, tokenHash } from '../../../security/tokens';
import { isStaffRole, openSession } from '../../account/sessions.service';
import { setMemberRole, createAccountWithRole, memberByEmail, membersByIds } from '../../account/members.service';
import { currentPasswordMatches, type PasswordCheckDeps } from '../../account/password-check';
import { issueEnrolmentLink, isEnrolled } from '../second-factor/enrolment.service';
import { insertAuditInTransaction, type Actor } from '../staff.service';
import {
  deleteInvitation,
  deletePendingFor,
  findInvitation,
  findInvitationByHash,
  insertInvitation,
  listInvitations,
  markAccepted,
} from './invitations.repository';

/**
 * Invitations to the staff area (docs/product/staff.md): an admin invites an address with a role;
 * the mail's link (7 days, single use; only its hash stored) lets the person set up an account, or confirm
 * the one they have with its password, and the role is theirs. Accepting it mails them an enrolment link
 * (24 hours) like every new staff member's: they log in and open it to enrol a second factor. Each step
 * audited in the transaction that makes it.
 */
export interface InvitationDeps extends PasswordCheckDeps {
  db: Kysely<Database>;
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'staffInvitation' | 'staffEnrolment' | 'staffSecondFactorChanged'>;
  passwords: Pick<PasswordHasher, 'hash' | 'verify' | 'verifyAgainstDecoy'>;
  siteUrl: string;
  now: () => Date;
}

export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
type InvitationView = z.infer<typeof staffInvitationSchema>;

async function toViews(db: Kysely<Database>, rows: StaffInvitation[]): Promise<InvitationView[]> {
  const inviters = new Map(
    (
      await membersByIds(
        db,
        rows.map((r) => r.invited_by).filter((id): id is string => Boolean(id)),
      )
    ).map((m) => [m.id, m]),
  );
  return rows.map((r) => {
    const by = r.invited_by ? inviters.get(r.invited_by) : undefined;
    return {
      id: r.id,
      email: r.email,
      role: r.role,
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      acceptedAt: r.accepted_at,
      invitedBy: by ? { id: by.id, firstname: by.firstname, lastname: by.lastname } : null,
    };
  });
}

/** Invites an address (a new invitation replaces one still pending); 409 when it already has a staff role. */
export async function invite(deps: InvitationDeps, actor: Actor & { firstname: string }, email: string, role: StaffRole): Promise<InvitationView> {
  const existing = await memberByEmail(deps.db, email);
  if (existing && isStaffRole(existing.role)) throw new HttpError(409, staffWorkMessages.invitationEmailTaken);
  const token = newToken();
  const now = deps.now();
  const id = await deps.mailQueue.transaction(async (trx, queue) => {
    await deletePendingFor(trx, email);
    const made = await insertInvitation(trx, {
      email,
      role,
      tokenHash: tokenHash(token),
      invitedBy: actor.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + invitationLifetimeMs),
    });
    const url = `${deps.siteUrl}/staff/invitation?token=${encodeURIComponent(token)}`;
    await queue('staff-invitation', { to: email, ...deps.emails.staffInvitation({ role, url, inviter: actor.firstname }) });
    // The invitation's id and role, never the address.
    await insertAuditInTransaction(trx, actor, { action: 'staff.invite', targetType: 'invitation', targetId: made, data: { role } }, now);
    return made;
  });
  return (await toViews(deps.db, [(await findInvitation(deps.db, id))!]))[0];
}

export async function invitationList(deps: Pick<InvitationDeps, 'db'>): Promise<InvitationView[]> {
  return toViews(deps.db, await listInvitations(deps.db));
}

/** Withdraws an invitation (its link stops working). */
export async function withdrawInvitation(deps: Pick<InvitationDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<void> {
  const invitation = await findInvitation(deps.db, id);
  if (!invitation) throw new HttpError(404, staffMessages.notFound);
  await deps.db.transaction().execute(async (trx) => {
    await deleteInvitation(trx, id);
    await insertAuditInTransaction(
      trx,
      actor,
      { action: 'staff.invitation.withdraw', targetType: 'invitation', targetId: id, data: { role: invitation.role } },
      deps.now(),
    );
  });
}

/** The invitation a link's token is for, if it can still be used. */
async function usable(deps: Pick<InvitationDeps, 'db' | 'now'>, token: string): Promise<StaffInvitation> {
  const invitation = await findInvitationByHash(deps.db, tokenHash(token));
  if (!invitation || invitation.accepted_at || invitation.expires_at <= deps.now().toISOString()) throw new HttpError(400, staffWorkMessages.invitationInvalid);
  return invitation;
}

/** What the link is for: the address, the role and whether it has an account (the page asks for a password only then). */
export async function lookupInvitation(deps: Pick<InvitationDeps, 'db' | 'now'>, token: string) {
  const invitation = await usable(deps, token);
  return { email: invitation.email, role: invitation.role, hasAccount: Boolean(await memberByEmail(deps.db, invitation.email)) };
}

export interface Acceptance {
  token: string;
  password: string;
  firstname?: string;
  lastname?: string;
}

/**
 * Accepts an invitation: an existing account proves itself with its password (400 with the login's words
 * otherwise); a new person's names and password make an account with sign-up's checks (no phone asked). The role is
 * granted and the invitation used in one transaction, audited with the person as the actor, with the
 * enrolment link's mail. The invitation's link is not used for enrolment itself: it lives 7 days and is for
 * an address, while the enrolment code is bound to the account now made, and lives 24 hours.
 */
/**
 * Accepts an invitation and signs the person in: answers their session's token and where they go next (the
 * enrolment link's own page when they have no second factor yet, else the staff area).
 */
export async function acceptInvitation(deps: InvitationDeps, body: Acceptance): Promise<{ token: string; next: string }> {
  const invitation = await usable(deps, body.token);
  const member = await memberByEmail(deps.db, invitation.email);
  let person: { firstname: string; lastname: string; email: string; password: string } | undefined;
  if (member) {
    // Counted like a login: an invitation link is no way round the account's lockout.
    if (!(await currentPasswordMatches(deps, member, body.password))) throw new HttpError(400, accountMessages.loginFailed);
  } else {
    const checked = registerRequestSchema.omit({ phone: true }).safeParse({
      firstname: body.firstname ?? '',
      lastname: body.lastname ?? '',
      email: invitation.email,
      password: body.password,
    });
    if (!checked.success) throw new HttpError(400, checked.error.issues[0].message);
    person = { ...checked.data, email: invitation.email };
  }
  const now = deps.now();
  const { id, link } = await deps.mailQueue.transaction(async (trx, queue) => {
    if (!(await markAccepted(trx, invitation.id, now))) throw new HttpError(400, staffWorkMessages.invitationInvalid);
    const id = member ? member.id : await createAccountWithRole({ db: trx, passwords: deps.passwords }, person!, invitation.role, now);
    if (member) await setMemberRole(trx, member.id, invitation.role, now);
    const actor: Actor = { id, email: invitation.email, role: invitation.role };
    await insertAuditInTransaction(
      trx,
      actor,
      { action: 'staff.add', targetType: 'member', targetId: id, data: { from: member?.role ?? 'none', to: invitation.role } },
      now,
    );
    const enrolment = (await isEnrolled(trx, id))
      ? null
      : await issueEnrolmentLink(trx, queue, deps, { id, email: invitation.email, firstname: member?.firstname ?? person!.firstname }, now);
    return { id, link: enrolment };
  });
  // Signed in as a login would (the person just proved the invited address and the password), then on to
  // setting up the second factor with the same link the mail carries.
  const token = await openSession(deps, id);
  const next = link ? new URL(link).pathname + new URL(link).hash : '/staff';
  return { token, next };
}
