import type { AxiosInstance } from 'axios';
import type { RuntimeConfig } from '@tenants/shared/core';

/**
 * The full shared package (contracts in zod, the axios API client, validation helpers), fetched the first
 * time the page talks to the API: a stored token to check, a form sent, a member's guides. None of it is
 * needed to paint or hydrate a content page, so it stays out of the start-up (a page's first load).
 */
export const loadSharedApi = () => import('@tenants/shared');

export async function apiClient(config: Pick<RuntimeConfig, 'apiBase'>, getToken?: () => string | null): Promise<AxiosInstance> {
  const { createApiClient } = await loadSharedApi();
  return createApiClient(config, getToken);
}
