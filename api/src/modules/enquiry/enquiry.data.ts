import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { listEnquiriesByEmail } from './enquiry.repository';

/**
 * A person's enquiries as their own data export gives them (UK GDPR Art. 15): what they wrote, when, where
 * it stands and the staff's notes on it; not which staff member it is assigned to (a colleague's id).
 */
export async function enquiriesOfPerson(db: Kysely<Database>, email: string): Promise<Array<Record<string, unknown>>> {
  return (await listEnquiriesByEmail(db, email)).map(({ assigned_to: _assignee, is_lease_held, is_subscribe, ...row }) => ({
    ...row,
    is_lease_held: Boolean(is_lease_held),
    is_subscribe: Boolean(is_subscribe),
  }));
}
