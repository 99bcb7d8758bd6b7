import type { AxiosInstance } from 'axios';
import { loginPath, tokenResponseSchema, type LoginRequest } from '@tenants/shared';

/** POST /api/login; gives the session token (a failure rejects with the server's error). */
export async function login(client: AxiosInstance, body: LoginRequest): Promise<string> {
  const { data } = await client.post(loginPath, body);
  return tokenResponseSchema.parse(data).token;
}
