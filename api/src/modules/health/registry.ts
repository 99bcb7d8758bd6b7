import type { Kysely } from 'kysely';
import type { ReleaseStore } from '@tenants/release-registry/release-store';
import type { Database } from '../../db/tables';
import { releaseStateReady } from '../releases/release-import';
import { readReleaseState } from '../releases/release-state';
import { releaseIntact } from '../../site/server-build-check';
import type { CheckResult, HealthCheck } from './checks';

/**
 * The remotes the site draws with: each one's stable version in the release state, which every instance
 * reads from the database (release deploy writes it). `down` while no remote is released, since the shell
 * then loads none. The deploy folder's state from before the database is imported first, so a fresh database
 * is ready from the start rather than at the watch's next look.
 */
export async function registryCheck(db: Kysely<Database>, deployDir: string): Promise<CheckResult> {
  await releaseStateReady(db, deployDir);
  const { stable } = await readReleaseState(db);
  if (!Object.keys(stable).length) return { status: 'down', reason: 'no remote is released: deploy the remotes' };
  return { status: 'up', remotes: stable };
}

/**
 * Whether this instance can draw every released version (stable and canary): its folder is here, or fetched
 * from the bucket now, and still holds the release it is named for. Without it every page of that remote says
 * "This part of the site is unavailable" while the load balancer sends visitors here. A folder checked whole
 * is not hashed again (a version folder never changes); a missing or damaged one is looked at each time.
 */
export function remotesCheck(db: Kysely<Database>, deployDir: string, store: ReleaseStore): HealthCheck {
  const intact = new Set<string>();
  return {
    name: 'remotes',
    critical: false,
    async run() {
      await releaseStateReady(db, deployDir);
      const { stable, canaries } = await readReleaseState(db);
      const wanted = [...Object.entries(stable), ...Object.entries(canaries).map(([remote, canary]) => [remote, canary.version] as const)];
      const failing: string[] = [];
      for (const [remote, version] of wanted) {
        const folder = await store.local(remote, version).catch(() => undefined);
        if (!folder) failing.push(`${remote} ${version}: its files are not in the release store`);
        else if (!intact.has(folder) && !releaseIntact(folder)) failing.push(`${remote} ${version}: its folder does not hold the release it is named for`);
        else intact.add(folder);
      }
      return failing.length ? { status: 'down', reason: failing.join('; ') } : { status: 'up', versions: wanted.length };
    },
  };
}
