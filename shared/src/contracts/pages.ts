import './zod-setup';
import { z } from 'zod';
import type { ServiceArea } from '../routes';
import { isMediaPath, isSitePath } from './common';
import { guideListingSchema } from './guides';
import { staffArticlePublishSchema } from './staff-articles';

/**
 * The site's own pages as data (docs/product/pages.md, decision 0018): a page is an address, a page type,
 * a title and an ordered list of blocks. Each block type has one schema here, shaped after the shell's
 * section component that draws it; the page type (a shell page component) says which block types it
 * takes. The API validates with these, the staff editor edits them and the shell renders them. Words may
 * carry `{product}` (and the brand's other placeholders), filled in at render time as today.
 */

/** The hand-drawn illustrations the shell has (shell/src/illustrations/art.tsx; a test keeps the two lists equal). */
export const pageArtNames = [
  'shopfront',
  'office',
  'lease',
  'calendar',
  'keys',
  'coins',
  'chart',
  'magnifier',
  'tools',
  'bolt',
  'shield',
  'calculator',
  'scales',
  'people',
  'community',
  'chat',
  'megaphone',
  'parliament',
  'door',
  'transfer',
  'merge',
  'paint',
  'lifebuoy',
  'invoice',
  'mail',
  'phone',
] as const;
export type PageArtName = (typeof pageArtNames)[number];

/** An uploaded picture: a root-relative path under /media/ (the news desk's uploads are served there). */
export const uploadedPictureSchema = z.string().refine(isMediaPath, 'A picture is a drawing’s name or an uploaded picture’s /media/ path.');

const words = (max = 2000) => z.string().max(max, `At most ${max} characters.`);
const heading = words(200);
const paragraphs = z.array(words()).max(30);

/** A drawing or an uploaded picture, and its text alternative ('' for decoration). */
export const pictureSchema = z.object({ art: z.union([z.enum(pageArtNames), uploadedPictureSchema]), alt: words(300) });
export type PagePicture = z.infer<typeof pictureSchema>;

/** An address on this site: root-relative, no scheme or host (an in-app link); `/\host` and `//host` would lead off the site. */
const sitePath = z.string().refine(isSitePath, 'An address on this site starts with one / and has no \\, spaces, or . and .. parts.');
/** A plain link (full page load): a site path, https, mailto or tel (never http:, javascript: or another scheme). */
const plainHref = z
  .string()
  .refine(
    (href) => isSitePath(href) || /^(https:\/\/[^\s\\]+|mailto:[^\s]+|tel:[^\s]+)$/.test(href),
    'A link is an address on this site (starting with one /), or an https:, mailto: or tel: link.',
  );

/** A link as the shell's content has it: `to` navigates in the app, `href` is a plain link. */
export const contentLinkSchema = z.union([z.strictObject({ label: heading, to: sitePath }), z.strictObject({ label: heading, href: plainHref })]);
export type PageContentLink = z.infer<typeof contentLinkSchema>;

export const pointSchema = z.strictObject({ title: heading, text: words() });
export const questionAnswerSchema = z.strictObject({ question: words(300), answer: words() });
export type PagePoint = z.infer<typeof pointSchema>;
export type PageQuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** The section backgrounds the shell has (sections/section: Tone). */
export const sectionToneSchema = z.enum(['light', 'white', 'grey', 'navy']);
export const serviceAreaSchema = z.enum(['property', 'corporate', 'non-corporate']) satisfies z.ZodType<ServiceArea>;
/** "area/slug" of a service page, e.g. 'property/rates'. */
export const serviceRefSchema = z.string().regex(/^(property|corporate|non-corporate)\/[a-z0-9]+(-[a-z0-9]+)*$/, 'A service is named area/slug.');

/** The shell's ContentBlock: title, subtitle, paragraphs, pictures, the Enquire Now button, points, Q&A, links. */
const contentFields = {
  title: heading,
  subtitle: heading.optional(),
  text: paragraphs,
  image: pictureSchema.optional(),
  mobileImage: pictureSchema.optional(),
  button: z.boolean().optional(),
  links: z.array(contentLinkSchema).max(10).optional(),
};

/** ContentHero: the page's top. `title` when it is not the page's own; `enquireButton: false` drops Enquire Now. */
export const heroBlockSchema = z.strictObject({
  type: z.literal('hero'),
  eyebrow: heading.optional(),
  title: heading.optional(),
  intro: words(),
  image: pictureSchema,
  mobileImage: pictureSchema.optional(),
  enquireButton: z.boolean().optional(),
});

