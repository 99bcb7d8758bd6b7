import sharp from 'sharp';
import { articleMediaPrefix, type Article, type ArticlePictureSource } from '@tenants/shared/model';
import { mediaPath, parseMediaRequest, readMedia } from './media';
import type { MediaDirs } from './media-plugin';

/**
 * The responsive versions of an uploaded picture: each width in AVIF and WebP, named
 * `<slug>-<hash>-<width>.<ext>` (the hash is the uploaded bytes'), so one upload's files sit side by side
 * and the article's picture (the widest WebP) names them all. A picture narrower than 1600 px gets the
 * widths below its own and its own width: nothing is ever upscaled.
 */
export const responsiveWidths = [480, 960, 1600] as const;
export const largestWidth = responsiveWidths[responsiveWidths.length - 1];
export const variantFormats = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;

/** The widths written for a picture `width` pixels wide (at most `largestWidth`). */
export const widthsFor = (width: number) => [...responsiveWidths.filter((w) => w < width), Math.min(width, largestWidth)];

export const variantName = (stem: string, width: number, ext: string) => `${stem}-${width}.${ext}`;

/** `shop-front-1a2b3c4d-960.webp` → its stem (`shop-front-1a2b3c4d`) and width; undefined for any other name. */
const variantPattern = /^([a-z0-9][a-z0-9-]*-[0-9a-f]{8})-(\d{1,5})\.webp$/;

// Width and height of the widest WebP, read once per file version (its header only).
const sizes = new Map<string, { width: number; height: number }>();

/**
 * What the article page needs to serve an uploaded picture with srcset: its size and, per format, the
 * widths present in the upload folder (each with its content hash, so browsers keep it for a year).
 * Undefined for a picture that is not an upload's WebP (an imported SVG or PNG keeps its single `path`).
 */
export async function pictureVariants(dirs: MediaDirs, picturePath: string): Promise<Pick<Article['Media'], 'width' | 'height' | 'sources'> | undefined> {
  if (!picturePath.startsWith(articleMediaPrefix)) return undefined;
  const name = parseMediaRequest(picturePath.slice(articleMediaPrefix.length))?.name;
  const match = name && variantPattern.exec(name);
  if (!match) return undefined;
  const [, stem, widest] = match;
  const largest = await readMedia(dirs.uploadDir, name);
  if (!largest) return undefined;
  const sizeKey = `${name}:${largest.hash}`;
  let size = sizes.get(sizeKey);
  if (!size) {
    const metadata = await sharp(largest.bytes).metadata();
    if (!metadata.width || !metadata.height) return undefined;
    size = { width: metadata.width, height: metadata.height };
    sizes.set(sizeKey, size);
  }
  const sources: ArticlePictureSource[] = [];
  for (const format of variantFormats) {
    const entries: string[] = [];
    for (const width of widthsFor(Number(widest))) {
      const file = variantName(stem, width, format.ext);
      const media = await readMedia(dirs.uploadDir, file);
      if (media) entries.push(`${mediaPath(file, media.hash)} ${width}w`);
    }
    if (entries.length) sources.push({ type: format.type, srcset: entries.join(', ') });
  }
  return { ...size, sources };
}

/** An article with its picture's responsive versions, when it has them. */
export async function withPictureVariants<T extends Pick<Article, 'Media'>>(dirs: MediaDirs, article: T): Promise<T> {
  const variants = await pictureVariants(dirs, article.Media.path);
  return variants ? { ...article, Media: { ...article.Media, ...variants } } : article;
}
