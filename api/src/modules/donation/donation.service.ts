import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { messages, type donationRequestSchema, type DonationResponse } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { MailQueue } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import type { ValidationService } from '../validate/validation.service';
import type { Donation } from './donation.tables';
import { settleSucceeded } from './donation-receipt';
import { cardSummary } from './payments/card';
import type { ChargeResult } from './payments/provider';
import { findByKey, insertAttempt, settleDonation, type NewAttempt } from './donation.repository';
import type { Payments } from './payments/plugin';

/** What the donation's service works with, handed in by its routes. */
export interface DonationDeps {
  db: Kysely<Database>;
  payments: Payments;
  mailQueue: Pick<MailQueue, 'transaction'>;
  emails: Pick<MailTemplates, 'donationReceipt'>;
  validation: Pick<ValidationService, 'email'>;
  now: () => Date;
}

export type DonationDetails = z.output<typeof donationRequestSchema>;

/** Where the provider sends the browser back after a card check, then on to thank-you or failure (docs/product/donation.md). */
export const donationReturnPath = '/api/donation/return';

/** The API's own words; a refused card gets the provider's. */
export const donationMessages = {
  unreachable: 'We could not reach our payment provider. Please try again.',
  redirectRefused: 'We could not start the security check of your card. Please try again later.',
  stillProcessing: 'Your donation is still being processed. Please wait a moment before trying again.',
  keyReused: 'This donation attempt was already sent with different details. Please try again.',
} as const;

/**
 * A payment that did not go through is a 402 with the donor-facing reason (the provider's, or ours when the
 * provider could not be reached: the house rule is never a 5xx to the browser, and 402 "Payment Required"
 * tells the donation screen the same thing as a decline does: show the message, let the donor try again).
 */
const notPaid = (message: string) => new HttpError(402, message);

/** A second request of an attempt waits this long for the first one's outcome, looking this often. */
const waitForFirst = { totalMs: 5000, everyMs: 100 };

const answerFor = (donation: Donation): DonationResponse => {
  switch (donation.status) {
    case 'succeeded':
      return { success: true, message: messages.donationThanks };
    case 'requires_action':
      return { success: true, next_action: { redirect_to_url: { url: donation.redirect_url! } } };
    case 'failed':
    case 'error':
      throw notPaid(donation.failure_message ?? donationMessages.unreachable);
    default:
      throw new HttpError(409, donationMessages.stillProcessing);
  }
};

/** The same attempt, as far as what is stored can tell: a key sent again with another amount, donor or card is refused. */
const sameAttempt = (stored: Donation, attempt: NewAttempt) =>
  stored.amount_pence === attempt.amount_pence && stored.email === attempt.email && stored.card_last4 === attempt.card_last4;

/**
 * One donation attempt: stored as pending first (its idempotency key is unique), then charged, then settled.
 * A second request with the same key never charges again: it waits for the first one's outcome and answers
 * with it. Only an attempt whose provider could not be reached is charged again, with the same key, so
 * the provider still charges it at most once.
 */
export async function donate(deps: DonationDeps, log: FastifyBaseLogger, details: DonationDetails): Promise<DonationResponse> {
  if ((await deps.validation.email(details.email.toLowerCase())) === 'Invalid') throw new HttpError(400, messages.emailInvalid);
  const { db } = deps;
  const now = deps.now();
  const card = cardSummary(details.card_number);
  const attempt: NewAttempt = {
    id: randomUUID(),
    idempotency_key: details.idempotency_key ?? randomUUID(),
    amount_pence: details.amount * 100,
    currency: 'gbp',
    firstname: details.firstname,
    lastname: details.lastname,
    email: details.email.toLowerCase(),
    address_line_one: details.addressLineOne,
    address_line_two: details.addressLineTwo,
    city: details.city,
    postcode: details.postcode,
    card_name: details.name,
    card_brand: card.brand,
    card_last4: card.last4,
    provider: deps.payments.name,
    created_at: now.toISOString(),
  };

  if (await insertAttempt(db, attempt)) return charge(deps, log, attempt.id, attempt, details);

  const stored = await findByKey(db, attempt.idempotency_key);
  if (!stored) throw new Error('A donation attempt was neither stored nor found');
  if (!sameAttempt(stored, attempt) || stored.provider !== attempt.provider) throw new HttpError(409, donationMessages.keyReused);
  if (stored.status === 'error') {
    if (await settleDonation(db, stored.id, 'error', { status: 'pending', failure_message: null }, now)) return charge(deps, log, stored.id, attempt, details);
    // Another request (on this instance or another) took the retry first: wait for its outcome, not the
    // stale 'error' read before it moved the row.
    return answerFor(await outcomeOf(deps, (await findByKey(db, attempt.idempotency_key)) ?? stored));
  }
  return answerFor(await outcomeOf(deps, stored));
}

