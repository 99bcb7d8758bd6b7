import './zod-setup';
import { z } from 'zod';
import { siteMenusSchema, staffMenusPath } from './menus';
import { siteSettingsSchema, staffSiteSettingsPath } from './site-settings';

/**
 * The site settings and the menus edited like a page (issue 53): a save keeps a draft (visitors still get
 * what is live), a preview draws the draft in the site's frame, a publish puts it live and keeps it as a
 * version, and any version can be restored into the draft (it goes live only when published, checked again
 * then). Each is one record, kept whole: the draft, each version and what is live.
 */
export const siteRecordKinds = ['settings', 'menus'] as const;
export type SiteRecordKind = (typeof siteRecordKinds)[number];

/** The addresses of a record's desk, under its staff path (`/api/staff/menus/publish`…). */
export const siteRecordPaths = (base: string) => ({
  base,
  draft: `${base}/draft`,
  preview: `${base}/preview`,
  publish: `${base}/publish`,
  versions: `${base}/versions`,
  restore: (id: string) => `${base}/versions/${encodeURIComponent(id)}/restore`,
});
export const staffSettingsPaths = siteRecordPaths(staffSiteSettingsPath);
export const staffMenusPaths = siteRecordPaths(staffMenusPath);

/** The words a settings or menus desk answers with when it refuses, as a communications officer reads them. */
export const siteRecordMessages = {
  noDraft: 'There are no draft changes to publish: save a draft first.',
  versionNotFound: 'That version is no longer in the history.',
  versionDoesNotFit: 'That version no longer fits what the site accepts, so it cannot be restored. Change the draft by hand instead.',
};

/** What the desk shows: what is live, the draft (null: none, visitors see what is live) and who saved it when. */
const deskSchema = <T extends z.ZodType>(record: T) =>
  z.object({
    live: record,
    draft: record.nullable(),
    draftSavedAt: z.string().nullable(),
    /** The staff member's id (the desk names them from the team). */
    draftSavedBy: z.string().nullable(),
  });

/** A published version: who published it (null: the record as it was before the history was kept) and when. */
const versionSchema = <T extends z.ZodType>(record: T) => z.object({ id: z.string(), savedAt: z.string(), savedBy: z.string().nullable(), value: record });

const answer = <T extends z.ZodType>(payload: T) => z.object({ success: z.literal(true), payload });

export const siteSettingsDeskSchema = deskSchema(siteSettingsSchema);
export const siteMenusDeskSchema = deskSchema(siteMenusSchema);
export type SiteRecordDesk<T> = { live: T; draft: T | null; draftSavedAt: string | null; draftSavedBy: string | null };
export type SiteRecordVersion<T> = { id: string; savedAt: string; savedBy: string | null; value: T };

export const siteSettingsDeskResponseSchema = answer(siteSettingsDeskSchema);
export const siteMenusDeskResponseSchema = answer(siteMenusDeskSchema);
export const siteSettingsVersionsResponseSchema = answer(z.array(versionSchema(siteSettingsSchema)));
export const siteMenusVersionsResponseSchema = answer(z.array(versionSchema(siteMenusSchema)));

/**
 * A preview: the record drawn (what was sent over the saved draft) and, when the API serves the site, the
 * home page drawn with it as visitors would see it (a whole HTML document whose scripts are not to be run).
 */
const previewSchema = <T extends z.ZodType>(record: T) => answer(record).extend({ page: z.string().optional() });
export const siteSettingsPreviewResponseSchema = previewSchema(siteSettingsSchema);
export const siteMenusPreviewResponseSchema = previewSchema(siteMenusSchema);

/** A save or a preview names the parts it changes (each whole); the rest is the saved draft's, or what is live. */
export const siteMenusUpdateSchema = siteMenusSchema.partial();
