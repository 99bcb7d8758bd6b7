import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { listDonationsByEmail } from './donation.repository';

/**
 * A person's donations as their own data export gives them: amount, status, name and address, dates. No card
 * data (none beyond a brand and last four digits is ever kept, and even those stay out), no provider
 * references or keys.
 */
export async function donationsOfPerson(db: Kysely<Database>, email: string): Promise<Array<Record<string, unknown>>> {
  return (await listDonationsByEmail(db, email)).map((d) => ({
    id: d.id,
    amountPence: d.amount_pence,
    currency: d.currency,
    status: d.status,
    firstname: d.firstname,
    lastname: d.lastname,
    email: d.email,
    addressLineOne: d.address_line_one,
    addressLineTwo: d.address_line_two,
    city: d.city,
    postcode: d.postcode,
    createdAt: d.created_at,
    updatedAt: d.updated_at,
  }));
}
