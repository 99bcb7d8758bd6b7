import type { SubscriptionStatus } from '@tenants/shared';

/** Where an address stands (issue 29: double opt-in, unsubscribes, hard bounces). */
export const entryStatusLabels: Record<SubscriptionStatus, string> = {
  none: 'None',
  unconfirmed: 'Unconfirmed',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};
