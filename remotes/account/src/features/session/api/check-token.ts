import type { AxiosInstance } from 'axios';
import { tokenCheckPath, tokenCheckResponseSchema } from '@tenants/shared';

/** Whether the server still accepts the token. Any failure (401, network, odd body) counts as "no" (docs/product/accounts-and-guides.md). */
export async function checkToken(client: AxiosInstance, token: string): Promise<boolean> {
  try {
    const { data } = await client.post(tokenCheckPath, { token });
    return tokenCheckResponseSchema.safeParse(data).data?.success === true;
  } catch {
    return false;
  }
}
