import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { articleMediaPrefix } from '@tenants/shared/model';
import { findRepoRoot } from '../../repo-root';

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

/** A picture by name from the first folder that has it (the upload folder, then the content folder). */
export async function findMedia(dirs: { uploadDir: string; contentDir: string }, name: string): Promise<MediaFile | undefined> {
  return (await readMedia(dirs.uploadDir, name)) ?? (dirs.contentDir === dirs.uploadDir ? undefined : readMedia(dirs.contentDir, name));
}

const startsWith = (bytes: Buffer, signature: number[], at = 0) => bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Whether the bytes are the type they claim to be, by their magic numbers: the Content-Type is the
 * sender's word, and a browser that sniffs could take a mislabelled file for something else.
 */
export function bytesMatchType(bytes: Buffer, type: string): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'image/avif': {
      // An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF.
      if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
      const size = bytes.readUInt32BE(0);
      if (size < 16 || size > bytes.length || size > 4096) return false;
      for (let at = 8; at + 4 <= size; at += 4) {
        if (at === 12) continue; // the minor version, not a brand
        const brand = bytes.toString('latin1', at, at + 4);
        if (brand === 'avif' || brand === 'avis') return true;
      }
      return false;
    }
    default:
      return false;
  }
}

/** A file name's stem made safe: lower-case letters, digits and single dashes, at most 60 characters. */
export function mediaSlug(fileName: string | undefined): string {
  const stem = (fileName ?? '').replace(/\.[^.]*$/, '');
  const slug = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'picture';
}
