import { leaseHeldOptions } from '@tenants/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { listMembers } from '../routes/account/account.repository';
import { listDonations } from '../routes/donation/donation.repository';
import { listEnquiries } from '../routes/enquiry/enquiry.repository';
import { listSubscribers, type SubscriptionList } from '../routes/subscribe/subscribe.repository';
import { describeCard } from '../payments/card';
import type { CsvValue } from './csv';

/** One CSV file of the staff export. */
export interface Exporter {
  file: string;
  header: string[];
  rows(db: Kysely<Database>): Promise<CsvValue[][]>;
}

const subscribers = (file: string, list: SubscriptionList, contact: string): Exporter => ({
  file,
  header: [contact, 'Source page', 'Consented at (UTC)'],
  rows: async (db) => (await listSubscribers(db, list)).map((s) => [s.contact, s.source, s.consented_at]),
});

/** Everything staff can export; a resource that stores what staff need adds its file here. */
export const exporters: Exporter[] = [
  subscribers('newsletter.csv', 'newsletter', 'Email'),
  subscribers('broadcast.csv', 'broadcast', 'Email'),
  subscribers('whatsapp.csv', 'whatsapp', 'Phone'),
  {
    // Contact details only: password hashes and session data stay in the database.
    file: 'members.csv',
    header: ['First name', 'Last name', 'Email', 'Phone', 'Joined at (UTC)'],
    rows: async (db) => (await listMembers(db)).map((m) => [m.firstname, m.lastname, m.email, m.phone, m.created_at]),
  },
  {
    file: 'enquiries.csv',
    header: ['Received at (UTC)', 'Service', 'Annual rent', 'Lease held in a Ltd company', 'Town / City', 'Business concerns', 'First name', 'Last name', 'Email', 'Phone', 'Wants news'],
    rows: async (db) =>
      (await listEnquiries(db)).map((e) => [
        e.created_at, e.type, e.annual_rent, leaseHeldOptions.find((o) => o.value === e.is_lease_held)?.label ?? '', e.city, e.comments,
        e.firstname, e.lastname, e.email, e.phone, e.is_subscribe ? 'Yes' : 'No',
      ]),
  },
  {
    // Every attempt, with its outcome: a failed one is a donor staff may want to help. Of the card only
    // what the database has: its brand and last four digits.
    file: 'donations.csv',
    header: [
      'Received at (UTC)', 'Updated at (UTC)', 'Status', 'Amount (GBP)', 'First name', 'Surname', 'Email', 'Address line 1', 'Address line 2',
      'Town / City', 'Postcode', 'Name on card', 'Card', 'Provider', 'Provider reference', 'Reason it failed', 'Donation reference',
    ],
    rows: async (db) =>
      (await listDonations(db)).map((d) => [
        d.created_at, d.updated_at, d.status, (d.amount_pence / 100).toFixed(2), d.firstname, d.lastname, d.email, d.address_line_one, d.address_line_two,
        d.city, d.postcode, d.card_name, describeCard({ brand: d.card_brand, last4: d.card_last4 }), d.provider, d.provider_reference, d.failure_message, d.id,
      ]),
  },
];
