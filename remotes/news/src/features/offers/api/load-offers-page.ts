import type { AxiosInstance } from 'axios';
import type { LoadedPage, RuntimeConfig } from '@tenants/shared';
import { digest } from '../../../expose/article-head';
import { offersKey } from '../lib/offers-key';
import { getOffers } from './offer-calls';

/** /offers at first paint: what is on offer, asked without a token (no codes), kept by a digest of the answer. */
export async function loadOffersPage(url: URL, client: AxiosInstance, config: RuntimeConfig): Promise<LoadedPage | undefined> {
  if (url.pathname !== '/offers') return undefined;
  const head = { title: `Member Discounts | ${config.brand.product}`, canonical: `${config.siteUrl ?? ''}/offers` };
  try {
    const { offers } = await getOffers(client);
    return { data: { [offersKey]: offers }, head, cacheKey: `${offersKey}|${digest(offers)}` };
  } catch {
    return { data: {}, head, cacheKey: null };
  }
}