/** HeroTiles, drawn inside the hero before them (home). `membersHide`: hidden once a member is signed in. */
export const heroTilesBlockSchema = z.strictObject({
  type: z.literal('heroTiles'),
  tiles: z
    .array(z.strictObject({ title: heading, text: words(300), to: sitePath, membersHide: z.boolean().optional() }))
    .min(1)
    .max(8),
});

/** IntroBlock: text beside a picture, with points as a compact list. */
export const introBlockSchema = z.strictObject({
  type: z.literal('intro'),
  ...contentFields,
  points: z.array(pointSchema).max(20).optional(),
  tone: sectionToneSchema.optional(),
  reverse: z.boolean().optional(),
});

/** PointsSection: titled points in a grid, optionally numbered. */
export const pointsBlockSchema = z.strictObject({
  type: z.literal('points'),
  ...contentFields,
  points: z.array(pointSchema).min(1).max(20),
  tone: sectionToneSchema.optional(),
  numbered: z.boolean().optional(),
});

/** The values: a PointsSection with the values' icons (one per point, in order). */
export const valuesBlockSchema = z.strictObject({
  type: z.literal('values'),
  ...contentFields,
  points: z.array(pointSchema).min(1).max(5),
  tone: sectionToneSchema.optional(),
});

/** QASection: questions and answers, all shown. */
export const qaBlockSchema = z.strictObject({
  type: z.literal('qa'),
  ...contentFields,
  qa: z.array(questionAnswerSchema).min(1).max(30),
  tone: sectionToneSchema.optional(),
});

/** Faq: an accordion, the first open. */
export const faqBlockSchema = z.strictObject({ type: z.literal('faq'), title: heading, items: z.array(questionAnswerSchema).min(1).max(30) });

/** Reviews: members' quotes. */
export const reviewsBlockSchema = z.strictObject({
  type: z.literal('reviews'),
  title: heading,
  text: words(),
  reviews: z
    .array(z.strictObject({ name: heading, business: heading, quote: words() }))
    .min(1)
    .max(12),
});

/** Benefits: three points with icons and a shorter intro for narrow phones. */
export const benefitsBlockSchema = z.strictObject({
  type: z.literal('benefits'),
  title: heading,
  text: words(),
  mobileText: words(),
  points: z
    .array(z.strictObject({ icon: z.enum(['community', 'lobbying', 'support']), title: heading, text: words() }))
    .min(1)
    .max(6),
});

/** Banner: a call to action with Enquire Now; `plainLink` makes its button a full page load. */
export const bannerBlockSchema = z.strictObject({
  type: z.literal('banner'),
  ...contentFields,
  tone: z.enum(['navy', 'cyan']).optional(),
  plainLink: z.boolean().optional(),
});

/** The help banner, whose words are the site settings' (one text for every page that shows it). */
export const helpBannerBlockSchema = z.strictObject({ type: z.literal('helpBanner') });

/** Guides: the library's guides, all (`full`) or the featured four; locked for visitors. */
export const guidesBlockSchema = z.strictObject({
  type: z.literal('guides'),
  title: heading,
  text: words(),
  lockedText: words(),
  full: z.boolean(),
  /**
   * The library's live guides in its order, filled in by the API as it serves the page (a guide staff add
   * or retire shows at the next request); what a draft or a file holds here is dropped.
   */
  library: z.array(guideListingSchema).max(200).optional(),
});

/** The embedded enquiry form (the enquiry remote's ./EnquiryForm). */
export const enquiryBlockSchema = z.strictObject({ type: z.literal('enquiry') });

/** ServiceTabs (home): one tab per area, each with a few of its service pages as cards. */
export const serviceTabsBlockSchema = z.strictObject({
  type: z.literal('serviceTabs'),
  title: heading,
  text: words(),
  tabs: z
    .array(
      z.strictObject({
        area: serviceAreaSchema,
        label: heading,
        title: heading,
        text: words(),
        image: pictureSchema,
        highlights: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).max(8),
      }),
    )
    .min(1)
    .max(3),
});

/** An area's service cards (overview pages): every published service page of the area, in menu order. */
export const serviceCardsBlockSchema = z.strictObject({ type: z.literal('serviceCards'), title: heading, area: serviceAreaSchema });

/** SimilarServices: cards of two other service pages. */
export const similarServicesBlockSchema = z.strictObject({
  type: z.literal('similarServices'),
  title: heading,
  services: z.array(serviceRefSchema).min(1).max(4),
});

