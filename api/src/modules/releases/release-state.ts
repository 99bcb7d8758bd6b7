import type { Kysely, Transaction } from 'kysely';
import type { ReleaseLine } from '@tenants/release-registry';
import type { Database } from '../../db/tables';

/**
 * The release state in the database (decision 0019): each remote's stable version, the running canaries, the
 * versions the release store holds and the history of every change. The release CLI (`node api/dist/cli.js
 * release ...`, which the scripts call), the releases page and the canary watch change it, each change one
 * transaction that also writes its history row; the site servers read it (deployed-registry.ts), looking at
 * the newest history row's `seq` to know whether anything changed.
 */

export type ReleaseAction = 'release' | 'canary' | 'promote' | 'rollback' | 'auto-rollback' | 'import';

/** A history row: a line of the old releases.jsonl, with its place in the order (`seq`). */
export type ReleaseRecord = Omit<ReleaseLine, 'action'> & { seq: number; action: ReleaseAction };

export interface RunningCanary {
  version: string;
  percent: number;
  startedAt: string;
}

export interface ReleaseState {
  /** The newest history row's: what changes whenever the state does (0 before the first release). */
  seq: number;
  /** Remote → its stable version. */
  stable: Record<string, string>;
  canaries: Record<string, RunningCanary>;
}

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** `/remotes/<name>/<version>/mf-manifest.json`: how a page and the shell name a version. */
export const manifestUrl = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

/** A version's name as the store's folders and keys are named: no path, nothing hidden. */
export const validVersionName = (version: string) => /^[\w][\w.-]{0,199}$/.test(version);

const isConflict = (error: unknown) => {
  const code = String((error as { code?: unknown }).code ?? '');
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT');
};

/**
 * Runs `work` in a transaction (or in the caller's). Two writers at once on PostgreSQL may both take the same
 * next `seq`: the second is refused by the key and runs again on the state the first left.
 */
async function changing<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Trx);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= 5 || !isConflict(error)) throw error;
    }
  }
}

