import type { z } from 'zod';
import { staffPageSize, type staffDonationQuerySchema, type staffDonationRowSchema } from '@tenants/shared/model';
import { pageOf, type Page } from '../../db/paging';
import { toCsv } from '../../export/csv';
import { csvName, filtersOf, recordAudit, recordSearch, type Actor, type StaffDeps } from '../staff';
import { allDonations, monthlyTotals, searchDonations, type DonationFilter } from './donation.repository';
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
});

const donationFilter = ({ q, status }: DonationQuery): DonationFilter => ({ q, status });

export async function donationList(deps: StaffDeps, actor: Actor, query: DonationQuery): Promise<Page<DonationRow>> {
  const { rows, total } = await searchDonations(deps.db, donationFilter(query), query.page, staffPageSize);
  await recordSearch(deps, actor, 'donation.search', 'donations', filtersOf(query, ['q', 'status']), query.page);
  return pageOf(rows.map(toDonationRow), total, query.page, staffPageSize);
}

/** Succeeded donations by calendar month (UTC), newest first. */
export const donationTotals = (deps: Pick<StaffDeps, 'db'>) => monthlyTotals(deps.db);

export async function donationExport(deps: StaffDeps, actor: Actor, query: DonationQuery): Promise<{ file: string; csv: string }> {
  const rows = await allDonations(deps.db, donationFilter(query));
  const header = [
    'Received at (UTC)', 'Updated at (UTC)', 'Status', 'Amount', 'Currency', 'First name', 'Surname', 'Email', 'Address line 1', 'Address line 2',
    'Town / City', 'Postcode', 'Name on card', 'Card', 'Provider', 'Provider reference', 'Donation reference',
  ];
  const csv = toCsv(
    header,
    rows.map((d) => [
      d.created_at, d.updated_at, d.status, (d.amount_pence / 100).toFixed(2), d.currency.toUpperCase(), d.firstname, d.lastname, d.email, d.address_line_one,
      d.address_line_two, d.city, d.postcode, d.card_name, d.card_last4 ? describeCard({ brand: d.card_brand, last4: d.card_last4 }) : '', d.provider, d.provider_reference, d.id,
    ]),
  );
  await recordAudit(deps, actor, { action: 'donation.export', targetType: 'donations', targetId: null, data: { rows: rows.length, filters: filtersOf(query, ['q', 'status']) } });
  return { file: csvName('donations', deps.now()), csv };
}
