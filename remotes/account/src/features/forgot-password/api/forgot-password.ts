import axios, { type AxiosInstance } from 'axios';
import { apiErrorSchema, forgotPasswordPath, serverMessages } from '@tenants/shared';

export type ForgotResult = 'sent' | 'no-account' | 'failed';

/** POST /api/forgot_pass: 'no-account' is docs/product/accounts-and-guides.md's "User does not exist"; any other failure is just 'failed'. */
export async function requestPasswordReset(client: AxiosInstance, email: string): Promise<ForgotResult> {
  try {
    await client.post(forgotPasswordPath, { email });
    return 'sent';
  } catch (error) {
    const body = axios.isAxiosError(error) ? apiErrorSchema.safeParse(error.response?.data).data : undefined;
    return body?.errors[0]?.message === serverMessages.userDoesNotExist ? 'no-account' : 'failed';
  }
}
