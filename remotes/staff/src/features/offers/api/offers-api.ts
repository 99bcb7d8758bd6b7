import type { AxiosInstance } from 'axios';
import { staffOfferPath, staffOfferResponseSchema, staffOffersPath, staffOffersResponseSchema, type OfferInput, type StaffOffer } from '@tenants/shared';

// The member discounts' calls (docs/product/offers.md).

export async function getOffers(client: AxiosInstance, signal?: AbortSignal): Promise<StaffOffer[]> {
  const { data } = await client.get(staffOffersPath, { signal });
  return staffOffersResponseSchema.parse(data).payload.offers;
}

export async function saveOffer(client: AxiosInstance, id: string | null, input: OfferInput): Promise<StaffOffer> {
  const { data } = id ? await client.put(staffOfferPath(id), input) : await client.post(staffOffersPath, input);
  return staffOfferResponseSchema.parse(data).payload;
}

export async function setOfferState(client: AxiosInstance, id: string, state: 'published' | 'withdrawn'): Promise<StaffOffer> {
  const { data } = await client.post(`${staffOfferPath(id)}/state`, { state });
  return staffOfferResponseSchema.parse(data).payload;
}
