import type { AxiosInstance } from 'axios';
import { navigationResponseSchema, siteMenusResponseSchema, siteNavigationPath, staffMenusPath, type SiteMenus } from '@tenants/shared';

/** GET /api/staff/menus (staff and admins). */
export async function getMenus(client: AxiosInstance, signal?: AbortSignal): Promise<SiteMenus> {
  const { data } = await client.get(staffMenusPath, { signal });
  return siteMenusResponseSchema.parse(data).payload;
}

/** PUT /api/staff/menus: the menus whole; live at the next request. */
export async function saveMenus(client: AxiosInstance, menus: SiteMenus): Promise<SiteMenus> {
  const { data } = await client.put(staffMenusPath, menus);
  return siteMenusResponseSchema.parse(data).payload;
}

/** The published pages' addresses and titles (the public navigation), to choose links from. */
export async function publishedPages(client: AxiosInstance, signal?: AbortSignal): Promise<Array<{ address: string; title: string }>> {
  const { data } = await client.get(siteNavigationPath, { signal });
  return navigationResponseSchema.parse(data).payload.pages;
}
