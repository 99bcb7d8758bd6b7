import type { FastifyBaseLogger } from 'fastify';
import { paths } from '@tenants/shared/model';
import { findById, findByReference, settleDonation } from './donation.repository';
import type { DonationDeps } from './donation.service';
import type { Donation } from './donation.tables';
import { settleSucceeded } from './donation-receipt';
import type { Payments } from './payments/plugin';
import type { ChargeResult } from './payments/provider';

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
