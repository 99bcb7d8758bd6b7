import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { ValidationService } from '../validate/validation.service';
import { requestSubscription, type ConsentDeps } from './consent.service';
import {
  addSubscription,
  deleteContact,
  findContact,
  listSubscribers,
  type Consent,
  type ListEntry,
  type Subscriber,
  type SubscriptionList,
} from './subscriptions.repository';

export type { Consent, ListEntry, Subscriber, SubscriptionList };

export interface SubscriptionDeps extends ConsentDeps {
  validation: Pick<ValidationService, 'email' | 'phone'>;
}

/**
 * Adds a contact to a list: subscribing twice is a success and keeps the first row with its consent
 * record. `db` may be another module's transaction (an enquiry's opt-in is stored with the enquiry).
 */
export const subscribe = (db: Kysely<Database>, list: SubscriptionList, consent: Consent): Promise<void> => addSubscription(db, list, consent);

/** Every subscriber of a list, oldest consent first (the staff export). */
export const subscribersOf = (db: Kysely<Database>, list: SubscriptionList): Promise<Subscriber[]> => listSubscribers(db, list);

/**
 * A form's subscription: the contact checked as the browser checked it (a request can skip the browser),
 * refused with `invalidMessage`, then stored with the page it came from. The e-mail lists are double
 * opt-in (a confirmation mail, consent.service.ts); WhatsApp stays single opt-in (no e-mail to confirm).
 */
export async function subscribeFromForm(
  deps: SubscriptionDeps,
  list: SubscriptionList,
  { contact, source }: { contact: string; source: string | undefined },
  invalidMessage: string,
): Promise<void> {
  const verdict = list === 'whatsapp' ? await deps.validation.phone(contact) : await deps.validation.email(contact);
  if (verdict === 'Invalid') throw new HttpError(400, invalidMessage);
  const from = source?.trim() || null;
  if (list !== 'whatsapp') return requestSubscription(deps, list, { email: contact, source: from, form: list });
  // The contract trims; lower case makes Jo@X.com and jo@x.com one subscriber (a phone is digits already).
  await subscribe(deps.db, list, { contact: list === 'whatsapp' ? contact : contact.toLowerCase(), source: source?.trim() || null, consentedAt: deps.now() });
}

/** Removes a contact from a list (a member's erasure); answers how many rows went. */
export const removeContact = (db: Kysely<Database>, list: SubscriptionList, contact: string) => deleteContact(db, list, contact);

/** A contact's row on a list, if any (a person's own data: the WhatsApp list is by phone). */
export const contactOn = (db: Kysely<Database>, list: SubscriptionList, contact: string) => findContact(db, list, contact);
