import type { Exporter } from '../../export/exporter';
import { listSubscribers, type SubscriptionList } from './subscriptions.service';

const subscribers = (file: string, list: SubscriptionList, contact: string): Exporter => ({
  file,
  header: [contact, 'Source page', 'Consented at (UTC)'],
  rows: async (db) => (await listSubscribers(db, list)).map((s) => [s.contact, s.source, s.consented_at]),
});

/** One file per list. */
export const subscriptionExports: Exporter[] = [
  subscribers('newsletter.csv', 'newsletter', 'Email'),
  subscribers('broadcast.csv', 'broadcast', 'Email'),
  subscribers('whatsapp.csv', 'whatsapp', 'Phone'),
];
