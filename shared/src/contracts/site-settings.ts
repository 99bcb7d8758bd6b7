import './zod-setup';
import { z } from 'zod';

/**
 * The words every page shares, kept as settings (docs/product/pages.md): the footer's tagline, contact
 * e-mail, phone, opening hours, postal address, other contact lines and social links, the newsletter box's
 * words and the help banner. Stored one row
 * per key (`site_settings`), exported as api/content/site-settings.json. `{product}` is filled in at render
 * time as in pages.
 */

const words = (max = 2000) => z.string().max(max, `At most ${max} characters.`);
const https = z
  .string()
  .regex(/^https:\/\/[^\s]+$/, 'A social link is an https address.')
  .max(300);

export const siteSettingsShape = {
  /** The line under the logo in the footer. */
  tagline: words(300),
  contactEmail: z.email().max(254),
  /** The body's postal address, one line each (none today). */
  address: z.array(words(200)).max(6),
  /**
   * The phone number visitors call ('' for none). Settings added later have defaults: a database seeded
   * before them has no row for them.
   */
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9][0-9 ()-]{5,24})?$/, 'A phone number has digits, spaces and + ( ) - only, e.g. 020 7946 0000.')
    .default(''),
  /** When the phone is answered, a line each ("Monday to Friday, 9am to 5pm"). */
  openingHours: z.array(words(200)).max(7).default([]),
  /** Any other way to reach the body, a line each ("Press: press@…"). */
  contactLines: z.array(words(200)).max(6).default([]),
  social: z.strictObject({ facebook: https, twitter: https, instagram: https, linkedin: https }),
  /** The footer's newsletter box. */
  newsletter: z.strictObject({ title: words(200), text: words(500) }),
  /** The help banner (home, community and any page with a helpBanner block). */
  helpBanner: z.strictObject({ title: words(200), text: z.array(words()).max(10), button: z.boolean() }),
};
export const siteSettingsSchema = z.strictObject(siteSettingsShape);
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettings;
export const siteSettingKeys = Object.keys(siteSettingsShape) as SiteSettingKey[];

export const siteSettingsPath = '/api/site-settings';
export const staffSiteSettingsPath = '/api/staff/site-settings';
export const siteSettingsResponseSchema = z.object({ success: z.literal(true), payload: siteSettingsSchema });
/** An update names the settings it changes; each is checked whole. */
export const siteSettingsUpdateSchema = siteSettingsSchema.partial();
