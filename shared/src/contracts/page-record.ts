import './zod-setup';
import { z } from 'zod';
import { pageBlockSchema, pageBlockSchemas, pageTypeBlocks, pageTypeSchema, type BlockOf, type PageBlockType, type PageType } from './page-blocks';
import { heading, pictureSchema, serviceAreaSchema, words } from './page-fields';
import { plainWords as plain } from './page-words';
import { sharingFields } from './sharing';

/** A page whole (as published and as a file), a draft's blocks, and the pages' messages. */

export const pageMessages = {
  addressInvalid: 'An address is lowercase words joined by hyphens, in parts separated by /, e.g. /about or /property/rates.',
  addressTaken: 'That address is already used by a page or another part of the site.',
  addressReserved: 'That address belongs to another part of the site.',
  blockNotAllowed: (type: string, pageType: string) => `A ${pageType} page cannot have a ${type} block.`,
  areaRequired: 'A service page belongs to an area: property, corporate or non-corporate.',
  notFound: 'No such page.',
  versionNotFound: 'No such version.',
  linkedFrom: 'Other pages or menus link to this page. Confirm to go ahead.',
  notPublishable: 'The page is not ready to publish: fix each field named in the errors.',
  notPreviewable: 'The page cannot be shown yet: fix each field named in the errors.',
  notOnSite: 'The page is not on the site.',
  homeStays: 'The home page is always on the site: publish a new version of it instead.',
  fixedPage: 'This page is one of the site’s own pages: its address stays, and it can be unpublished but not deleted.',
  serviceAddress: 'A service page’s address is /{area}/{name} in its own area.',
  plainUnderArea: 'Addresses under /property, /corporate and /non-corporate are for service pages.',
} as const;

/** The audit log's actions for pages and settings (part of the staff audit log's list, staff-audit.ts). */
export const pageAuditActions = [
  'page.create',
  'page.update',
  'page.publish',
  'page.schedule',
  'page.unpublish',
  'page.delete',
  'page.restore',
  'page.address',
  // The pages desk's review loop (page-review.ts).
  'page.submit',
  'page.return',
  'settings.update',
] as const;
export type PageAuditAction = (typeof pageAuditActions)[number];

/** A page address: `/` or lowercase words joined by hyphens in /-separated parts (no trailing slash). */
export const pageAddressSchema = z
  .string({ error: pageMessages.addressInvalid })
  .trim()
  .max(200, pageMessages.addressInvalid)
  .regex(/^(\/|(\/[a-z0-9]+(-[a-z0-9]+)*)+)$/, pageMessages.addressInvalid);

/** A service page's card (overview cards, home tabs, Similar Services, menus) and its place in the menu. */
export const serviceCardSchema = z.strictObject(
  { text: words(300), image: pictureSchema, position: z.number(plain).int(plain).min(0, plain).max(1000, plain) },
  plain,
);

/** Checks each block's type against the page type (`path` is where blocks sit, for the error's path). */
function checkBlockTypes(page: { type: PageType; blocks: { type?: unknown }[] }, ctx: z.RefinementCtx) {
  const allowed: readonly string[] = pageTypeBlocks[page.type];
  page.blocks.forEach((block, index) => {
    if (typeof block.type === 'string' && !allowed.includes(block.type))
      ctx.addIssue({ code: 'custom', message: pageMessages.blockNotAllowed(block.type, page.type), path: ['blocks', index, 'type'] });
  });
}

const pageFields = {
  address: pageAddressSchema,
  type: pageTypeSchema,
  /** The area of a service page or overview. */
  area: serviceAreaSchema.optional(),
  /** The document title (and the hero's, unless the hero has its own); the home page's is '' (the brand alone). */
  title: heading,
  card: serviceCardSchema.optional(),
  /** What search engines and link previews show (sharing.ts); absent: taken from the hero. */
  ...sharingFields,
};

/**
 * A page as it is published and as a file of api/content/pages (the export and import format): every
 * block whole and of a type the page takes; a service page or overview names its area and card.
 */
export const pageRecordSchema = z.strictObject({ ...pageFields, blocks: z.array(pageBlockSchema, plain).max(40, plain) }, plain).superRefine((page, ctx) => {
  checkBlockTypes(page, ctx);
  if ((page.type === 'service' || page.type === 'overview') && (!page.area || !page.card))
    ctx.addIssue({ code: 'custom', message: pageMessages.areaRequired, path: ['area'] });
});
export type PageRecord = z.infer<typeof pageRecordSchema>;

/**
 * A block in a draft: its type and any of its fields, so an autosave keeps whatever was typed; what is
 * there must still have its shape (each field checked like the published block's). A block is whole only
 * when it is published (`pageRecordSchema`, then `pageReadiness`).
 */
export type DraftBlock = { [T in PageBlockType]: Partial<BlockOf<T>> & { type: T } }[PageBlockType];
export const draftBlockSchema = z.discriminatedUnion(
  'type',
  Object.values(pageBlockSchemas).map((schema: z.ZodObject<z.ZodRawShape & { type: z.ZodLiteral<string> }>) =>
    schema.partial().extend({ type: schema.shape.type }),
  ) as unknown as [z.ZodObject<{ type: z.ZodLiteral<PageBlockType> }>, ...z.ZodObject<{ type: z.ZodLiteral<PageBlockType> }>[]],
  plain,
) as unknown as z.ZodType<DraftBlock>;

/**
 * The blocks a page of each type must have to go on the site: a new page starts with them (its type's
 * template) and publishing refuses a page without one. The site's own pages keep what they have.
 */
export const pageTypeRequiredBlocks: Record<PageType, readonly PageBlockType[]> = {
  home: ['hero'],
  organisation: ['hero'],
  community: ['hero'],
  advice: ['hero'],
  service: ['hero', 'intro', 'similarServices', 'compliance'],
  overview: ['hero', 'serviceCards'],
  plain: ['hero'],
};
