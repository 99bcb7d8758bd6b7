import type { z } from 'zod';
import {
  staffMessages,
  staffPageSize,
  type staffDonationQuerySchema,
  type staffDonationResponseSchema,
  type staffDonationRowSchema,
} from '@tenants/shared/model';
import { pageOf, type Page } from '../../db/paging';
import { toCsv } from '../../export/csv';
import { HttpError } from '../../http-errors';
import { memberByEmail } from '../account/members.service';
import { auditableFilters, csvName, filtersOf, recordAudit, recordSearch, type Actor, type StaffDeps } from '../staff';
import { donorCells, donorHeader } from './donation.csv';
import { allDonations, findById, listDonationsByEmail, monthlyTotals, searchDonations, type DonationFilter } from './donation.repository';
import type { Donation } from './donation.tables';
import { describeCard } from './payments/card';

/**
 * Donations in the staff area (docs/product/staff.md): the list, monthly totals and the CSV export (the
 * card's last four digits at most). Searches and exports are audited.
 */

type DonationQuery = z.output<typeof staffDonationQuerySchema>;
type DonationRow = z.infer<typeof staffDonationRowSchema>;

const toDonationRow = (d: Donation): DonationRow => ({
  id: d.id,
  createdAt: d.created_at,
  amountPence: d.amount_pence,
  currency: d.currency,
  status: d.status,
  firstname: d.firstname,
  lastname: d.lastname,
  email: d.email,
  // The database holds no more than the last four digits; nothing more is ever shown.
  cardLast4: d.card_last4,
  // To find the payment in the provider's own dashboard (Stripe's pi_…); null before the provider answered.
  providerRef: d.provider_reference,
});

const donationFilter = ({ q, status, from, to }: DonationQuery): DonationFilter => ({ q, status, from, to });
const donationFilterNames = ['q', 'status', 'from', 'to'] as const;

export async function donationList(deps: StaffDeps, actor: Actor, query: DonationQuery): Promise<Page<DonationRow>> {
  const { rows, total } = await searchDonations(deps.db, donationFilter(query), query.page, staffPageSize);
  await recordSearch(deps, actor, 'donation.search', 'donations', filtersOf(query, donationFilterNames), query.page);
  return pageOf(rows.map(toDonationRow), total, query.page, staffPageSize);
}

/** Succeeded donations by calendar month (UTC), newest first. */
export const donationTotals = (deps: Pick<StaffDeps, 'db'>) => monthlyTotals(deps.db);

export async function donationExport(deps: StaffDeps, actor: Actor, query: DonationQuery): Promise<{ file: string; csv: string }> {
  const rows = await allDonations(deps.db, donationFilter(query));
  const header = [
    'Received at (UTC)',
    'Updated at (UTC)',
    'Status',
    'Amount',
    'Currency',
    ...donorHeader,
    'Card',
    'Provider',
    'Provider reference',
    'Donation reference',
  ];
  const csv = toCsv(
    header,
    rows.map((d) => [
      d.created_at,
      d.updated_at,
      d.status,
      (d.amount_pence / 100).toFixed(2),
      d.currency.toUpperCase(),
      ...donorCells(d),
      d.card_last4 ? describeCard({ brand: d.card_brand, last4: d.card_last4 }) : '',
      d.provider,
      d.provider_reference,
      d.id,
    ]),
  );
  await recordAudit(deps, actor, {
    action: 'donation.export',
    targetType: 'donations',
    targetId: null,
    data: { rows: rows.length, filters: auditableFilters(filtersOf(query, donationFilterNames)) },
  });
  return { file: csvName('donations', deps.now()), csv };
}

type DonationPage = z.infer<typeof staffDonationResponseSchema>['payload'];

/**
 * One donation's page: its row, the provider, and the member account of the same e-mail when
 * there is one. Opening it is a read of personal data: recorded (as a `donation.search` naming the
 * donation: the audit list has no `donation.view` yet).
 */
export async function openDonation(deps: StaffDeps, actor: Actor, id: string): Promise<DonationPage> {
  const donation = await findById(deps.db, id);
  if (!donation) throw new HttpError(404, staffMessages.notFound);
  // An erased donor's row has no e-mail left: it belongs to nobody.
  const member = donation.email ? await memberByEmail(deps.db, donation.email) : undefined;
  await recordAudit(deps, actor, { action: 'donation.view', targetType: 'donation', targetId: id });
  return { ...toDonationRow(donation), provider: donation.provider, memberId: member?.id ?? null };
}

/** A member's donations, newest first (their page in the staff area). */
export async function donationsOfEmail(deps: Pick<StaffDeps, 'db'>, email: string) {
  const rows = await listDonationsByEmail(deps.db, email);
  return rows.reverse().map((d) => ({
    id: d.id,
    createdAt: d.created_at,
    amountPence: d.amount_pence,
    currency: d.currency,
    status: d.status,
    providerRef: d.provider_reference,
  }));
}
