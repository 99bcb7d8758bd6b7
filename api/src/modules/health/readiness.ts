import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import { migrations } from '../../../migrations';
import { runChecks, type HealthCheck } from './checks';

export const livePath = '/livez';
export const readyPath = '/readyz';

/** Why an instance cannot serve, one short reason per dependency (no address, no credential). */
export interface Readiness {
  ready: boolean;
  reasons: string[];
}

/**
 * What a load balancer asks before sending this instance traffic: the database answers, every migration
 * this build knows has run (a new build beside an old schema would fail its queries), and the release
 * registry reads (without it the shell loads no remote). Redis, mail and DNS are left out: the site serves
 * without them, and taking every instance out of the pool because Redis is away would make a blip an outage.
 */
export function readinessOf(app: FastifyInstance): () => Promise<Readiness> {
  const migrator = new Migrator({
    db: app.database.db,
    provider: { getMigrations: async () => migrations },
    ...(app.database.schema ? { migrationTableSchema: app.database.schema } : {}),
  });
  // Migrations never un-run: once all have, they are not asked about again.
  let migrated = false;
  const checks: HealthCheck[] = [
    {
      name: 'database',
      critical: true,
      async run() {
        await sql`select 1`.execute(app.database.db);
        return { status: 'up' };
      },
    },
    {
      name: 'migrations',
      critical: true,
      async run() {
        if (migrated) return { status: 'up' };
        const pending = (await migrator.getMigrations()).filter((migration) => !migration.executedAt).length;
        migrated = pending === 0;
        return migrated ? { status: 'up' } : { status: 'down', reason: `${pending} migration(s) not run: run \`node api/dist/cli.js migrate\`` };
      },
    },
  ];
  return async () => {
    // The registry's check when this instance serves the site (health's, read as a load balancer would).
    const registry = app.healthChecks.find((check) => check.name === 'registry');
    const report = await runChecks(registry ? [...checks, registry] : checks);
    // The database's own error names hosts and ports: the answer is public, so only that it is away.
    const reasons = Object.entries(report.checks)
      .filter(([, result]) => result.status === 'down')
      .map(([name, result]) => `${name}: ${name !== 'database' && typeof result.reason === 'string' ? result.reason : 'unreachable'}`);
    // An unreachable database makes the migrations unreadable too: one reason, not two.
    if (report.checks.database.status === 'down') return { ready: false, reasons: reasons.filter((reason) => !reason.startsWith('migrations:')) };
    return { ready: reasons.length === 0, reasons };
  };
}
