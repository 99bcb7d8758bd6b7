import type { AxiosInstance } from 'axios';
import {
  releaseActionResponseSchema,
  releaseTokenCreatedSchema,
  releaseTokensResponseSchema,
  staffReleaseTokenPath,
  staffReleaseTokensPath,
  type ReleaseTokenCreate,
} from '@tenants/shared';

/** GET …/releases/tokens (admins): every team's release token, never the token itself. */
export async function getReleaseTokens(client: AxiosInstance, signal?: AbortSignal) {
  const { data } = await client.get(staffReleaseTokensPath, { signal });
  return releaseTokensResponseSchema.parse(data).payload.tokens;
}

/** POST …/releases/tokens: a token for a team's remotes; the answer is the only place it is ever shown. */
export async function createReleaseToken(client: AxiosInstance, body: ReleaseTokenCreate) {
  const { data } = await client.post(staffReleaseTokensPath, body);
  return releaseTokenCreatedSchema.parse(data).payload;
}

/** DELETE …/releases/tokens/:id: the token's next use is refused. */
export async function revokeReleaseToken(client: AxiosInstance, id: string): Promise<string> {
  const { data } = await client.delete(staffReleaseTokenPath(id));
  return releaseActionResponseSchema.parse(data).message;
}