/** The first request's outcome once it has one, or the pending row when it takes longer than a donor should wait. */
async function outcomeOf(deps: DonationDeps, stored: Donation): Promise<Donation> {
  let current = stored;
  for (let waited = 0; current.status === 'pending' && waited < waitForFirst.totalMs; waited += waitForFirst.everyMs) {
    await sleep(waitForFirst.everyMs);
    current = (await findByKey(deps.db, stored.idempotency_key)) ?? current;
  }
  return current;
}

async function charge(deps: DonationDeps, requestLog: FastifyBaseLogger, id: string, attempt: NewAttempt, details: DonationDetails): Promise<DonationResponse> {
  const { db, payments } = deps;
  const log = requestLog.child({ donation: id, provider: payments.name });
  const result: ChargeResult = await payments
    .charge({
      amountPence: attempt.amount_pence,
      currency: 'gbp',
      card: { number: details.card_number, expMonth: details.card_exp_month, expYear: details.card_exp_year, cvc: details.card_cvc },
      billing: {
        name: details.name,
        email: attempt.email,
        addressLineOne: details.addressLineOne,
        addressLineTwo: details.addressLineTwo,
        city: details.city,
        postcode: details.postcode,
      },
      description: `Donation to ${payments.brand.product}`,
      idempotencyKey: attempt.idempotency_key,
      returnUrl: `${payments.apiUrl(donationReturnPath)}?donation=${encodeURIComponent(id)}`,
      donationId: id,
    })
    // Whatever went wrong (a bug included), the row must not stay pending: the attempt may be tried again.
    .catch((error: unknown) => ({ status: 'unavailable' as const, reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }));

  const settle = (outcome: Parameters<typeof settleDonation>[3]) => settleDonation(db, id, 'pending', outcome, deps.now());
  switch (result.status) {
    case 'succeeded': {
      await settleSucceeded(
        deps,
        { ...attempt, card_brand: attempt.card_brand ?? null, id },
        'pending',
        { status: 'succeeded', provider_reference: result.reference },
        deps.now(),
      );
      log.info({ reference: result.reference }, 'donation succeeded');
      return answerFor((await findByKey(db, attempt.idempotency_key))!);
    }
    case 'requires_action': {
      if (!payments.allowsRedirect(result.redirectUrl)) {
        // The URL's origin only: a provider's card-check URL carries a client secret in its query.
        log.error(
          { reference: result.reference, redirectOrigin: originOf(result.redirectUrl) },
          'donation card check refused: its URL is not on PAYMENTS_REDIRECT_ORIGINS',
        );
        await settle({ status: 'failed', provider_reference: result.reference, failure_message: donationMessages.redirectRefused });
        throw notPaid(donationMessages.redirectRefused);
      }
      await settle({ status: 'requires_action', provider_reference: result.reference, redirect_url: result.redirectUrl });
      log.info({ reference: result.reference }, 'donation needs a card check');
      return { success: true, next_action: { redirect_to_url: { url: result.redirectUrl } } };
    }
    case 'declined':
      await settle({ status: 'failed', provider_reference: result.reference ?? null, failure_message: result.message });
      log.info({ reference: result.reference }, 'donation declined');
      throw notPaid(result.message);
    case 'unavailable':
      await settle({ status: 'error', failure_message: donationMessages.unreachable });
      log.error({ reason: result.reason }, 'donation not charged: payments provider unavailable');
      throw notPaid(donationMessages.unreachable);
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '(not an absolute URL)';
  }
}

// The repository's own functions that routes and other modules use as they are: no wrapper renames them.
export { countDonationsByEmail, stripDonations } from './donation.repository';
