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

/**
 * Whether the deployed shell has a page prerendered at `relative` (`shell/<path>/index.html`), remembered
 * per deployed shell (`shellVersion`: its index.html's modification time): every page request asks, and a
 * file appears or goes only with a deploy, which changes that time.
 */
export function prerenderedPages(root: string) {
  let known: { version: number | undefined; files: Map<string, boolean> } = { version: undefined, files: new Map() };
  return async (relative: string, shellVersion: number | undefined): Promise<boolean> => {
    if (known.version !== shellVersion) known = { version: shellVersion, files: new Map() };
    let found = known.files.get(relative);
    if (found === undefined) {
      found = await isFile(root, relative);
      // Bounded: invented paths are not pages (they are answered 404 before this), but a deploy's pages are few.
      if (known.files.size >= 2000) known.files.clear();
      known.files.set(relative, found);
    }
    return found;
  };
}
