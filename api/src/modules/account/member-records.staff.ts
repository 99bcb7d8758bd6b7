import type { Kysely } from 'kysely';
import { messages, staffMessages, type StaffMemberDetail, type StaffMemberRow } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { toCsv } from '../../export/csv';
import { countDonationsByEmail } from '../donation/donation.service';
import { donationsOfEmail } from '../donation/donation.staff';
import { countEnquiriesByEmail, enquirySummariesByEmail } from '../enquiry/enquiry.service';
import { auditableFilters, audited, csvName, filtersOf, recordAudit, type Actor, type StaffDeps } from '../staff';
import { consentRecordsOf } from '../subscriptions/consent.service';
import { findContact } from '../subscriptions/subscriptions.service';
import { membersByIds } from './members.service';
import { allMembers, countOpenSessions, findMemberById, type MemberFilter, type MemberSummary } from './members.repository';
import { insertMemberNote, labelsOfMembers, listMemberNotes, replaceMemberLabels } from './member-records.repository';
import { phoneTakenByOther, updateMemberDetails } from './account.repository';
import type { ValidationService } from '../validate/validation.service';

export const toMemberRow = (m: MemberSummary, labels?: string[]): StaffMemberRow => ({
  id: m.id,
  firstname: m.firstname,
  lastname: m.lastname,
  email: m.email,
  // Empty for a colleague invited to the staff area, who is not asked for one.
  phone: m.phone ?? '',
  role: m.role,
  createdAt: m.created_at,
  deactivatedAt: m.deactivated_at,
  ...(labels ? { labels } : {}),
});

export const memberFilterNames = ['q', 'joinedFrom', 'joinedTo', 'list', 'active', 'label'] as const;

export async function memberOrNotFound(db: Kysely<Database>, id: string): Promise<MemberSummary> {
  const member = await findMemberById(db, id);
  if (!member) throw new HttpError(404, staffMessages.notFound);
  return member;
}

/** The lists a member is on: the e-mail lists' consent records by e-mail, the WhatsApp list by phone. */
async function listsOf(deps: Pick<StaffDeps, 'db'>, member: MemberSummary): Promise<StaffMemberDetail['lists']> {
  const lists: StaffMemberDetail['lists'] = (await consentRecordsOf(deps.db, member.email)).map((c) => ({
    list: c.list,
    status: c.status,
    source: c.source,
    requestedAt: c.consented_at,
    confirmedAt: c.confirmed_at,
    withdrawnAt: c.withdrawn_at,
  }));
  const whatsapp = member.phone ? await findContact(deps.db, 'whatsapp', member.phone) : undefined;
  // The WhatsApp list has no confirmation step: being on it is the consent given on the form.
  if (whatsapp)
    lists.push({
      list: 'whatsapp',
      status: 'confirmed',
      source: whatsapp.source,
      requestedAt: whatsapp.consented_at,
      confirmedAt: whatsapp.consented_at,
      withdrawnAt: null,
    });
  return lists;
}

export async function memberRecord(deps: StaffDeps, member: MemberSummary): Promise<StaffMemberDetail> {
  const [enquiries, donations, openSessions, enquiryList, donationList, lists, notes, labels] = await Promise.all([
    countEnquiriesByEmail(deps.db, member.email),
    countDonationsByEmail(deps.db, member.email),
    countOpenSessions(deps.db, member.id, deps.now()),
    enquirySummariesByEmail(deps.db, member.email),
    donationsOfEmail(deps, member.email),
    listsOf(deps, member),
    listMemberNotes(deps.db, member.id),
    labelsOfMembers(deps.db, [member.id]),
  ]);
  const authors = new Map(
    (
      await membersByIds(
        deps.db,
        notes.map((n) => n.author_id).filter((a): a is string => Boolean(a)),
      )
    ).map((m) => [m.id, m]),
  );
  return {
    ...toMemberRow(member),
    enquiries,
    donations,
    openSessions,
    labels: labels.get(member.id) ?? [],
    enquiryList,
    donationList,
    lists,
    notes: notes.map((n) => {
      const author = n.author_id ? authors.get(n.author_id) : undefined;
      return {
        id: n.id,
        text: n.text,
        createdAt: n.created_at,
        author: author ? { id: author.id, firstname: author.firstname, lastname: author.lastname } : null,
      };
    }),
  };
}

