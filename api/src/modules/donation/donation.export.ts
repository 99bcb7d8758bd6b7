import type { Exporter } from '../../export/exporter';
import { donorCells, donorHeader } from './donation.csv';
import { listDonations } from './donation.repository';
import { describeCard } from './payments/card';

/**
 * Every attempt, with its outcome: a failed one is a donor staff may want to help. Of the card only what
 * the database has: its brand and last four digits.
 */
export const donationExport: Exporter = {
  file: 'donations.csv',
  header: [
    'Received at (UTC)',
    'Updated at (UTC)',
    'Status',
    'Amount (GBP)',
    ...donorHeader,
    'Card',
    'Provider',
    'Provider reference',
    'Reason it failed',
    'Donation reference',
  ],
  rows: async (db) =>
    (await listDonations(db)).map((d) => [
      d.created_at,
      d.updated_at,
      d.status,
      (d.amount_pence / 100).toFixed(2),
      ...donorCells(d),
      describeCard({ brand: d.card_brand, last4: d.card_last4 }),
      d.provider,
      d.provider_reference,
      d.failure_message,
      d.id,
    ]),
};
