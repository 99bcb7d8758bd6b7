import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { listSubscribers, type SubscriptionList } from '../routes/subscribe/subscribe.repository';
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

/** Everything staff can export. The enquiry, donation and account issues add their files here. */
export const exporters: Exporter[] = [
  subscribers('newsletter.csv', 'newsletter', 'Email'),
  subscribers('broadcast.csv', 'broadcast', 'Email'),
  subscribers('whatsapp.csv', 'whatsapp', 'Phone'),
];
