import { pageRecordSchema, siteSettingsSchema, type PageRecord, type SiteSettings } from '@tenants/shared/model';

/**
 * The pages' file format (docs/product/pages.md): one readable JSON file per page, named after its
 * address, and site-settings.json. It is what api/content/pages holds, what the migration seeds from and
 * what `pages export` / `pages import` write and read, so a round trip gives the same bytes: each record
 * is written as the contract parses it (its keys in the contract's order), two spaces, a final newline.
 */

export const siteSettingsFileName = 'site-settings.json';

/** `/` → home.json, `/property/lease-renewals` → property--lease-renewals.json. */
export const pageFileName = (address: string): string => (address === '/' ? 'home' : address.slice(1).replaceAll('/', '--')) + '.json';

export const pageFileText = (page: PageRecord): string => `${JSON.stringify(pageRecordSchema.parse(page), null, 2)}\n`;
export const siteSettingsFileText = (settings: SiteSettings): string => `${JSON.stringify(siteSettingsSchema.parse(settings), null, 2)}\n`;

/** A page file's text as a record; throws a message naming the file and the first problem. */
export function parsePageFile(name: string, text: string): PageRecord {
  const parsed = pageRecordSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${name}: ${issue.path.join('.')}: ${issue.message}`);
  }
  if (pageFileName(parsed.data.address) !== name) throw new Error(`${name}: the file of ${parsed.data.address} is ${pageFileName(parsed.data.address)}`);
  return parsed.data;
}

export function parseSiteSettingsFile(text: string): SiteSettings {
  const parsed = siteSettingsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${siteSettingsFileName}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
