import './zod-setup';
import { z } from 'zod';
import { guideListingSchema } from './guides';
import {
  contentFields,
  block,
  flag,
  heading,
  list,
  obj,
  pictureSchema,
  pointSchema,
  questionAnswerSchema,
  rows,
  sectionToneSchema,
  serviceAreaSchema,
  serviceRefSchema,
  sitePath,
  words,
} from './page-fields';
import { plainWords as plain } from './page-words';

/** The page blocks (docs/product/pages.md): one schema per shell section, and the blocks each page type takes. */

/** ContentHero: the page's top. `title` when it is not the page's own; `enquireButton: false` drops Enquire Now. */
export const heroBlockSchema = block('hero', {
  eyebrow: heading.optional(),
  title: heading.optional(),
  intro: words(),
  image: pictureSchema,
  mobileImage: pictureSchema.optional(),
  enquireButton: flag(),
});

/** HeroTiles, drawn inside the hero before them (home). `membersHide`: hidden once a member is signed in. */
export const heroTilesBlockSchema = block('heroTiles', {
  tiles: list(obj({ title: heading, text: words(300), to: sitePath, membersHide: flag() }))
    .min(1, plain)
    .max(8, plain),
});

/** IntroBlock: text beside a picture, with points as a compact list. */
export const introBlockSchema = block('intro', {
  ...contentFields,
  points: list(pointSchema).max(20, plain).optional(),
  tone: sectionToneSchema.optional(),
  reverse: flag(),
});

/** PointsSection: titled points in a grid, optionally numbered. */
export const pointsBlockSchema = block('points', {
  ...contentFields,
  points: rows(pointSchema, 1, 20),
  tone: sectionToneSchema.optional(),
  numbered: flag(),
});

/** The values: a PointsSection with the values' icons (one per point, in order). */
export const valuesBlockSchema = block('values', {
  ...contentFields,
  points: rows(pointSchema, 1, 5),
  tone: sectionToneSchema.optional(),
});

/** QASection: questions and answers, all shown. */
export const qaBlockSchema = block('qa', {
  ...contentFields,
  qa: rows(questionAnswerSchema, 1, 30),
  tone: sectionToneSchema.optional(),
});

/** Faq: an accordion, the first open. */
export const faqBlockSchema = block('faq', { title: heading, items: rows(questionAnswerSchema, 1, 30) });

/** Reviews: members' quotes. */
export const reviewsBlockSchema = block('reviews', {
  title: heading,
  text: words(),
  reviews: list(obj({ name: heading, business: heading, quote: words() }))
    .min(1, plain)
    .max(12, plain),
});

/** Benefits: three points with icons and a shorter intro for narrow phones. */
export const benefitsBlockSchema = block('benefits', {
  title: heading,
  text: words(),
  mobileText: words(),
  points: list(obj({ icon: z.enum(['community', 'lobbying', 'support'], plain), title: heading, text: words() }))
    .min(1, plain)
    .max(6, plain),
});

/** Banner: a call to action with Enquire Now; `plainLink` makes its button a full page load. */
export const bannerBlockSchema = block('banner', {
  ...contentFields,
  tone: z.enum(['navy', 'cyan'], plain).optional(),
  plainLink: flag(),
});

/** The help banner, whose words are the site settings' (one text for every page that shows it). */
export const helpBannerBlockSchema = block('helpBanner', {});

/** Guides: the library's guides, all (`full`) or the featured four; locked for visitors. */
export const guidesBlockSchema = block('guides', {
  title: heading,
  text: words(),
  lockedText: words(),
  full: z.boolean(plain),
  /**
   * The library's live guides in its order, filled in by the API as it serves the page (a guide staff add
   * or retire shows at the next request); what a draft or a file holds here is dropped.
   */
  library: list(guideListingSchema).max(200, plain).optional().catch(undefined),
});

/** The embedded enquiry form (the enquiry remote's ./EnquiryForm). */
export const enquiryBlockSchema = block('enquiry', {});

/** ServiceTabs (home): one tab per area, each with a few of its service pages as cards. */
export const serviceTabsBlockSchema = block('serviceTabs', {
  title: heading,
  text: words(),
  tabs: list(
    obj({
      area: serviceAreaSchema,
      label: heading,
      title: heading,
      text: words(),
      image: pictureSchema,
      highlights: list(z.string(plain).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A service is named by its address’s last part, e.g. rates.')).max(8, plain),
    }),
  )
    .min(1, plain)
    .max(3, plain),
});

/** An area's service cards (overview pages): every published service page of the area, in menu order. */
export const serviceCardsBlockSchema = block('serviceCards', { title: heading, area: serviceAreaSchema });

/** SimilarServices: cards of two other service pages. */
export const similarServicesBlockSchema = block('similarServices', {
  title: heading,
  services: rows(serviceRefSchema, 1, 4),
});

/** ComplianceCards: the footer block of service pages. */
export const complianceBlockSchema = block('compliance', {
  title: heading,
  cards: list(obj({ title: heading, text: words(), to: sitePath }))
    .min(1, plain)
    .max(4, plain),
});

/** PropertyIdentification: points with a top tip (advice pages). */
export const propertyIdentificationBlockSchema = block('propertyIdentification', {
  ...contentFields,
  points: rows(pointSchema, 1, 12),
  tip: words(),
});

const communityCardFields = { title: heading, text: words(), label: heading, placeholder: heading };
/** The community page's three group cards (the e-mail list, WhatsApp, a link to the Facebook group). */
export const communityGroupsBlockSchema = block('communityGroups', {
  title: heading,
  text: words(),
  email: obj({ ...communityCardFields, consent: words().optional(), success: words().optional() }),
  whatsapp: obj({ ...communityCardFields, consent: words().optional(), success: words().optional() }),
  facebook: obj({ title: heading, text: words() }),
});

/** Rich text for plain pages: HTML the API sanitises with the articles' policy on save. */
export const richTextBlockSchema = block('richText', { html: z.string(plain).max(100_000, plain) });

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

export const pageBlockSchema = z.discriminatedUnion(
  'type',
  [
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
  ],
  plain,
);
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
export const pageTypeSchema = z.enum(Object.keys(pageTypeBlocks) as [PageType, ...PageType[]], plain);
