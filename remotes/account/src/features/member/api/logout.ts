import type { AxiosInstance } from 'axios';
import { logoutPath } from '@tenants/shared';

/** Ends the session on the server (the client sends its token). The visitor is logged out locally whatever the answer. */
export async function logoutOnServer(client: AxiosInstance): Promise<void> {
  try {
    await client.post(logoutPath, {});
  } catch {
    // Offline or already expired: the token is dropped from the browser all the same.
  }
}
