import type { AxiosInstance } from 'axios';
import { resetPasswordPath, type ResetPasswordRequest } from '@tenants/shared';

/** POST /api/reset_pass (a failure rejects with the server's error, which the form shows as it is). */
export async function resetPassword(client: AxiosInstance, body: ResetPasswordRequest): Promise<void> {
  await client.post(resetPasswordPath, body);
}
