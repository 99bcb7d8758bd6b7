import type { AxiosInstance } from 'axios';
import {
  releaseActionResponseSchema,
  staffReleaseCanaryPath,
  staffReleasePromotePath,
  staffReleaseRollbackPath,
  staffReleasesPath,
  staffReleasesResponseSchema,
  type ReleaseCanaryRequest,
} from '@tenants/shared';

/** GET /api/staff/releases (admins): every released remote with its figures, top errors and history. */
export async function getReleases(client: AxiosInstance, signal?: AbortSignal) {
  const { data } = await client.get(staffReleasesPath, { signal });
  return staffReleasesResponseSchema.parse(data).payload.remotes;
}

/** POST …/:remote/canary: a deployed version beside the stable one for a share of page loads. Answers the API's message. */
export async function startCanary(client: AxiosInstance, remote: string, body: ReleaseCanaryRequest): Promise<string> {
  const { data } = await client.post(staffReleaseCanaryPath(remote), body);
  return releaseActionResponseSchema.parse(data).message;
}

/** POST …/:remote/promote: the canary becomes the stable version. */
export async function promoteCanary(client: AxiosInstance, remote: string): Promise<string> {
  const { data } = await client.post(staffReleasePromotePath(remote), {});
  return releaseActionResponseSchema.parse(data).message;
}

/** POST …/:remote/rollback: without a version, end the canary; with one, every page load gets it. */
export async function rollBack(client: AxiosInstance, remote: string, version?: string): Promise<string> {
  const { data } = await client.post(staffReleaseRollbackPath(remote), version ? { version } : {});
  return releaseActionResponseSchema.parse(data).message;
}
