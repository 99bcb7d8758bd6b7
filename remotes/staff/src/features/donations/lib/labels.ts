import type { donationStatuses } from '@tenants/shared';

type DonationStatus = (typeof donationStatuses)[number];
/** A donation's status in words (the list, its own page and the member's page). */
export const donationStatusLabels: Record<DonationStatus, string> = {
  pending: 'Pending',
  requires_action: 'Awaiting card check',
  succeeded: 'Succeeded',
  failed: 'Failed',
  error: 'Error',
};
export const donationStatusLabel = (status: string) => donationStatusLabels[status as DonationStatus] ?? status;
