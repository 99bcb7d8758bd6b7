import type { PaymentsConfig } from './payments.config';
import { localChallengePath, localProvider } from './local-provider';
import type { PaymentsProvider } from './provider';
import { stripeProvider } from './stripe-provider';

export type * from './provider';

export interface PaymentsDeps {
  /** The public API base ('' = same origin), for the simulator's challenge page URL. */
  publicApiBase: string;
  now: () => Date;
}

/** The configured provider (PAYMENTS_PROVIDER). */
export function createPaymentsProvider(config: PaymentsConfig, { publicApiBase, now }: PaymentsDeps): PaymentsProvider {
  if (config.provider === 'stripe') return stripeProvider({ secretKey: config.secretKey, api: config.api, timeoutMs: config.timeoutMs });
  return localProvider({ challengeUrl: (reference) => `${challengePrefix(publicApiBase)}/${reference}`, now });
}

/** Where the simulator's challenge pages live, as the browser is sent there. */
export const challengePrefix = (publicApiBase: string) => `${publicApiBase}${localChallengePath}`;
