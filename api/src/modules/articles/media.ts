import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { articleMediaPrefix } from '@tenants/shared/model';
import { findRepoRoot } from '../../config';

/** The articles' content lives beside the guides' (api/content/(articles,media,guides): docs/product/news.md). */
export const articlesContentDir = path.join(findRepoRoot(), 'api', 'content', 'articles');
export const articleMediaDir = path.join(findRepoRoot(), 'api', 'content', 'media', 'articles');

export const mediaTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** A picture's file name: letters, digits and dashes, then a known extension (no path can sneak in). */
const plainName = /^[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp|avif)$/i;
/** `rent-review.1a2b3c4d.svg`: the plain name with the first 8 hex digits of its SHA-256 before the extension. */
const hashedName = /^([a-z0-9][a-z0-9-]*)\.([0-9a-f]{8})\.(svg|png|jpe?g|webp|avif)$/i;

export const isMediaName = (name: string) => plainName.test(name);

export interface MediaFile {
  bytes: Buffer;
  hash: string;
  type: string;
}

// Hashing on every request would read the file twice; the cache is keyed by size and mtime, so a picture
// replaced while the server runs is hashed again.
const cache = new Map<string, { key: string; file: MediaFile }>();

/** The picture `name` in `dir` with its content hash, or undefined when there is no such file. */
export async function readMedia(dir: string, name: string): Promise<MediaFile | undefined> {
  if (!isMediaName(name)) return undefined;
  const full = path.join(dir, name);
  let key: string;
  try {
    const info = await stat(full);
    if (!info.isFile()) return undefined;
    key = `${info.size}:${info.mtimeMs}`;
  } catch {
    return undefined;
  }
  const hit = cache.get(full);
  if (hit?.key === key) return hit.file;
  const bytes = await readFile(full);
  const file = { bytes, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 8), type: mediaTypes[path.extname(name).toLowerCase()] };
  cache.set(full, { key, file });
  return file;
}

/** The URL path of a picture, its content hash in the name so browsers and CDNs may keep it for ever. */
export const mediaPath = (name: string, hash: string) => {
  const ext = path.extname(name);
  return `${articleMediaPrefix}${name.slice(0, -ext.length)}.${hash}${ext}`;
};

/** The file a requested name stands for, and the hash it asked for (if any). */
export function parseMediaRequest(requested: string): { name: string; hash?: string } | undefined {
  const hashed = hashedName.exec(requested);
  if (hashed) return { name: `${hashed[1]}.${hashed[3]}`, hash: hashed[2].toLowerCase() };
  return isMediaName(requested) ? { name: requested } : undefined;
}
