import './zod-setup';
import { z } from 'zod';
import type { ServiceArea } from '../routes';
import { isMediaPath, isSitePath } from './common';
import { plainWords as plain } from './page-words';

/**
 * The pieces the page blocks are built from (pictures, links, points, words). Each carries the pages'
 * plain words as its error, so a refusal names the field as staff know it (page-words.ts).
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
export const uploadedPictureSchema = z.string(plain).refine(isMediaPath, 'A picture is a drawing’s name or an uploaded picture’s /media/ path.');

export const words = (max = 2000) => z.string(plain).max(max, plain);
export const heading = words(200);
export const paragraphs = z.array(words(), plain).max(30, plain);
export const flag = () => z.boolean(plain).optional();
/** A list of at least `min` rows. */
export const rows = <T extends z.ZodType>(item: T, min: number, max: number) => z.array(item, plain).min(min, plain).max(max, plain);

/** A drawing or an uploaded picture, and its text alternative ('' for decoration). */
export const pictureSchema = z.object({ art: z.union([z.enum(pageArtNames, plain), uploadedPictureSchema], plain), alt: words(300) }, plain);
export type PagePicture = z.infer<typeof pictureSchema>;

/** An address on this site: root-relative, no scheme or host (an in-app link); `/\host` and `//host` would lead off the site. */
export const sitePath = z.string(plain).refine(isSitePath, 'An address on this site starts with one / and has no \\, spaces, or . and .. parts.');
/** A plain link (full page load): a site path, https, mailto or tel (never http:, javascript: or another scheme). */
const plainHref = z
  .string(plain)
  .refine(
    (href) => isSitePath(href) || /^(https:\/\/[^\s\\]+|mailto:[^\s]+|tel:[^\s]+)$/.test(href),
    'A link is an address on this site (starting with one /), or an https:, mailto: or tel: link.',
  );

/** A link as the shell's content has it: `to` navigates in the app, `href` is a plain link. */
export const contentLinkSchema = z.union(
  [z.strictObject({ label: heading, to: sitePath }, plain), z.strictObject({ label: heading, href: plainHref }, plain)],
  plain,
);
export type PageContentLink = z.infer<typeof contentLinkSchema>;

export const pointSchema = z.strictObject({ title: heading, text: words() }, plain);
export const questionAnswerSchema = z.strictObject({ question: words(300), answer: words() }, plain);
export type PagePoint = z.infer<typeof pointSchema>;
export type PageQuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** The section backgrounds the shell has (sections/section: Tone). */
export const sectionToneSchema = z.enum(['light', 'white', 'grey', 'navy'], plain);
export const serviceAreaSchema = z.enum(['property', 'corporate', 'non-corporate'], plain) satisfies z.ZodType<ServiceArea>;
/** "area/slug" of a service page, e.g. 'property/rates'. */
export const serviceRefSchema = z.string(plain).regex(/^(property|corporate|non-corporate)\/[a-z0-9]+(-[a-z0-9]+)*$/, 'A service is named area/slug.');

/** The shell's ContentBlock: title, subtitle, paragraphs, pictures, the Enquire Now button, points, Q&A, links. */
export const contentFields = {
  title: heading,
  subtitle: heading.optional(),
  text: paragraphs,
  image: pictureSchema.optional(),
  mobileImage: pictureSchema.optional(),
  button: flag(),
  links: z.array(contentLinkSchema, plain).max(10, plain).optional(),
};

export const list = <T extends z.ZodType>(item: T) => z.array(item, plain);
export const obj = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape, plain);
/** A block: its `type` and its fields, nothing else. */
export const block = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.strictObject({ type: z.literal(type, plain), ...shape }, plain);
