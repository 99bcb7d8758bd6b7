import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckResult } from './checks';

/**
 * The remotes' registry the site serves (DEPLOY_DIR/remotes.json): `down` when it is missing or unreadable,
 * since the shell then loads no remote. The names and versions say which release each remote is on.
 */
export async function registryCheck(deployDir: string): Promise<CheckResult> {
  let registry: unknown;
  try {
    registry = JSON.parse(await readFile(path.join(deployDir, 'remotes.json'), 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'remotes.json is missing: deploy the remotes' : 'remotes.json is not readable JSON';
    return { status: 'down', reason };
  }
  if (!registry || typeof registry !== 'object' || Array.isArray(registry)) return { status: 'down', reason: 'remotes.json is not an object' };
  // /remotes/<name>/<version>/mf-manifest.json → the version folder.
  const remotes = Object.fromEntries(
    Object.entries(registry as Record<string, unknown>).map(([name, url]) => [
      name,
      typeof url === 'string' ? (/\/remotes\/[^/]+\/([^/]+)\//.exec(url)?.[1] ?? url) : 'unknown',
    ]),
  );
  return { status: Object.keys(remotes).length ? 'up' : 'down', remotes };
}
