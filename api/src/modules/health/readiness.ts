import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import { migrations } from '../../../migrations';
import { runChecks, type HealthCheck } from './checks';

export const livePath = '/livez';
export const readyPath = '/readyz';

/**
 * Why an instance cannot serve: the failing checks by name (`failing`, the public answer's), and one reason
 * per check for the log (`reasons`: a tool's own error may name a host and port, so it never leaves the log).
 */
export interface Readiness {
  ready: boolean;
  failing: string[];
  reasons: string[];
}

/**
 * What a load balancer asks before sending this instance traffic: the database answers, every migration
 * this build knows has run (a new build beside an old schema would fail its queries), something is released
 * (without it the shell loads no remote), and this instance holds every released version's files, checked. Redis, mail and DNS are left out: the site serves
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
    // A stopping instance is out at once (shutdown.ts): the balancer moves away while it still answers.
    if (app.drain.draining) return { ready: false, failing: ['draining'], reasons: ['draining: this instance is stopping'] };
    // When this instance serves the site: something is released, and it can draw every released version.
    const site = app.healthChecks.filter((check) => check.name === 'registry' || check.name === 'remotes');
    const report = await runChecks([...checks, ...site]);
    // An unreachable database makes the migrations and the release state unreadable too: one failing check.
    const databaseDown = report.checks.database.status === 'down';
    const down = Object.entries(report.checks).filter(([name, result]) => result.status === 'down' && !(databaseDown && name !== 'database'));
    return {
      ready: down.length === 0,
      failing: down.map(([name]) => name),
      reasons: down.map(([name, result]) => `${name}: ${typeof result.reason === 'string' ? result.reason : 'unreachable'}`),
    };
  };
}
