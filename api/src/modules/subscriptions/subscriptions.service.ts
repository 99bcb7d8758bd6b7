import { HttpError } from '../../http-errors';
import type { ValidationService } from '../validate/validation.service';
import { requestSubscription, type ConsentDeps, type ConsentOutcome } from './consent.service';
import { addSubscription, type Consent, type ListEntry, type Subscriber, type SubscriptionList } from './subscriptions.repository';

export type { Consent, ListEntry, Subscriber, SubscriptionList };

export interface SubscriptionDeps extends ConsentDeps {
  validation: Pick<ValidationService, 'email' | 'phone'>;
}

/**
 * A form's subscription: the contact checked as the browser checked it (a request can skip the browser),
 * refused with `invalidMessage`, then stored with the page it came from. The e-mail lists are double
 * opt-in (a confirmation mail, consent.service.ts); WhatsApp stays single opt-in (no e-mail to confirm),
 * so a number is `confirmed` at once. Gives what the request came to, for the footer's words.
 */
export async function subscribeFromForm(
  deps: SubscriptionDeps,
  list: SubscriptionList,
  { contact, source }: { contact: string; source: string | undefined },
  invalidMessage: string,
): Promise<ConsentOutcome> {
  const verdict = list === 'whatsapp' ? await deps.validation.phone(contact) : await deps.validation.email(contact);
  if (verdict === 'Invalid') throw new HttpError(400, invalidMessage);
  const from = source?.trim() || null;
  if (list !== 'whatsapp') return requestSubscription(deps, list, { email: contact, source: from, form: list });
  // The contract trims; lower case makes Jo@X.com and jo@x.com one subscriber (a phone is digits already).
  await addSubscription(deps.db, list, {
    contact: list === 'whatsapp' ? contact : contact.toLowerCase(),
    source: source?.trim() || null,
    consentedAt: deps.now(),
  });
  return 'confirmed';
}

// The repository's own functions that routes and other modules use as they are: no wrapper renames them.
export { addSubscription, deleteContact, findContact, listSubscribers } from './subscriptions.repository';
