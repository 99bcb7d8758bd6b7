import axios, { type AxiosInstance } from 'axios';
import { apiErrorSchema, forgotPasswordPath, messages, serverMessages } from '@tenants/shared';

/** POST /api/forgot_pass (a failure rejects with the server's error). */
export async function requestPasswordReset(client: AxiosInstance, email: string): Promise<void> {
  await client.post(forgotPasswordPath, { email });
}

/**
 * docs/product/accounts-and-guides.md: "User does not exist" is said beside the field, not in a toast; any
 * other failure (the hourly limit included) only marks the field.
 */
export function resetRefusal(error: unknown) {
  const body = axios.isAxiosError(error) ? apiErrorSchema.safeParse(error.response?.data).data : undefined;
  const noAccount = body?.errors[0]?.message === serverMessages.userDoesNotExist;
  return { field: 'email' as const, message: noAccount ? messages.noSuchAccount : '', beside: true };
}
