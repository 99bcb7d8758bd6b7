import './zod-setup';
import { z } from 'zod';
import type { SiteMenus as Menus } from '../menus';

/**
 * The site's menus, edited on the staff desk (docs/product/pages.md "Menus"): the header's main menu and the
 * footer's link columns. The Services dropdown and the footer's Services column follow the published service
 * pages by themselves; everything else here is what an editor chose. Kept as one record
 * (`site_settings` row `menus`), live at the next request like the settings.
 */

/** A page of this site (`/about`, `/news#latest`) or an outside https address. */
const addressWords = 'A link goes to a page of this site (starting with /) or an https address.';
const menuAddress = z
  .string({ error: addressWords })
  .trim()
  .max(300, 'An address is at most 300 characters.')
  .regex(/^(\/[A-Za-z0-9\-._~/%?=&#]*|https:\/\/[^\s]+)$/, addressWords);

export const menuLinkSchema = z.strictObject(
  {
    label: z.string({ error: 'Each link needs its words.' }).trim().min(1, 'Each link needs its words.').max(60, 'A link’s words are at most 60 characters.'),
    to: menuAddress,
  },
  { error: 'Each link has its words and an address.' },
);
export type MenuLink = z.infer<typeof menuLinkSchema>;

/**
 * One entry of the main menu: a link (`to`), a dropdown of chosen links (`links`), or the dropdown of the
 * service pages by area (`services`): exactly one of the three.
 */
export const mainMenuEntrySchema = z
  .strictObject(
    {
      label: z
        .string({ error: 'Each menu entry needs its words.' })
        .trim()
        .min(1, 'Each menu entry needs its words.')
        .max(40, 'A menu entry’s words are at most 40 characters.'),
      to: z.union([z.literal(''), menuAddress], { error: addressWords }).default(''),
      links: z.array(menuLinkSchema, { error: 'A dropdown is a list of links.' }).max(12, 'A dropdown holds at most 12 links.').default([]),
      services: z.boolean({ error: 'Say whether the entry drops down the service pages.' }).default(false),
    },
    { error: 'Each menu entry has its words and a link, a dropdown of links or the service pages.' },
  )
  .refine((entry) => [entry.to !== '', entry.links.length > 0, entry.services].filter(Boolean).length === 1, {
    message: 'A menu entry is a link (an address), a dropdown of links, or the service pages: one of the three.',
  });
export type MainMenuEntry = z.infer<typeof mainMenuEntrySchema>;

export const footerColumnSchema = z.strictObject(
  {
    heading: z
      .string({ error: 'Each footer column needs a heading.' })
      .trim()
      .min(1, 'Each footer column needs a heading.')
      .max(40, 'A heading is at most 40 characters.'),
    links: z
      .array(menuLinkSchema, { error: 'A footer column is a list of links.' })
      .min(1, 'Each footer column needs at least one link.')
      .max(12, 'A footer column holds at most 12 links.'),
  },
  { error: 'Each footer column has a heading and its links.' },
);

export const siteMenusSchema = z.strictObject(
  {
    main: z
      .array(mainMenuEntrySchema, { error: 'The main menu is a list of entries.' })
      .min(1, 'The main menu needs at least one entry.')
      .max(10, 'The main menu holds at most 10 entries.'),
    /** The footer's chosen columns (the Services and Get In Touch columns are drawn beside them). */
    footer: z.array(footerColumnSchema, { error: 'The footer is a list of columns.' }).max(3, 'The footer holds at most 3 columns of chosen links.'),
  },
  { error: 'The menus are the main menu and the footer’s columns.' },
);
// The zod-free shape the shell draws from (../menus.ts) is this contract's: a change to one must be made to
// both, which the assignment below checks at compile time.
const sameShape: Menus = {} as z.infer<typeof siteMenusSchema>;
void sameShape;
export { defaultMenus, type SiteMenus } from '../menus';

export const staffMenusPath = '/api/staff/menus';
export const siteMenusResponseSchema = z.object({ success: z.literal(true), payload: siteMenusSchema });
