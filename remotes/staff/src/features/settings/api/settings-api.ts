import type { AxiosInstance } from 'axios';
import {
  siteSettingsDeskResponseSchema,
  siteSettingsPreviewResponseSchema,
  siteSettingsVersionsResponseSchema,
  staffSettingsPaths,
  type SiteSettings,
} from '@tenants/shared';
import { siteRecordApi } from '../draft-desk/site-record-api';

/** /api/staff/site-settings and its draft, preview, publish and history (admins). */
export const settingsApi = (client: AxiosInstance) =>
  siteRecordApi<SiteSettings>(client, {
    paths: staffSettingsPaths,
    desk: siteSettingsDeskResponseSchema,
    versions: siteSettingsVersionsResponseSchema,
    preview: siteSettingsPreviewResponseSchema,
  });
