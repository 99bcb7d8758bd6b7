import type { Kysely } from 'kysely';
import type { Database, TelemetryCountTable, TelemetryVitalTable } from '../../db/tables';

/** Counts to add to a row of telemetry_counts (its key and the number to add). */
export type CountDelta = TelemetryCountTable;
/** Counts to add to one bucket of a vital's histogram. */
export type VitalDelta = TelemetryVitalTable;
export interface ErrorDelta {
  remote: string;
  version: string;
  fingerprint: string;
  message: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
}

/** A network (hashed) that reported a page load with an error of a remote version, and when it last did. */
export interface ErrorNetworkDelta {
  remote: string;
  version: string;
  network: string;
  lastSeen: string;
}

/** Chunks of rows per statement: SQLite takes at most 32,766 bound values in one. */
const chunk = <T>(rows: T[], size = 500) => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/**
 * Adds the deltas to the stored counts in one transaction: each row is inserted or, when its key is there
 * (another instance, an earlier flush), added to. Both databases take the same upsert.
 */
export async function addTelemetry(
  db: Kysely<Database>,
  { counts, vitals, errors, networks = [] }: { counts: CountDelta[]; vitals: VitalDelta[]; errors: ErrorDelta[]; networks?: ErrorNetworkDelta[] },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const rows of chunk(counts)) {
      await trx
        .insertInto('telemetry_counts')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['minute', 'remote', 'version', 'route', 'kind'])
            .doUpdateSet((eb) => ({ count: eb('telemetry_counts.count', '+', eb.ref('excluded.count')) })),
        )
        .execute();
    }
    for (const rows of chunk(vitals)) {
      await trx
        .insertInto('telemetry_vitals')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['minute', 'remote', 'version', 'name', 'bucket'])
            .doUpdateSet((eb) => ({ count: eb('telemetry_vitals.count', '+', eb.ref('excluded.count')) })),
        )
        .execute();
    }
    for (const rows of chunk(errors)) {
      await trx
        .insertInto('telemetry_errors')
        .values(
          rows.map((e) => ({
            remote: e.remote,
            version: e.version,
            fingerprint: e.fingerprint,
            message: e.message,
            count: e.count,
            first_seen: e.firstSeen,
            last_seen: e.lastSeen,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['remote', 'version', 'fingerprint']).doUpdateSet((eb) => ({
            count: eb('telemetry_errors.count', '+', eb.ref('excluded.count')),
            last_seen: eb.ref('excluded.last_seen'),
          })),
        )
        .execute();
    }
    for (const rows of chunk(networks)) {
      await trx
        .insertInto('telemetry_error_networks')
        .values(rows.map((n) => ({ remote: n.remote, version: n.version, network: n.network, last_seen: n.lastSeen })))
        .onConflict((oc) => oc.columns(['remote', 'version', 'network']).doUpdateSet((eb) => ({ last_seen: eb.ref('excluded.last_seen') })))
        .execute();
    }
  });
}

/** How many distinct networks reported a page load with an error of a remote version since `from` (ISO 8601). */
export async function errorNetworksSince(db: Kysely<Database>, remote: string, version: string, from: string): Promise<number> {
  const row = await db
    .selectFrom('telemetry_error_networks')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('last_seen', '>=', from)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Deletes what is older than `before` (the 30 days kept). */
export async function purgeTelemetry(db: Kysely<Database>, before: Date): Promise<void> {
  const minute = before.toISOString().slice(0, 16);
  // One transaction for the four tables: the hourly purge is background work every instance does.
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('telemetry_counts').where('minute', '<', minute).execute();
    await trx.deleteFrom('telemetry_vitals').where('minute', '<', minute).execute();
    await trx.deleteFrom('telemetry_errors').where('last_seen', '<', before.toISOString()).execute();
    await trx.deleteFrom('telemetry_error_networks').where('last_seen', '<', before.toISOString()).execute();
  });
}

/** Counts by kind for one remote version since `from` (a minute), over every route. */
export async function countsSince(db: Kysely<Database>, remote: string, version: string, from: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('telemetry_counts')
    .select((eb) => ['kind', eb.fn.sum<number | string>('count').as('total')])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('minute', '>=', from)
    .groupBy('kind')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.total)]));
}

/** A vital's histogram for one remote version since `from`. */
export async function vitalSince(
  db: Kysely<Database>,
  remote: string,
  version: string,
  name: string,
  from: string,
): Promise<Array<{ bucket: number; count: number }>> {
  const rows = await db
    .selectFrom('telemetry_vitals')
    .select((eb) => ['bucket', eb.fn.sum<number | string>('count').as('total')])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('name', '=', name)
    .where('minute', '>=', from)
    .groupBy('bucket')
    .execute();
  return rows.map((r) => ({ bucket: Number(r.bucket), count: Number(r.total) }));
}

/** The most frequent errors of a remote (optionally one version), with when they were first and last seen. */
export function topErrors(db: Kysely<Database>, remote: string, limit = 10) {
  return db
    .selectFrom('telemetry_errors')
    .select(['version', 'message', 'count', 'first_seen', 'last_seen'])
    .where('remote', '=', remote)
    .orderBy('count', 'desc')
    .orderBy('last_seen', 'desc')
    .limit(limit)
    .execute();
}
