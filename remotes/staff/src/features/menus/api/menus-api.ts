import type { AxiosInstance } from 'axios';
import {
  navigationResponseSchema,
  siteMenusDeskResponseSchema,
  siteMenusPreviewResponseSchema,
  siteMenusVersionsResponseSchema,
  siteNavigationPath,
  staffMenusPaths,
  type SiteMenus,
} from '@tenants/shared';
import { siteRecordApi } from '../../settings/draft-desk/site-record-api';

/** /api/staff/menus and its draft, preview, publish and history (staff and admins). */
export const menusApi = (client: AxiosInstance) =>
  siteRecordApi<SiteMenus>(client, {
    paths: staffMenusPaths,
    desk: siteMenusDeskResponseSchema,
    versions: siteMenusVersionsResponseSchema,
    preview: siteMenusPreviewResponseSchema,
  });

/** The published pages' addresses and titles (the public navigation), to choose links from. */
export async function publishedPages(client: AxiosInstance, signal?: AbortSignal): Promise<Array<{ address: string; title: string }>> {
  const { data } = await client.get(siteNavigationPath, { signal });
  return navigationResponseSchema.parse(data).payload.pages;
}
