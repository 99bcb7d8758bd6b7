import type { DonationStatus, Donation } from './donation.tables';
import { settleDonation, type Outcome } from './donation.repository';
import type { DonationDeps } from './donation.service';
import { describeCard } from './payments/card';

/**
 * Moves a donation to succeeded and queues its receipt (the thank-you of docs/product/donation.md) in one transaction: the receipt
 * goes out once the mail server takes it, and only with a payment that went through. False when another
 * request moved the donation first (it queued the receipt).
 */
export async function settleSucceeded(
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
