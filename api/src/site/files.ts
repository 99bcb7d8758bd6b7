import { stat } from 'node:fs/promises';
import path from 'node:path';

export const cacheControl = {
  /** Hashed or versioned: the content never changes under this URL. */
  immutable: 'public, max-age=31536000, immutable',
  /** Entry points and the registry: revalidate on every load so a deploy shows at once. */
  revalidate: 'no-cache',
} as const;

/** A webpack content hash in the name (`439.8e3a7dea.js`, `main.0a1b2c3d.css.map`). */
export const isHashedAsset = (fileName: string) => /.\.[0-9a-f]{8}(\.[a-z0-9]+)+$/.test(fileName);

/**
 * The URL path as safe path segments, or undefined when it could leave the deploy folder or reach a
 * hidden file: `..`, `.`, dot-files, encoded slashes or backslashes, NUL bytes and bad escapes.
 */
export function safeSegments(urlPath: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment.startsWith('.') || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

/** True when `root/relative` is a regular file (never a directory: folders are not listed or indexed). */
export async function isFile(root: string, relative: string): Promise<boolean> {
  const full = path.resolve(root, relative);
  if (!full.startsWith(path.resolve(root) + path.sep)) return false;
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}
