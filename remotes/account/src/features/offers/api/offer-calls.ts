import type { AxiosInstance } from 'axios';
import { offersPath, offersResponseSchema, type PublicOffer } from '@tenants/shared';

/** GET the current member discounts with their codes and links (the client sends the session's token). */
export async function loadOffers(client: AxiosInstance): Promise<PublicOffer[]> {
  const { data } = await client.get(offersPath);
  return offersResponseSchema.parse(data).payload.offers;
}
