import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { createApiClient, staffMessages, type RuntimeConfig } from '@tenants/shared';
import { requestReauth } from '../../second-factor/lib/reauth-broker';
import { messageOf, statusOf } from '../lib/errors';

/**
 * The staff area's API client: the shared client (run-time base URL, the session's bearer token read as each
 * request leaves), and a watch on the answers: any 401 (no session, or the staff session's idle limit) is
 * reported to the gate, which shows the login screen in place of the page. A 403 "Confirm it's you to do
 * this." (erase, deactivate, exports) or "... with your second factor to do this." (releases, newsletters,
 * invitations, passkeys: no password then) opens the re-authentication dialog and, once confirmed, sends the
 * same call again, so the button the member of staff pressed simply works.
 */
export function createStaffClient(
  config: Pick<RuntimeConfig, 'apiBase'>,
  getToken: () => string | null,
  onUnauthorized: (error: unknown) => void,
): AxiosInstance {
  const client = createApiClient(config, getToken);
  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (statusOf(error) === 401) onUnauthorized(error);
    const request = (error as { config?: InternalAxiosRequestConfig & { reauthRetried?: boolean } }).config;
    const message = statusOf(error) === 403 && request && !request.reauthRetried ? await messageOf(error) : null;
    if (request && (message === staffMessages.freshAuthRequired || message === staffMessages.freshFactorRequired)) {
      await requestReauth(message === staffMessages.freshFactorRequired).catch(() => Promise.reject(error));
      return client.request({ ...request, reauthRetried: true } as InternalAxiosRequestConfig);
    }
    return Promise.reject(error);
  });
  return client;
}
