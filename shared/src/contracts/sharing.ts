import './zod-setup';
import { z } from 'zod';
import { isMediaPath } from './common';

/**
 * What a page or an article shows when it is found or shared: its own description and social picture, each
 * optional. Left empty, the site takes them from the text (the start of the introduction, the hero's
 * picture), so staff need not write them; written, they replace those in `<meta name="description">`,
 * Open Graph and Twitter tags. One shape for pages and articles, so the desks and the site server share it.
 */
export const sharingMessages = {
  descriptionTooLong: 'The description must be 300 characters or fewer.',
  descriptionInvalid: 'The description must be plain text.',
  pictureInvalid: 'The social picture must be an uploaded picture (its /media/ path): a drawing cannot be shown in a link preview.',
  altTooLong: 'The social picture’s description must be 300 characters or fewer.',
  altInvalid: 'The social picture’s description must be plain text.',
} as const;

/** Search engines show about 160 characters; 300 leaves room for a networks' longer previews. */
export const sharingDescriptionMax = 300;

export const sharingDescriptionSchema = z
  .string({ error: sharingMessages.descriptionInvalid })
  .trim()
  .max(sharingDescriptionMax, sharingMessages.descriptionTooLong);

/** An uploaded picture (a drawing is not an image file a network can fetch) and its text alternative. */
export const socialPictureSchema = z.strictObject(
  {
    path: z.string({ error: sharingMessages.pictureInvalid }).refine(isMediaPath, sharingMessages.pictureInvalid),
    alt: z.string({ error: sharingMessages.altInvalid }).trim().max(300, sharingMessages.altTooLong),
  },
  { error: sharingMessages.pictureInvalid },
);
export type SocialPicture = z.infer<typeof socialPictureSchema>;

/** The two fields as pages and articles carry them (each optional: empty means "from the text"). */
export const sharingFields = {
  description: sharingDescriptionSchema.optional(),
  socialImage: socialPictureSchema.optional(),
};
export interface Sharing {
  description?: string;
  socialImage?: SocialPicture;
}

/**
 * A page's (or an article's) own description and social picture as stored: one JSON text, null when
 * neither is set, so a row without them reads as "from the text" and two equal states compare equal.
 */
export function sharingText(sharing: Sharing | undefined): string | null {
  const kept: Sharing = {
    ...(sharing?.description ? { description: sharing.description } : {}),
    ...(sharing?.socialImage ? { socialImage: sharing.socialImage } : {}),
  };
  return Object.keys(kept).length ? JSON.stringify(kept) : null;
}

/** The stored JSON as the fields (none when null or unreadable). */
export function sharingOf(text: string | null | undefined): Sharing {
  if (!text) return {};
  try {
    const { description, socialImage } = JSON.parse(text) as Sharing;
    return { ...(description ? { description } : {}), ...(socialImage ? { socialImage } : {}) };
  } catch {
    return {};
  }
}

/**
 * The draft's sharing after a save: a field sent replaces the stored one ('' and null clear it), a field
 * not sent stays (an autosave sends what changed).
 */
export function mergedSharing(stored: string | null, input: { description?: string; socialImage?: SocialPicture | null }): string | null {
  const current = sharingOf(stored);
  return sharingText({
    description: input.description !== undefined ? input.description : current.description,
    socialImage: input.socialImage !== undefined ? (input.socialImage ?? undefined) : current.socialImage,
  });
}

/** About what search engines show of a description. */
export const defaultDescriptionLength = 160;

/**
 * A description made from the text when staff wrote none: its tags and runs of spaces dropped, cut at a
 * word within `max` characters, with "…" when cut.
 */
export function descriptionFromText(text: string, max = defaultDescriptionLength): string {
  const plainText = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plainText.length <= max) return plainText;
  const cut = plainText.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
