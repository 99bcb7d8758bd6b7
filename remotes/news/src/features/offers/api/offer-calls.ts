import { offersPath, offersResponseSchema, type PublicOffer } from '@tenants/shared';
import type { AxiosInstance } from 'axios';

/** GET the current member discounts (the codes and links only with a member's token). */
export async function getOffers(client: AxiosInstance, signal?: AbortSignal): Promise<{ offers: PublicOffer[]; member: boolean }> {
  const { data } = await client.get(offersPath, { signal });
  return offersResponseSchema.parse(data).payload;
}
