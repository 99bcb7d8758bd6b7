import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { messages, paths, type donationRequestSchema, type DonationResponse } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import type { MailQueue } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import type { ValidationService } from '../validate/validation.service';
import type { Donation, DonationStatus } from './donation.tables';
import { cardSummary, describeCard } from './payments/card';
import type { ChargeResult } from './payments/provider';
import {
  countDonationsByEmail,
  findById,
  findByKey,
  findByReference,
  insertAttempt,
  settleDonation,
  stripDonations,
  type NewAttempt,
  type Outcome,
} from './donation.repository';
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

/**
 * Moves a donation to succeeded and queues its receipt (the thank-you of docs/product/donation.md) in one transaction: the receipt
 * goes out once the mail server takes it, and only with a payment that went through. False when another
 * request moved the donation first (it queued the receipt).
 */
async function settleSucceeded(
  deps: DonationDeps,
  donation: Pick<Donation, 'id' | 'firstname' | 'email' | 'amount_pence' | 'card_brand' | 'card_last4'>,
  from: DonationStatus,
  outcome: Outcome,
  at: Date,
): Promise<boolean> {
  const receipt = deps.emails.donationReceipt({
    firstname: donation.firstname,
    amountPence: donation.amount_pence,
    reference: donation.id,
    date: at,
    card: describeCard({ brand: donation.card_brand, last4: donation.card_last4 }),
  });
  return deps.mailQueue.transaction(async (trx, queue) => {
    if (!(await settleDonation(trx, donation.id, from, outcome, at))) return false;
    await queue('donation-receipt', { to: donation.email, ...receipt });
    return true;
  });
}

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

/**
 * Settles a donation whose card check is over (the simulator's challenge page, or the donor back from
 * Stripe's) and says which page the browser goes to. Whoever moves it to succeeded queues the receipt, so
 * a double submit or a reload sends one.
 */
export async function finishCardCheck(deps: DonationDeps, log: FastifyBaseLogger, donation: Donation, result: ChargeResult): Promise<string> {
  const { db } = deps;
  const at = deps.now();
  const child = log.child({ donation: donation.id, provider: donation.provider });

  if (result.status === 'succeeded') {
    if (await settleSucceeded(deps, donation, 'requires_action', { status: 'succeeded' }, at)) {
      child.info('donation succeeded after a card check');
      return deps.payments.sitePage(paths.donationThankYou);
    }
  } else if (result.status === 'declined') {
    await settleDonation(db, donation.id, 'requires_action', { status: 'failed', failure_message: result.message }, at);
    child.info('donation card check failed');
  } else if (result.status === 'unavailable') {
    // The donation stays awaiting its check: the payment may yet have gone through at the provider.
    child.error({ reason: result.reason }, 'donation card check not confirmed: payments provider unavailable');
  }
  // Settled by a request that came first (a double submit), or still not done: go by the stored status.
  return settledPage(deps.payments, (await findById(db, donation.id)) ?? donation);
}

/** Where the browser goes for a donation as it stands: thank-you once it succeeded, else failure (docs/product/donation.md). */
export const settledPage = (payments: Pick<Payments, 'sitePage'>, donation: Donation) =>
  payments.sitePage(donation.status === 'succeeded' ? paths.donationThankYou : paths.donationFailure);

/** A donation by our id (the link back from the provider's card check carries it). */
export const findDonation = (deps: Pick<DonationDeps, 'db'>, id: string): Promise<Donation | undefined> => findById(deps.db, id);

/** A donation awaiting the simulator's challenge page; none with another provider (Stripe runs its own). */
export const findLocalChallenge = (deps: Pick<DonationDeps, 'db' | 'payments'>, reference: string): Promise<Donation | undefined> =>
  deps.payments.name === 'local' ? findByReference(deps.db, 'local', reference) : Promise.resolve(undefined);

/** How many donations were made with an e-mail address (a member's page in the staff area). */
export const donationCountByEmail = (db: Kysely<Database>, email: string) => countDonationsByEmail(db, email);
/** Strips the donations of an e-mail address to what the accounts must keep (an erasure); answers how many. */
export const stripDonationsOf = (db: Kysely<Database>, email: string, at: Date) => stripDonations(db, email, at);
