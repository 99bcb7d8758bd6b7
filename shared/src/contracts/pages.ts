import './zod-setup';
import { siteMenusSchema } from './menus';
import { z } from 'zod';
import { pageBlockSchema, pageTypeSchema } from './page-blocks';
import { pictureSchema, serviceAreaSchema, heading } from './page-fields';
import { draftBlockSchema, pageAddressSchema, pageMessages, pageRecordSchema, serviceCardSchema } from './page-record';
import { staffPageReviewSchema, staffPageReviewSummarySchema } from './page-review';
import { plainWords as plain } from './page-words';
import { sharingDescriptionSchema, socialPictureSchema } from './sharing';
import { staffMessages } from './staff';

/**
 * The site's own pages as data (docs/product/pages.md, decision 0018): a page is an address, a page type,
 * a title and an ordered list of blocks. Each block type has one schema (page-blocks.ts), shaped after the
 * shell's section component that draws it; the page type (a shell page component) says which block types
 * it takes. The API validates with these, the staff editor edits them and the shell renders them. Words may
 * carry `{product}` (and the brand's other placeholders), filled in at render time as today. Every refusal
 * is in plain words (page-words.ts); publishing checks the whole page (page-readiness.ts).
 */

export * from './page-blocks';
export {
  pageArtNames,
  uploadedPictureSchema,
  pictureSchema,
  contentLinkSchema,
  pointSchema,
  questionAnswerSchema,
  sectionToneSchema,
  serviceAreaSchema,
  serviceRefSchema,
} from './page-fields';
export type { PageArtName, PagePicture, PageContentLink, PagePoint, PageQuestionAnswer } from './page-fields';
export * from './page-record';
export * from './page-words';
export * from './page-readiness';
export * from './page-review';
// ——— The public API ———

export const pagesPath = '/api/pages';
export const siteNavigationPath = '/api/site/navigation';

export const pageResponseSchema = z.object({ success: z.literal(true), payload: pageRecordSchema });

/** One service page as the menus, overview cards and sitemap show it. */
export const navigationServiceSchema = z.object({ address: z.string(), slug: z.string(), title: z.string(), text: z.string(), image: pictureSchema });
export const navigationSchema = z.object({
  areas: z.array(
    z.object({
      area: serviceAreaSchema,
      /** The area's overview page; its card's line and picture when known (Similar Services may show an overview). */
      overview: z.object({ address: z.string(), title: z.string(), text: z.string().optional(), image: pictureSchema.optional() }).optional(),
      services: z.array(navigationServiceSchema),
    }),
  ),
  /** Every published page's address and title (menus of plain pages, the sitemap). */
  pages: z.array(z.object({ address: z.string(), title: z.string(), type: pageTypeSchema })),
  /** The header's main menu and the footer's chosen columns, as the editors set them. */
  menus: siteMenusSchema,
});
export type SiteNavigation = z.infer<typeof navigationSchema>;
export const navigationResponseSchema = z.object({ success: z.literal(true), payload: navigationSchema });

// ——— The staff API ———

export const staffPagesPath = '/api/staff/pages';

export const pageStateSchema = z.enum(['draft', 'published', 'scheduled', 'unpublished']);
export type PageState = z.infer<typeof pageStateSchema>;

/** The sections of the staff list: the shell's own pages, each service area, and plain pages. */
export const pageSectionSchema = z.enum(['site', 'property', 'corporate', 'non-corporate', 'plain']);

export const staffPageSummarySchema = z.object({
  id: z.string(),
  address: z.string(),
  type: pageTypeSchema,
  area: serviceAreaSchema.nullable(),
  title: z.string(),
  section: pageSectionSchema,
  state: pageStateSchema,
  /** A draft differs from what is live. */
  hasDraft: z.boolean(),
  publishedAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Where its review stands (the list marks a page waiting or sent back); null when none is asked. */
  review: staffPageReviewSummarySchema.nullable(),
});
export type StaffPageSummary = z.infer<typeof staffPageSummarySchema>;

/** A page's own description and social picture as the staff API answers them (absent: from the text). */
const pageSharingShape = { description: z.string().optional(), socialImage: socialPictureSchema.optional() };

export const staffPageSchema = staffPageSummarySchema.extend({
  card: serviceCardSchema.nullable(),
  /** What visitors see (null: never published). */
  published: z.object({ title: z.string(), blocks: z.array(pageBlockSchema), ...pageSharingShape }).nullable(),
  /** The draft being edited (the published content when there is no draft); `description` and `socialImage` absent: from the text. */
  draft: z.object({ title: z.string(), blocks: z.array(z.record(z.string(), z.unknown())), ...pageSharingShape }),
  updatedBy: z.string().nullable(),
  redirects: z.array(z.string()),
  review: staffPageReviewSchema.nullable(),
});
export type StaffPage = z.infer<typeof staffPageSchema>;