/** ComplianceCards: the footer block of service pages. */
export const complianceBlockSchema = z.strictObject({
  type: z.literal('compliance'),
  title: heading,
  cards: z
    .array(z.strictObject({ title: heading, text: words(), to: sitePath }))
    .min(1)
    .max(4),
});

/** PropertyIdentification: points with a top tip (advice pages). */
export const propertyIdentificationBlockSchema = z.strictObject({
  type: z.literal('propertyIdentification'),
  ...contentFields,
  points: z.array(pointSchema).min(1).max(12),
  tip: words(),
});

const communityCardFields = { title: heading, text: words(), label: heading, placeholder: heading };
/** The community page's three group cards (the e-mail list, WhatsApp, a link to the Facebook group). */
export const communityGroupsBlockSchema = z.strictObject({
  type: z.literal('communityGroups'),
  title: heading,
  text: words(),
  email: z.strictObject({ ...communityCardFields, consent: words().optional(), success: words().optional() }),
  whatsapp: z.strictObject({ ...communityCardFields, consent: words().optional(), success: words().optional() }),
  facebook: z.strictObject({ title: heading, text: words() }),
});

/** Rich text for plain pages: HTML the API sanitises with the articles' policy on save. */
export const richTextBlockSchema = z.strictObject({ type: z.literal('richText'), html: z.string().max(100_000) });

/** Every block type, by its `type`. */
export const pageBlockSchemas = {
  hero: heroBlockSchema,
  heroTiles: heroTilesBlockSchema,
  intro: introBlockSchema,
  points: pointsBlockSchema,
  values: valuesBlockSchema,
  qa: qaBlockSchema,
  faq: faqBlockSchema,
  reviews: reviewsBlockSchema,
  benefits: benefitsBlockSchema,
  banner: bannerBlockSchema,
  helpBanner: helpBannerBlockSchema,
  guides: guidesBlockSchema,
  enquiry: enquiryBlockSchema,
  serviceTabs: serviceTabsBlockSchema,
  serviceCards: serviceCardsBlockSchema,
  similarServices: similarServicesBlockSchema,
  compliance: complianceBlockSchema,
  propertyIdentification: propertyIdentificationBlockSchema,
  communityGroups: communityGroupsBlockSchema,
  richText: richTextBlockSchema,
} as const;
export type PageBlockType = keyof typeof pageBlockSchemas;
export const pageBlockTypes = Object.keys(pageBlockSchemas) as PageBlockType[];

export const pageBlockSchema = z.discriminatedUnion('type', [
  heroBlockSchema,
  heroTilesBlockSchema,
  introBlockSchema,
  pointsBlockSchema,
  valuesBlockSchema,
  qaBlockSchema,
  faqBlockSchema,
  reviewsBlockSchema,
  benefitsBlockSchema,
  bannerBlockSchema,
  helpBannerBlockSchema,
  guidesBlockSchema,
  enquiryBlockSchema,
  serviceTabsBlockSchema,
  serviceCardsBlockSchema,
  similarServicesBlockSchema,
  complianceBlockSchema,
  propertyIdentificationBlockSchema,
  communityGroupsBlockSchema,
  richTextBlockSchema,
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;
/** One block type's shape, for the shell's component of that block: `BlockOf<'hero'>`. */
export type BlockOf<T extends PageBlockType> = Extract<PageBlock, { type: T }>;

/**
 * The page types: one shell page component each (home, about and lobbying's organisation page, community,
 * the advice pages, a service page and an area's overview, both ServiceContentPage today, and a plain page
 * for new addresses), and the block types each takes.
 */
export const pageTypeBlocks = {
  home: ['hero', 'heroTiles', 'benefits', 'values', 'serviceTabs', 'reviews', 'helpBanner', 'faq', 'enquiry'],
  organisation: ['hero', 'intro', 'values', 'points', 'reviews', 'enquiry'],
  community: ['hero', 'communityGroups', 'intro', 'helpBanner'],
  advice: ['hero', 'intro', 'points', 'qa', 'guides', 'propertyIdentification', 'banner'],
  service: ['hero', 'intro', 'points', 'qa', 'similarServices', 'compliance', 'banner', 'enquiry'],
  overview: ['hero', 'intro', 'serviceCards', 'similarServices', 'compliance', 'banner', 'enquiry'],
  plain: ['hero', 'intro', 'richText', 'points', 'qa', 'faq', 'banner', 'helpBanner', 'guides', 'enquiry'],
} as const satisfies Record<string, readonly PageBlockType[]>;
export type PageType = keyof typeof pageTypeBlocks;
export const pageTypeSchema = z.enum(Object.keys(pageTypeBlocks) as [PageType, ...PageType[]]);

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
export const serviceCardSchema = z.strictObject({ text: words(300), image: pictureSchema, position: z.number().int().min(0).max(1000) });

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
};

/**
 * A page as it is published and as a file of api/content/pages (the export and import format): every
 * block whole and of a type the page takes; a service page or overview names its area and card.
 */
export const pageRecordSchema = z.strictObject({ ...pageFields, blocks: z.array(pageBlockSchema).max(40) }).superRefine((page, ctx) => {
  checkBlockTypes(page, ctx);
  if ((page.type === 'service' || page.type === 'overview') && (!page.area || !page.card))
    ctx.addIssue({ code: 'custom', message: pageMessages.areaRequired, path: ['area'] });
});
export type PageRecord = z.infer<typeof pageRecordSchema>;

/**
 * A block in a draft: its type and any of its fields, so an autosave keeps whatever was typed; what is
 * there must still have its shape (each field checked like the published block's). A block is whole only
 * when it is published (`pageRecordSchema`).
 */
/** A draft's block: its type and any of that type's fields. */
export type DraftBlock = { [T in PageBlockType]: Partial<BlockOf<T>> & { type: T } }[PageBlockType];
export const draftBlockSchema = z.discriminatedUnion(
  'type',
  Object.values(pageBlockSchemas).map((schema: z.ZodObject<z.ZodRawShape & { type: z.ZodLiteral<string> }>) =>
    schema.partial().extend({ type: schema.shape.type }),
  ) as unknown as [z.ZodObject<{ type: z.ZodLiteral<PageBlockType> }>, ...z.ZodObject<{ type: z.ZodLiteral<PageBlockType> }>[]],
) as unknown as z.ZodType<DraftBlock>;

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
});
export type StaffPageSummary = z.infer<typeof staffPageSummarySchema>;

