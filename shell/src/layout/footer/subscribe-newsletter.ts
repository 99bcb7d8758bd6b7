import type { AxiosInstance } from 'axios';
import { newsletterPath, subscribeResponseSchema, type NewsletterRequest } from '@tenants/shared';

/** POST the footer's newsletter subscription (the path SPEC §7 leaves unnamed, fixed in the contract). */
export async function subscribeNewsletter(client: AxiosInstance, body: NewsletterRequest) {
  const { data } = await client.post(newsletterPath, body);
  return subscribeResponseSchema.parse(data);
}