/**
 * A staff note on a member. Audited as a note (`enquiry.note` on the member: the audit list has no member
 * note action yet) with its length, never its words.
 */
export async function addMemberNote(deps: StaffDeps, actor: Actor, id: string, text: string): Promise<StaffMemberDetail> {
  const member = await memberOrNotFound(deps.db, id);
  await audited(deps, actor, async (trx) => {
    await insertMemberNote(trx, { memberId: id, authorId: actor.id, text }, deps.now());
    return { result: undefined, audit: [{ action: 'member.note', targetType: 'member', targetId: id, data: { characters: text.length } }] };
  });
  return memberRecord(deps, member);
}

/** Replaces a member's labels (trimmed, each once). Audited like a note, with how many labels (not the words). */
export async function setMemberLabels(deps: StaffDeps, actor: Actor, id: string, labels: string[]): Promise<StaffMemberDetail> {
  const member = await memberOrNotFound(deps.db, id);
  const unique = [...new Set(labels.map((l) => l.trim()))].sort();
  await audited(deps, actor, async (trx) => {
    await replaceMemberLabels(trx, id, unique);
    return { result: undefined, audit: [{ action: 'member.labels', targetType: 'member', targetId: id, data: { rows: unique.length } }] };
  });
  return memberRecord(deps, member);
}

/**
 * The members the filter matches, as CSV (the writer guards formulas). Personal data leaving: audited as
 * an export of members (`list.export` on `members`: the audit list has no `member.export` yet).
 */
export async function memberExport(deps: StaffDeps, actor: Actor, query: MemberFilter): Promise<{ file: string; csv: string }> {
  const rows = await allMembers(deps.db, query);
  const labels = await labelsOfMembers(
    deps.db,
    rows.map((m) => m.id),
  );
  const header = ['Joined at (UTC)', 'First name', 'Last name', 'Email', 'Phone', 'Role', 'Labels', 'Deactivated at (UTC)'];
  const csv = toCsv(
    header,
    rows.map((m) => [m.created_at, m.firstname, m.lastname, m.email, m.phone, m.role, (labels.get(m.id) ?? []).join('; '), m.deactivated_at ?? '']),
  );
  const filters = auditableFilters(filtersOf({ ...query }, memberFilterNames));
  await recordAudit(deps, actor, {
    action: 'member.export',
    targetType: 'members',
    targetId: null,
    data: { rows: rows.length, filters, ...(query.list ? { list: query.list } : {}) },
  });
  return { file: csvName('members', deps.now()), csv };
}

/** Staff correct a member's name and phone (the phone checked as at sign-up); audited, the values not in the row. */
export async function correctMemberDetails(
  deps: StaffDeps & { validation: Pick<ValidationService, 'phone'> },
  actor: Actor,
  id: string,
  details: { firstname: string; lastname: string; phone: string },
): Promise<StaffMemberDetail> {
  await memberOrNotFound(deps.db, id);
  if ((await deps.validation.phone(details.phone)) === 'Invalid') throw new HttpError(400, messages.phoneInvalid);
  await audited(deps, actor, async (trx) => {
    if (await phoneTakenByOther(trx, details.phone, id)) throw new HttpError(409, messages.phoneExisted);
    await updateMemberDetails(trx, id, details, deps.now());
    return { result: undefined, audit: [{ action: 'member.update', targetType: 'member', targetId: id }] };
  });
  return memberRecord(deps, await memberOrNotFound(deps.db, id));
}
