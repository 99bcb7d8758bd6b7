import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { forgetMailTo } from '../../mail/forget-recipient';
import { stripDonations } from '../donation/donation.service';
import { anonymiseEnquiries, unassignAll } from '../enquiry/enquiry.service';
import { pseudonymiseAuditActor, forgetInvitationsTo, removeAllFactors } from '../staff';
import { forgetQueueCursor } from '../newsletters/newsletters.service';
import { importDeployFolder } from '../releases/release-import';
import { forgetReleaseActor } from '../releases/release-state';
import { deleteContact } from '../subscriptions/subscriptions.service';
import { deleteBookingsOfMember } from '../events';
import { deleteConsultationsOfMember } from '../consultations';
import { deleteMember, type MemberSummary } from './members.repository';
import { deleteMemberRecords } from './member-records.repository';

/**
 * UK GDPR erasure, inside the caller's transaction: staff's erasure of a member (account.staff.ts) and a
 * member's own deletion (account-data.service.ts) are the same. The account with its sessions and reset
 * links goes; the enquiries sent with its e-mail are anonymised; its donations keep only what the accounts
 * must keep for six years; its list entries and consent records go; mail to it waiting in the queue goes;
 * staff invitations to the address go; a newsletter's queueing cursor and the release history (where an
 * admin is the actor; `deployDir`: where history from before the database comes from) stop naming it. Gives counts for the audit row
 * (never a name or address).
 */
export async function eraseMemberData(trx: Kysely<Database>, member: MemberSummary, now: Date, deployDir: string) {
  const enquiries = await anonymiseEnquiries(trx, member.email, now);
  const donations = await stripDonations(trx, member.email, now);
  const listEntries =
    (await deleteContact(trx, 'newsletter', member.email)) +
    (await deleteContact(trx, 'broadcast', member.email)) +
    (member.phone ? await deleteContact(trx, 'whatsapp', member.phone) : 0);
  await unassignAll(trx, member.id, now);
  // Their event bookings go; the places they held count as free again.
  await deleteBookingsOfMember(trx, member.id);
  await deleteConsultationsOfMember(trx, member.id);
  const mails = await forgetMailTo(trx, member.email);
  await forgetQueueCursor(trx, member.email);
  await forgetInvitationsTo(trx, member.email);
  await removeAllFactors(trx, member.id);
  // Staff notes and labels about them are about the person: they go with the account.
  await deleteMemberRecords(trx, member.id);
  await deleteMember(trx, member.id);
  // Their e-mail leaves the audit log too (as the actor of an erased colleague's rows).
  await pseudonymiseAuditActor(trx, member.id, member.email);
  // The deploy folder's old history first (once), so it cannot bring their e-mail back later.
  await importDeployFolder(trx, deployDir);
  await forgetReleaseActor(trx, member.email, `erased-${randomBytes(4).toString('hex')}`);
  return { enquiries, donations, listEntries, mails };
}