export const staffPageListSchema = z.object({
  success: z.literal(true),
  payload: z.object({ sections: z.array(z.object({ section: pageSectionSchema, pages: z.array(staffPageSummarySchema) })) }),
});
export const staffPageResponseSchema = z.object({ success: z.literal(true), payload: staffPageSchema });

/**
 * POST a draft (as `PUT /api/staff/pages/:id` takes it; what is not sent is the stored draft's) to see it as
 * the public page: nothing is stored. Contributors may.
 */
export const staffPagePreviewPath = (id: string) => `${staffPagesPath}/${encodeURIComponent(id)}/preview`;
export const staffPagePreviewResponseSchema = z.object({
  success: z.literal(true),
  /** The draft as the public page record visitors would get at its address (`GET /api/pages`). */
  payload: pageRecordSchema,
  /**
   * The public page itself at its address with the draft in it, in the site's frame (menus, footer), as the
   * site server draws it: a whole HTML document, scripts not to be run (the staff remote shows it in a
   * sandboxed frame). Absent when the API serves no site (SERVE_SITE=0) or the page could not be drawn.
   */
  page: z.string().optional(),
});
export type StaffPagePreview = z.infer<typeof staffPagePreviewResponseSchema>;

/** POST: the draft submitted for review; the editors are told (a mail each and their home page's count). */
export const staffPageSubmitPath = (id: string) => `${staffPagesPath}/${encodeURIComponent(id)}/submit`;
/** POST `{ note }` (`pageReturnSchema`): an editor sends a submitted page back; its writer is mailed the note. */
export const staffPageReturnPath = (id: string) => `${staffPagesPath}/${encodeURIComponent(id)}/return`;
/** A review step's answer: the page and what was done, in words. */
export const staffPageReviewResponseSchema = z.object({ success: z.literal(true), message: z.string(), payload: staffPageSchema });

/** An autosave or a save: whatever is there (title and/or blocks), each block checked on its own. */
export const pageDraftSchema = z.strictObject(
  {
    title: heading.optional(),
    blocks: z.array(draftBlockSchema, plain).max(40, plain).optional(),
    card: serviceCardSchema.optional(),
    /** '' clears it (the start of the text is used). */
    description: sharingDescriptionSchema.optional(),
    /** null clears it (the hero's picture is used). */
    socialImage: socialPictureSchema.nullable().optional(),
    autosave: z.boolean(plain).optional(),
  },
  plain,
);
export type PageDraftInput = z.infer<typeof pageDraftSchema>;

/** Publish now (no `publishAt`, or one in the past) or schedule (a future ISO 8601 time), as articles. */
export const pagePublishSchema = z.object(
  {
    publishAt: z
      .string(plain)
      .trim()
      .refine((v) => !Number.isNaN(Date.parse(v)), staffMessages.publishAtInvalid)
      .optional(),
  },
  plain,
);

export const pageCreateSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject(
      {
        type: z.literal('service', plain),
        area: serviceAreaSchema,
        slug: z
          .string(plain)
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, pageMessages.addressInvalid)
          .max(80, plain),
        title: heading.min(1, plain),
      },
      plain,
    ),
    z.strictObject({ type: z.literal('plain', plain), address: pageAddressSchema, title: heading.min(1, plain) }, plain),
  ],
  plain,
);
export type PageCreateInput = z.infer<typeof pageCreateSchema>;

export const pageAddressChangeSchema = z.strictObject({ address: pageAddressSchema }, plain);
/** Unpublish or delete: refused with the pages and menus that link here unless `confirm`. */
export const pageRemovalSchema = z.strictObject({ confirm: z.boolean(plain).optional() }, plain);
/** DELETE carries its confirmation in the query: `?confirm=true`. */
export const pageDeleteQuerySchema = z.object({ confirm: z.enum(['true', 'false'], plain).optional() }, plain);

/** Where a page is linked from: other pages (by address) and menus. */
export const pageLinksSchema = z.object({ pages: z.array(z.string()), menus: z.array(z.string()) });
export const pageLinkedResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ message: z.string() })),
  linkedFrom: pageLinksSchema,
});

export const pageVersionSummarySchema = z.object({
  id: z.string(),
  savedAt: z.string(),
  /** Who saved it: a staff member's id; null for the seed, an import or the CLI. */
  savedBy: z.string().nullable(),
  /** Their name, for every role (contributors cannot read the team); null when the account is gone. */
  savedByName: z.string().nullable().default(null),
  title: z.string(),
  kind: z.string(),
});
export const pageVersionListSchema = z.object({ success: z.literal(true), payload: z.array(pageVersionSummarySchema) });
export const pageVersionResponseSchema = z.object({
  success: z.literal(true),
  payload: pageVersionSummarySchema.extend({ blocks: z.array(z.record(z.string(), z.unknown())), ...pageSharingShape }),
});
