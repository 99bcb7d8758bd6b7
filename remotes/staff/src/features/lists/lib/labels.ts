import type { SubscriptionStatus } from '@tenants/shared';

/** Where an address stands (double opt-in, unsubscribes, hard bounces). */
export const entryStatusLabels: Record<SubscriptionStatus, string> = {
  none: 'None',
  unconfirmed: 'Unconfirmed',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};
