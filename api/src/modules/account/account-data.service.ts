import type { Kysely } from 'kysely';
import { accountDataMessages, type AccountData, type ListPreference, type MailingList } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { checkpointAfterErasure } from '../../db/wal-checkpoint';
import { HttpError } from '../../http-errors';
import type { MailQueue } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import type { PasswordHasher } from '../../security/password';
import { donationsOfPerson } from '../donation/donation.data';
import { enquiriesOfPerson } from '../enquiry/enquiry.data';
import { changePreferences, consentRecordsOf, preferencesOf } from '../subscriptions/consent.service';
import { findContact } from '../subscriptions/subscriptions.service';
import { isStaffRole } from './sessions.service';
import { eraseMemberData } from './erasure';
import { currentPasswordMatches, type PasswordCheckDeps } from './password-check';
import type { Member } from './account.tables';
import { myBookings } from '../events';
import { myConsultations } from '../consultations';

/**
 * A member's own data (UK GDPR Art. 15, 17, 20; docs/product/accounts-and-guides.md): their e-mail
 * preferences, everything kept about them as JSON, and deleting their account themselves.
 */
export interface AccountDataDeps extends PasswordCheckDeps {
  db: Kysely<Database>;
  passwords: Pick<PasswordHasher, 'verify' | 'verifyAgainstDecoy'>;
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'accountDeleted' | 'subscriptionConfirm'>;
  now: () => Date;
  /** The deploy folder whose release history erasure rewrites (DEPLOY_DIR). */
  deployDir: string;
}

/** Staff accounts are not deleted by their holder: an admin takes the role away first (the audit log keeps who did what). */
export const staffAccountDeleteMessage = 'A staff account cannot be deleted here. Ask an admin to remove your staff role first.';

export const memberPreferences = (deps: Pick<AccountDataDeps, 'db'>, member: Member): Promise<ListPreference[]> => preferencesOf(deps.db, member.email);

export const changeMemberPreferences = (deps: AccountDataDeps, member: Member, lists: Partial<Record<MailingList, boolean>>) =>
  changePreferences(deps, member.email, lists, { via: 'account', source: '/account' });

/** Everything kept about the member: never a password hash, a token, a secret or card data. */
export async function memberData(deps: Pick<AccountDataDeps, 'db' | 'now'>, member: Member): Promise<AccountData> {
  const [consents, whatsapp, enquiries, donations, eventBookings, consultations] = await Promise.all([
    consentRecordsOf(deps.db, member.email),
    member.phone ? findContact(deps.db, 'whatsapp', member.phone) : undefined,
    enquiriesOfPerson(deps.db, member.email),
    donationsOfPerson(deps.db, member.email),
    myBookings(deps.db, member.id),
    myConsultations(deps.db, member, deps.now()),
  ]);
  return {
    exportedAt: deps.now().toISOString(),
    profile: { firstname: member.firstname, lastname: member.lastname, email: member.email, phone: member.phone ?? '', createdAt: member.created_at },
    consents: [
      ...consents.map((c) => ({
        list: c.list,
        status: c.status,
        source: c.source,
        wording: c.wording,
        requestedAt: c.consented_at,
        confirmedAt: c.confirmed_at,
        withdrawnAt: c.withdrawn_at,
        withdrawnVia: c.withdrawn_via,
      })),
      // WhatsApp is single opt-in: the request is the consent.
      ...(whatsapp
        ? [
            {
              list: 'whatsapp',
              source: whatsapp.source,
              wording: null,
              requestedAt: whatsapp.consented_at,
              confirmedAt: whatsapp.consented_at,
              withdrawnAt: null,
            },
          ]
        : []),
    ],
    enquiries,
    donations,
    eventBookings,
    consultations: consultations.consultations,
  };
}

/** The member deletes their own account with their password: the staff erasure, then a confirmation mail. */
export async function deleteOwnAccount(deps: AccountDataDeps, member: Member, password: string): Promise<void> {
  if (isStaffRole(member.role)) throw new HttpError(403, staffAccountDeleteMessage);
  // Counted like a login: a stolen session is no way to guess the password at speed.
  if (!(await currentPasswordMatches(deps, member, password))) throw new HttpError(400, accountDataMessages.passwordWrong);
  await deps.mailQueue.transaction(async (trx, queue) => {
    await eraseMemberData(trx, member, deps.now(), deps.deployDir);
    // Queued after the erasure (which deletes mail waiting for the address): this one is to go.
    await queue('account-deleted', { to: member.email, ...deps.emails.accountDeleted({ firstname: member.firstname }) });
  });
  await checkpointAfterErasure(deps.db);
}
