import { existsSync } from 'node:fs';
import path from 'node:path';
import { blank } from './config/parse';

/**
 * The repository root, found by walking up to pnpm-workspace.yaml: the same code runs as TypeScript from
 * api/src (tests) and bundled from api/dist, so a fixed number of `..` would be fragile.
 */
export function findRepoRoot(start: string = __dirname): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(__dirname, '..', '..');
  }
}

/** A setting's path resolved from the repository root, or the fallback's when unset. */
export const fromRoot = (value: string | undefined, fallback: string) => path.resolve(findRepoRoot(), blank(value) ? fallback : value!);
