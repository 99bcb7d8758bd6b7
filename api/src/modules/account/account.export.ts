import type { Exporter } from '../../export/exporter';
import { listMembers } from './account.repository';

/** Contact details only: password hashes and session data stay in the database. */
export const memberExport: Exporter = {
  file: 'members.csv',
  header: ['First name', 'Last name', 'Email', 'Phone', 'Joined at (UTC)'],
  rows: async (db) => (await listMembers(db)).map((m) => [m.firstname, m.lastname, m.email, m.phone, m.created_at]),
};
