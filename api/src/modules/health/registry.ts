import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { readReleaseState } from '../releases/release-state';
import type { CheckResult } from './checks';

/**
 * The remotes the site draws with: each one's stable version in the release state, which every instance
 * reads from the database (release deploy writes it). `down` while no remote is released, since the shell
 * then loads none.
 */
export async function registryCheck(db: Kysely<Database>): Promise<CheckResult> {
  const { stable } = await readReleaseState(db);
  if (!Object.keys(stable).length) return { status: 'down', reason: 'no remote is released: deploy the remotes' };
  return { status: 'up', remotes: stable };
}