/** The newest history row's `seq` (0 when there is none). */
export async function stateSeq(db: Db): Promise<number> {
  const row = await db
    .selectFrom('release_history')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** Adds a history row: `{ actor, remote, action, version, ... }` at `at` (now by default). */
export async function recordRelease(db: Db, entry: Omit<ReleaseRecord, 'seq' | 'at'> & { at?: string }): Promise<void> {
  await changing(db, async (trx) => {
    const seq = (await stateSeq(trx)) + 1;
    await trx
      .insertInto('release_history')
      .values({
        seq,
        at: entry.at ?? new Date().toISOString(),
        actor: entry.actor,
        remote: entry.remote,
        action: entry.action,
        version: entry.version ?? null,
        from_version: entry.from ?? null,
        stable: entry.stable ?? null,
        percent: entry.percent ?? null,
        reason: entry.reason ?? null,
        figures: entry.figures ? JSON.stringify(entry.figures) : null,
      })
      .execute();
  });
}

/** The stable versions and running canaries, with the `seq` they were read at (one snapshot). */
export async function readReleaseState(db: Db): Promise<ReleaseState> {
  const read = async (trx: Db) => {
    const [seq, stable, canaries] = await Promise.all([
      stateSeq(trx),
      trx.selectFrom('release_registry').select(['remote', 'version']).execute(),
      trx.selectFrom('release_canaries').select(['remote', 'version', 'percent', 'started_at']).execute(),
    ]);
    return {
      seq,
      stable: Object.fromEntries(stable.map((r) => [r.remote, r.version])),
      canaries: Object.fromEntries(canaries.map((c) => [c.remote, { version: c.version, percent: Number(c.percent), startedAt: c.started_at }])),
    };
  };
  return db.isTransaction ? read(db) : db.transaction().execute(read);
}

/** The running canary of `remote`, if any. */
export async function canaryOf(db: Db, remote: string): Promise<RunningCanary | undefined> {
  const row = await db.selectFrom('release_canaries').select(['version', 'percent', 'started_at']).where('remote', '=', remote).executeTakeFirst();
  return row ? { version: row.version, percent: Number(row.percent), startedAt: row.started_at } : undefined;
}

/** The stable version of `remote`, if it was ever released. */
export async function stableOf(db: Db, remote: string): Promise<string | undefined> {
  const row = await db.selectFrom('release_registry').select('version').where('remote', '=', remote).executeTakeFirst();
  return row?.version;
}

/** The versions of a remote the release store holds, oldest first. */
export async function versionsOf(db: Db, remote: string): Promise<string[]> {
  const rows = await db.selectFrom('release_versions').select('version').where('remote', '=', remote).orderBy('deployed_at').orderBy('version').execute();
  return rows.map((r) => r.version);
}

/** Records that the store now holds `version` of `remote` (a second deploy of the same build changes nothing). */
export async function addVersion(db: Db, remote: string, version: string, at = new Date().toISOString()): Promise<void> {
  if (!validVersionName(version)) throw new Error(`${version} is not a version name`);
  await db
    .insertInto('release_versions')
    .values({ remote, version, deployed_at: at })
    .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
    .execute();
}

async function assertDeployed(db: Db, remote: string, version: string) {
  const row = await db.selectFrom('release_versions').select('version').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
  if (!row) {
    const deployed = await versionsOf(db, remote);
    throw new Error(`${remote} has no deployed version ${version}; deployed: ${deployed.join(', ') || 'none'}`);
  }
}

interface ActorOptions {
  actor?: string;
}

/** Points the remote's stable version at `version` (a release or a rollback) and records it. */
export async function pointStable(
  db: Db,
  remote: string,
  version: string,
  { actor = 'cli', action = 'release', reason }: ActorOptions & { action?: ReleaseAction; reason?: string } = {},
): Promise<void> {
  await changing(db, async (trx) => {
    await assertDeployed(trx, remote, version);
    const from = await stableOf(trx, remote);
    const at = new Date().toISOString();
    await trx
      .insertInto('release_registry')
      .values({ remote, version, updated_at: at })
      .onConflict((oc) => oc.column('remote').doUpdateSet({ version, updated_at: at }))
      .execute();
    await recordRelease(trx, { actor, remote, action, version, ...(from && from !== version ? { from } : {}), ...(reason ? { reason } : {}) });
  });
}

/** Puts `version` beside the stable one for `percent` % of page loads (1–100), replacing a running canary. */
export async function startCanary(db: Db, remote: string, version: string, percent: number, { actor = 'cli' }: ActorOptions = {}): Promise<void> {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new Error('--canary takes a whole percentage from 1 to 100');
  await changing(db, async (trx) => {
    await assertDeployed(trx, remote, version);
    const stable = await stableOf(trx, remote);
    if (!stable) throw new Error(`${remote} has no stable version to put a canary beside: release it first`);
    if (stable === version) throw new Error(`${version} is already ${remote}'s stable version`);
    const startedAt = new Date().toISOString();
    await trx
      .insertInto('release_canaries')
      .values({ remote, version, percent, started_at: startedAt })
      .onConflict((oc) => oc.column('remote').doUpdateSet({ version, percent, started_at: startedAt }))
      .execute();
    await recordRelease(trx, { actor, remote, action: 'canary', version, percent, stable });
  });
}

/**
 * Ends `remote`'s canary (only `version`'s, when given: a watch that judged one canary never ends the next):
 * every page load gets the stable version. Gives the canary that ended, or undefined when none did, so of two
 * callers at once exactly one records it.
 */
export async function endCanary(
  db: Db,
  remote: string,
  {
    actor = 'cli',
    action = 'rollback',
    reason,
    figures,
    version: only,
  }: ActorOptions & { action?: ReleaseAction; reason?: string; figures?: Record<string, number | null>; version?: string } = {},
): Promise<RunningCanary | undefined> {
  return changing(db, async (trx) => {
    const canary = await canaryOf(trx, remote);
    if (!canary || (only !== undefined && canary.version !== only)) return undefined;
    const deleted = await trx.deleteFrom('release_canaries').where('remote', '=', remote).where('version', '=', canary.version).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return undefined;
    await recordRelease(trx, { actor, remote, action, version: canary.version, ...(reason ? { reason } : {}), ...(figures ? { figures } : {}) });
    return canary;
  });
}

/** Makes the running canary of `remote` its stable version for every page load; gives the version. */
export async function promoteCanary(db: Db, remote: string, { actor = 'cli' }: ActorOptions = {}): Promise<string> {
  return changing(db, async (trx) => {
    const canary = await canaryOf(trx, remote);
    if (!canary) throw new Error(`${remote} has no canary to promote`);
    await trx.deleteFrom('release_canaries').where('remote', '=', remote).execute();
    await pointStable(trx, remote, canary.version, { actor, action: 'promote' });
    return canary.version;
  });
}

/**
 * Points the remote's stable version at a deployed version (a release, or a rollback to an earlier one). A
 * canary of that remote ends first: a rollback means "back to what is known to work", for every page load.
 */
export async function pointRemote(
  db: Db,
  remote: string,
  version: string,
  { actor = 'cli', action = 'release' }: ActorOptions & { action?: 'release' | 'rollback' } = {},
): Promise<void> {
  await changing(db, async (trx) => {
    await assertDeployed(trx, remote, version);
    await endCanary(trx, remote, { actor, reason: `${action} to ${version}` });
    await pointStable(trx, remote, version, { actor, action });
  });
}

const recordOf = (row: Awaited<ReturnType<typeof historyRows>>[number]): ReleaseRecord => ({
  seq: Number(row.seq),
  at: row.at,
  actor: row.actor,
  remote: row.remote,
  action: row.action as ReleaseAction,
  ...(row.version !== null ? { version: row.version } : {}),
  ...(row.from_version !== null ? { from: row.from_version } : {}),
  ...(row.stable !== null ? { stable: row.stable } : {}),
  ...(row.percent !== null ? { percent: Number(row.percent) } : {}),
  ...(row.reason !== null ? { reason: row.reason } : {}),
  ...(row.figures !== null ? { figures: JSON.parse(row.figures) as Record<string, number | null> } : {}),
});

function historyRows(db: Db, remote: string | undefined, limit: number | undefined) {
  let query = db.selectFrom('release_history').selectAll().orderBy('seq', 'desc');
  if (remote !== undefined) query = query.where('remote', '=', remote);
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** The history, newest first (optionally one remote's, and the newest `limit` rows). */
export async function readHistory(db: Db, { remote, limit }: { remote?: string; limit?: number } = {}): Promise<ReleaseRecord[]> {
  return (await historyRows(db, remote, limit)).map(recordOf);
}

/**
 * Erasure of a person (UK GDPR), in the caller's transaction: every history row they acted in names
 * `pseudonym` instead of their e-mail. Gives how many rows changed.
 */
export async function forgetReleaseActor(db: Db, email: string, pseudonym: string): Promise<number> {
  const wanted = email.trim().toLowerCase();
  const rows = await db.selectFrom('release_history').select(['seq', 'actor']).where('actor', 'like', '%@%').execute();
  const mine = rows.filter((r) => r.actor.trim().toLowerCase() === wanted).map((r) => r.seq);
  if (!mine.length) return 0;
  const updated = await db.updateTable('release_history').set({ actor: pseudonym }).where('seq', 'in', mine).executeTakeFirst();
  return Number(updated.numUpdatedRows);
}