export const staffPageSchema = staffPageSummarySchema.extend({
  card: serviceCardSchema.nullable(),
  /** What visitors see (null: never published). */
  published: z.object({ title: z.string(), blocks: z.array(pageBlockSchema) }).nullable(),
  /** The draft being edited (the published content when there is no draft). */
  draft: z.object({ title: z.string(), blocks: z.array(z.record(z.string(), z.unknown())) }),
  updatedBy: z.string().nullable(),
  redirects: z.array(z.string()),
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

/** An autosave or a save: whatever is there (title and/or blocks), each block checked on its own. */
export const pageDraftSchema = z.strictObject({
  title: heading.optional(),
  blocks: z.array(draftBlockSchema).max(40).optional(),
  card: serviceCardSchema.optional(),
  autosave: z.boolean().optional(),
});
export type PageDraftInput = z.infer<typeof pageDraftSchema>;

/** Publish now (no `publishAt`, or one in the past) or schedule (a future ISO 8601 time), as articles. */
export const pagePublishSchema = staffArticlePublishSchema;

export const pageCreateSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('service'),
    area: serviceAreaSchema,
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, pageMessages.addressInvalid)
      .max(80),
    title: heading.min(1),
  }),
  z.strictObject({ type: z.literal('plain'), address: pageAddressSchema, title: heading.min(1) }),
]);
export type PageCreateInput = z.infer<typeof pageCreateSchema>;

export const pageAddressChangeSchema = z.strictObject({ address: pageAddressSchema });
/** Unpublish or delete: refused with the pages and menus that link here unless `confirm`. */
export const pageRemovalSchema = z.strictObject({ confirm: z.boolean().optional() });
/** DELETE carries its confirmation in the query: `?confirm=true`. */
export const pageDeleteQuerySchema = z.object({ confirm: z.enum(['true', 'false']).optional() });

/** Where a page is linked from: other pages (by address) and menus. */
export const pageLinksSchema = z.object({ pages: z.array(z.string()), menus: z.array(z.string()) });
export const pageLinkedResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ message: z.string() })),
  linkedFrom: pageLinksSchema,
});

export const pageVersionSummarySchema = z.object({ id: z.string(), savedAt: z.string(), savedBy: z.string().nullable(), title: z.string(), kind: z.string() });
export const pageVersionListSchema = z.object({ success: z.literal(true), payload: z.array(pageVersionSummarySchema) });
export const pageVersionResponseSchema = z.object({
  success: z.literal(true),
  payload: pageVersionSummarySchema.extend({ blocks: z.array(z.record(z.string(), z.unknown())) }),
});
