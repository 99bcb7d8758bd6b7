import type { AxiosInstance } from 'axios';
import { siteSettingsResponseSchema, staffSiteSettingsPath, type SiteSettings } from '@tenants/shared';

/** GET /api/staff/site-settings (admins). */
export async function getSettings(client: AxiosInstance, signal?: AbortSignal): Promise<SiteSettings> {
  const { data } = await client.get(staffSiteSettingsPath, { signal });
  return siteSettingsResponseSchema.parse(data).payload;
}

/** PUT /api/staff/site-settings: the keys sent, each whole; live at the next request. */
export async function saveSettings(client: AxiosInstance, settings: Partial<SiteSettings>): Promise<SiteSettings> {
  const { data } = await client.put(staffSiteSettingsPath, settings);
  return siteSettingsResponseSchema.parse(data).payload;
}
