import type { AxiosInstance } from 'axios';
import { registerPath, tokenResponseSchema, type RegisterRequest } from '@tenants/shared';

/** POST /api/register; gives the new member's session token. */
export async function register(client: AxiosInstance, body: RegisterRequest): Promise<string> {
  const { data } = await client.post(registerPath, body);
  return tokenResponseSchema.parse(data).token;
}
