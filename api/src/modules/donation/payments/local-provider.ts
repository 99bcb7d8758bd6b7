import { randomBytes } from 'node:crypto';
import { isExpired } from './card';
import { authenticationFailedMessage, type ChargeResult, type PaymentsProvider } from './provider';

/** The simulator's card-check page, served by the API (modules/donation/routes/challenge.ts). */
export const localChallengePath = '/api/donation/challenge';

type Outcome = { status: 'succeeded' } | { status: 'requires_action' } | { status: 'declined'; message: string };

/** Stripe's test cards and what they do there (https://docs.stripe.com/testing), with Stripe's messages. */
export const localTestCards: Record<string, Outcome> = {
  '4242424242424242': { status: 'succeeded' },
  '4000002760003184': { status: 'requires_action' },
  '4000000000000002': { status: 'declined', message: 'Your card was declined.' },
  '4000000000009995': { status: 'declined', message: 'Your card has insufficient funds.' },
};

export const localMessages = {
  incorrectNumber: 'Your card number is incorrect.',
  expired: 'Your card has expired.',
} as const;

export interface LocalProviderOptions {
  /** Where the browser goes for the card check: the API base plus localChallengePath. */
  challengeUrl: (reference: string) => string;
  now: () => Date;
}

/**
 * The offline payments simulator (PAYMENTS_PROVIDER=local, the default): Stripe's test cards mean what they
 * mean at Stripe, so the whole donation flow runs on a fresh machine. It moves no money and keeps no
 * state: the donation row is the payment, and its challenge page settles the card check.
 */
export function localProvider({ challengeUrl, now }: LocalProviderOptions): PaymentsProvider {
  return {
    name: 'local',
    async charge({ card }): Promise<ChargeResult> {
      const reference = `local_${randomBytes(12).toString('hex')}`;
      const outcome = localTestCards[card.number];
      if (!outcome) return { status: 'declined', reference, message: localMessages.incorrectNumber };
      if (isExpired(card.expMonth, card.expYear, now())) return { status: 'declined', reference, message: localMessages.expired };
      if (outcome.status === 'requires_action') return { status: 'requires_action', reference, redirectUrl: challengeUrl(reference) };
      return { ...outcome, reference };
    },
    async confirmReturn({ reference, redirectStatus }): Promise<ChargeResult> {
      return redirectStatus === 'succeeded' ? { status: 'succeeded', reference } : { status: 'declined', reference, message: authenticationFailedMessage };
    },
  };
}
