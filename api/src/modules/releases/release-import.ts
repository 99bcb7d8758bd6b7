import type { Kysely } from 'kysely';
import { readCanaries, readHistory, readRegistry, versionOfEntry, versionsOf } from '@tenants/release-registry';
import type { Database } from '../../db/tables';
import { addVersion, recordRelease, stateSeq, validVersionName, type ReleaseAction } from './release-state';

const actions = new Set<ReleaseAction>(['release', 'canary', 'promote', 'rollback', 'auto-rollback']);

/**
 * Once, into a database with no release state yet: a deploy folder's state from before decision 0019 (its
 * remotes.json, canaries.json, releases.jsonl and version folders), so an upgrade keeps every release and its
 * history. A folder with none of it imports nothing and is looked at again by the next process. Two instances
 * starting at once on PostgreSQL: the second's rows collide with the first's keys and it stops.
 */
export async function importDeployFolder(db: Kysely<Database>, deployDir: string): Promise<boolean> {
  const [seq, anyStable] = await Promise.all([stateSeq(db), db.selectFrom('release_registry').select('remote').limit(1).executeTakeFirst()]);
  if (seq > 0 || anyStable) return false;
  const registry = readRegistry(deployDir);
  const canaries = readCanaries(deployDir);
  const lines = readHistory(deployDir);
  const remotes = Object.keys(registry).filter((name) => versionOfEntry(registry[name]) !== undefined);
  if (!remotes.length && !lines.length) return false;
  try {
    const work = async (trx: Kysely<Database>) => {
      for (const remote of new Set([...remotes, ...Object.keys(canaries)])) {
        for (const version of versionsOf(deployDir, remote).filter(validVersionName)) await addVersion(trx, remote, version, new Date(0).toISOString());
      }
      for (const line of lines) {
        if (typeof line.remote !== 'string' || !actions.has(line.action) || typeof line.at !== 'string') continue;
        await recordRelease(trx, { ...line, actor: String(line.actor ?? 'cli') });
      }
      const at = new Date().toISOString();
      for (const remote of remotes) {
        await trx
          .insertInto('release_registry')
          .values({ remote, version: versionOfEntry(registry[remote])!, updated_at: at })
          .execute();
      }
      for (const [remote, canary] of Object.entries(canaries)) {
        const version = versionOfEntry(canary.entry);
        if (!version || !remotes.includes(remote)) continue;
        await trx
          .insertInto('release_canaries')
          .values({ remote, version, percent: canary.percent, started_at: canary.startedAt ?? at })
          .execute();
      }
      // The row that says where the state came from, and that it is here now (no second import).
      await recordRelease(trx, { actor: 'import', remote: '', action: 'import', reason: `imported from ${deployDir}` });
    };
    // In the caller's transaction when there is one (an erasure imports before it forgets the person).
    await (db.isTransaction ? work(db) : db.transaction().execute(work));
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? '');
    if (code === '23505' || code.startsWith('SQLITE_CONSTRAINT')) return false;
    throw error;
  }
  return true;
}

const imported = new WeakMap<object, Promise<unknown>>();

/** The import, once per database handle in this process; readers of the state await it first. */
export function releaseStateReady(db: Kysely<Database>, deployDir: string): Promise<unknown> {
  let done = imported.get(db);
  if (!done) {
    done = importDeployFolder(db, deployDir).catch((error: unknown) => {
      imported.delete(db);
      throw error;
    });
    imported.set(db, done);
  }
  return done;
}
