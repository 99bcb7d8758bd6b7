import {
  siteMenusDeskResponseSchema,
  siteMenusPreviewResponseSchema,
  siteMenusSchema,
  siteMenusUpdateSchema,
  siteMenusVersionsResponseSchema,
  siteSettingKeys,
  siteSettingsDeskResponseSchema,
  siteSettingsPreviewResponseSchema,
  siteSettingsSchema,
  siteSettingsUpdateSchema,
  siteSettingsVersionsResponseSchema,
  staffMenusPaths,
  staffSettingsPaths,
  type SiteMenus,
  type SiteSettings,
  type StaffRole,
} from '@tenants/shared/model';
import type { z } from 'zod';
import { putSetting } from './pages.repository';
import { siteSettings } from './pages.service';
import type { SiteRecord } from './site-drafts';
import { checkMenuLinks, putMenus, siteMenus } from './site-menus';

/** A record's desk as its routes serve it: the record, where, who, and the contracts of what comes and goes. */
export interface SiteDesk<T> {
  record: SiteRecord<T>;
  paths: typeof staffSettingsPaths;
  /** For the API's summaries ("the site settings"). */
  name: string;
  /** Who may read and change it at all: a contributor never may (the staff guard answers 403). */
  minRole: StaffRole;
  update: z.ZodType<Partial<T>>;
  answers: { desk: z.ZodType; versions: z.ZodType; preview: z.ZodType };
}

/** The site settings: the footer's words, contacts and links, the newsletter box and the help banner (admins'). */
export const settingsDesk: SiteDesk<SiteSettings> = {
  record: {
    kind: 'settings',
    schema: siteSettingsSchema,
    live: siteSettings,
    putLive: async (trx, settings, at, by) => {
      for (const key of siteSettingKeys) await putSetting(trx, key, JSON.stringify(settings[key]), at, by);
    },
    frame: async (db, settings) => ({ settings, menus: await siteMenus(db) }),
  },
  paths: staffSettingsPaths,
  name: 'the site settings',
  minRole: 'admin',
  update: siteSettingsUpdateSchema,
  answers: { desk: siteSettingsDeskResponseSchema, versions: siteSettingsVersionsResponseSchema, preview: siteSettingsPreviewResponseSchema },
};

/** The header's main menu and the footer's chosen columns (editors': staff and admins). */
export const menusDesk: SiteDesk<SiteMenus> = {
  record: {
    kind: 'menus',
    schema: siteMenusSchema,
    live: siteMenus,
    putLive: putMenus,
    check: checkMenuLinks,
    frame: async (db, menus) => ({ settings: await siteSettings(db), menus }),
  },
  paths: staffMenusPaths,
  name: 'the menus',
  minRole: 'staff',
  update: siteMenusUpdateSchema,
  answers: { desk: siteMenusDeskResponseSchema, versions: siteMenusVersionsResponseSchema, preview: siteMenusPreviewResponseSchema },
};
