import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { Enquiry, EnquiryDetails } from './enquiry.tables';

/** Stores an enquiry; returns its id. */
export async function addEnquiry(db: Kysely<Database>, enquiry: EnquiryDetails, at: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('enquiries')
    .values({
      id,
      type: enquiry.type,
      annual_rent: enquiry.annual_rent,
      is_lease_held: enquiry.isLeaseHeld,
      city: enquiry.city,
      comments: enquiry.comments,
      firstname: enquiry.firstname,
      lastname: enquiry.lastname,
      email: enquiry.email,
      phone: enquiry.phone,
      is_subscribe: enquiry.isSubscribe ? 1 : 0,
      created_at: at.toISOString(),
    })
    .execute();
  return id;
}

/** Every enquiry, oldest first (the staff export). */
export function listEnquiries(db: Kysely<Database>): Promise<Enquiry[]> {
  return db.selectFrom('enquiries').selectAll().orderBy('created_at').orderBy('id').execute();
}
