import type { AxiosInstance } from 'axios';
import { createApiClient, type RuntimeConfig } from '@tenants/shared';
import { statusOf } from '../lib/errors';

/**
 * The staff area's API client: the shared client (run-time base URL, the session's bearer token read as each
 * request leaves), and a watch on the answers: any 401 (no session, or the staff session's idle limit) is
 * reported to the gate, which shows the login screen in place of the page.
 */
export function createStaffClient(config: Pick<RuntimeConfig, 'apiBase'>, getToken: () => string | null, onUnauthorized: (error: unknown) => void): AxiosInstance {
  const client = createApiClient(config, getToken);
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (statusOf(error) === 401) onUnauthorized(error);
    return Promise.reject(error);
  });
  return client;
}
