import './zod-setup';
import { z } from 'zod';

/**
 * The words every page shares, kept as settings (docs/product/pages.md): the footer's tagline, contact
 * e-mail, phone, opening hours, postal address, other contact lines and social links, the newsletter box's
 * words and the help banner. Stored one row
 * per key (`site_settings`), exported as api/content/site-settings.json. `{product}` is filled in at render
 * time as in pages.
 */

// Each with its own words when it does not fit: the desk shows them beside the field, and zod's would mean nothing there.
const words = (max = 2000) => z.string({ error: 'Write words here.' }).max(max, `At most ${max} characters.`);
const lines = (max: number) => z.array(words(200), { error: 'Write a line each.' }).max(max, `At most ${max} lines.`);
const https = z
  .string({ error: 'A social link is an https address.' })
  .regex(/^https:\/\/[^\s]+$/, 'A social link is an https address.')
  .max(300, 'A social link is at most 300 characters.');
const phoneWords = 'A phone number has digits, spaces and + ( ) - only, e.g. 020 7946 0000.';
const phone = z
  .string({ error: phoneWords })
  .trim()
  .regex(/^(\+?[0-9][0-9 ()-]{5,24})?$/, phoneWords);
const openingHours = lines(7);
const contactLines = lines(6);

export const siteSettingsShape = {
  /** The line under the logo in the footer. */
  tagline: words(300),
  contactEmail: z.email({ error: 'The contact e-mail is an e-mail address, like name@example.org.' }).max(254, 'An e-mail address is at most 254 characters.'),
  /** The body's postal address, one line each (none today). */
  address: lines(6),
  /**
   * The phone number visitors call ('' for none). Settings added later have defaults: a database seeded
   * before them has no row for them.
   */
  phone: phone.default(''),
  /** When the phone is answered, a line each ("Monday to Friday, 9am to 5pm"). */
  openingHours: openingHours.default([]),
  /** Any other way to reach the body, a line each ("Press: press@…"). */
  contactLines: contactLines.default([]),
  social: z.strictObject(
    { facebook: https, twitter: https, instagram: https, linkedin: https },
    { error: 'The social links are a Facebook, an X (Twitter), an Instagram and a LinkedIn address.' },
  ),
  /** The footer's newsletter box. */
  newsletter: z.strictObject({ title: words(200), text: words(500) }, { error: 'The newsletter box has a heading and a text.' }),
  /** The help banner (home, community and any page with a helpBanner block). */
  helpBanner: z.strictObject(
    {
      title: words(200),
      text: z.array(words(), { error: 'Write a paragraph each.' }).max(10, 'At most 10 paragraphs.'),
      button: z.boolean({ error: 'Say whether the Enquire Now button shows.' }),
    },
    { error: 'The help banner has a heading, its paragraphs and whether the button shows.' },
  ),
};
export const siteSettingsSchema = z.strictObject(siteSettingsShape, { error: 'Only the site’s settings can be changed here.' });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettings;
export const siteSettingKeys = Object.keys(siteSettingsShape) as SiteSettingKey[];

export const siteSettingsPath = '/api/site-settings';
export const staffSiteSettingsPath = '/api/staff/site-settings';
export const siteSettingsResponseSchema = z.object({ success: z.literal(true), payload: siteSettingsSchema });
/**
 * An update names the settings it changes; each is checked whole. The defaults above fill a setting the
 * database lacks, never one an update leaves out (it would replace what is saved with the default).
 */
export const siteSettingsUpdateSchema = siteSettingsSchema.extend({ phone, openingHours, contactLines }).partial();
