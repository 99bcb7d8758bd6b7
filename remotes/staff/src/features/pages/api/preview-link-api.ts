import type { AxiosInstance } from 'axios';
import { previewLinkResponseSchema, staffPagePreviewLinkPath, type PreviewLink } from '@tenants/shared';

/** POST …/preview-link: a signed link to the page's draft, good for 7 days, for a colleague who need not sign in. */
export async function makePreviewLink(client: AxiosInstance, id: string): Promise<PreviewLink> {
  const { data } = await client.post(staffPagePreviewLinkPath(id));
  return previewLinkResponseSchema.parse(data).payload;
}
