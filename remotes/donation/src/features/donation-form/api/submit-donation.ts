import axios, { type AxiosInstance } from 'axios';
import { donationPath, donationResponseSchema, type DonationRequest } from '@tenants/shared';

/** POST /api/donation (docs/product/api.md); rejects with the server's error for `errorMessage`. */
export async function submitDonation(client: AxiosInstance, donation: DonationRequest) {
  const { data } = await client.post(donationPath, donation);
  return donationResponseSchema.parse(data);
}

/**
 * Whether the server settled this attempt as refused (a decline, a bad field): the next try is a new attempt
 * with a new idempotency key. A 409 means the server still holds the attempt, and a lost answer (network,
 * timeout, 5xx) may hide a charge, so those retry under the same key and get the first outcome, not a second charge.
 */
export function attemptRefused(error: unknown): boolean {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 409;
}

/** One key per attempt, so a retry is never a second charge (docs/product/donation.md). randomUUID needs a secure context; getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
