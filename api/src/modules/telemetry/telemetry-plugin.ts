import type { FastifyInstance } from 'fastify';
import type { ReleaseStore } from '@tenants/release-registry/release-store';
import fp from 'fastify-plugin';
import type { ReleasesConfig, TelemetryConfig } from './telemetry.config';
import { telemetryAggregator, type TelemetryAggregator } from './aggregator';
import { watchCanaries, type RolledBack } from './release-watch';
import { pageLoadIds, type PageLoadIds } from './page-load';
import { releaseLease } from './release-lease';
import type { PageLoadBudget } from './admission';
import { addTelemetry, purgeTelemetry } from './telemetry.repository';
import { releaseStoreOf } from '../releases/release-files';
import { releaseStateReady } from '../releases/release-import';
import { visitorNetworks } from './visitor-network';

declare module 'fastify' {
  interface FastifyInstance {
    /** Browsers' reports summed in memory until the next flush (aggregator.ts). */
    telemetry: TelemetryAggregator & {
      /** Writes what was summed; the flush timer calls it, and a test may. */
      flush(): Promise<void>;
      /** One look at the running canaries (the watch timer calls it, and a test may). */
      watch(): Promise<RolledBack[]>;
      /** Called with every canary the watch rolls back (the audit log and the alert mail hook in here). */
      onRollback: Array<(rolledBack: RolledBack) => Promise<void>>;
      /** The deploy folder (DEPLOY_DIR): where release state from before the database is imported from. */
      deployDir: string;
      /** Where the release files are (the deploy folder or a bucket): the site server runs versions from it. */
      releaseStore: ReleaseStore;
      /** The watch's settings: the releases page shows its judgement of each running canary. */
      thresholds: ReleasesConfig;
      /**
       * A page load the site server is about to send, drawn with `versions` (remote → manifest URL) for the
       * route `route` of `remote` (none: the shell's): when it is one of the sampled ones
       * (TELEMETRY_SAMPLE_RATE), the signed page-load id its page carries, which counts as a page view of that
       * version when the page's first beacon arrives; otherwise undefined (the page does not report). `ip`: the
       * visitor's address, of which only its network's hash is kept (one network's page views count once per
       * page a minute).
       */
      pageLoad(versions: Readonly<Record<string, string>>, remote: string | undefined, route: string, ip?: string): string | undefined;
      /** Checks the page-load ids reports carry. */
      pageLoads: PageLoadIds;
      /** What one page load may report. */
      budget: PageLoadBudget;
    };
  }
}

const keptMs = 30 * 24 * 60 * 60 * 1000;
const purgeEveryMs = 60 * 60 * 1000;

export interface TelemetryPluginOptions {
  telemetry: TelemetryConfig;
  releases: ReleasesConfig;
  deployDir: string;
  /** SIGNING_SECRET: page-load ids are signed with a key derived from it. */
  secret: string;
}

/**
 * The telemetry's timers: the flush of summed reports (TELEMETRY_FLUSH_MS), the purge of what is older than
 * 30 days (hourly), and the canary watch (RELEASE_WATCH_MS). Each instance runs its own; the database is
 * what they share. Failures are logged once per outage and tried again on the next tick.
 */
async function telemetryPlugin(app: FastifyInstance, opts: TelemetryPluginOptions) {
  const aggregator = telemetryAggregator(() => app.now());
  const onRollback: Array<(rolledBack: RolledBack) => Promise<void>> = [];
  let lastPurge = 0;
  const flush = async () => {
    if (aggregator.pending) await addTelemetry(app.database.db, aggregator.take());
    if (Date.now() - lastPurge > purgeEveryMs) {
      lastPurge = Date.now();
      await purgeTelemetry(app.database.db, new Date(app.now().getTime() - keptMs));
    }
  };
  // One instance acts for the watch at a time; a lease outlives a few looks, so a holder that dies is replaced
  // within seconds and a slow look does not lose it.
  const lease = releaseLease(app.database.db, 'canary-watch', Math.max(3 * opts.releases.watchMs, 10_000));
  // What the last look found, for release_watch_holder: a look that failed holds nothing it could prove.
  let holding = false;
  const take = () =>
    lease.take().then(
      (held) => (holding = held),
      (error: unknown) => {
        holding = false;
        throw error;
      },
    );
  app.metrics.watchHolderSource(() => holding);
  const watch = () =>
    watchCanaries({ db: app.database.db, deployDir: opts.deployDir, thresholds: opts.releases, lease: take }, async (rolledBack) => {
      app.log.warn(
        { event: 'release.auto-rollback', remote: rolledBack.remote, version: rolledBack.version, figures: rolledBack.figures },
        `canary rolled back: ${rolledBack.reason}`,
      );
      for (const hook of onRollback) await hook(rolledBack);
    });
  const pageLoads = pageLoadIds({ secret: opts.secret, ttlMs: opts.telemetry.pageLoadTtlMs, now: () => app.now().getTime() });
  const budget: PageLoadBudget = {
    ttlMs: opts.telemetry.pageLoadTtlMs,
    reports: opts.telemetry.reportsPerPageLoad,
    errors: opts.telemetry.errorsPerPageLoad,
  };
  const networkOf = visitorNetworks(opts.secret);
  // The server samples; a page load it hands an id counts as a page view only when its first beacon arrives
  // (routes/ingest.ts), so server draws nobody's browser ran (health checks, curl) do not thin a canary's evidence.
  const pageLoad = (versions: Readonly<Record<string, string>>, remote: string | undefined, route: string, ip?: string) =>
    Math.random() < opts.telemetry.sampleRate ? pageLoads.issue(versions, networkOf(ip), { remote, route }) : undefined;
  app.decorate(
    'telemetry',
    Object.assign(aggregator, {
      flush,
      watch,
      onRollback,
      deployDir: opts.deployDir,
      releaseStore: releaseStoreOf(opts.deployDir, opts.releases.store),
      thresholds: opts.releases,
      pageLoad,
      pageLoads,
      budget,
    }),
  );
  // Whoever watches releases hears of an automatic rollback at once (RELEASE_ALERT_EMAIL), through the mail queue.
  onRollback.push(async ({ remote, version, reason, figures }) => {
    await app.mailQueue.transaction(async (_trx, queue) =>
      queue('release-alert', { to: opts.releases.alertEmail, ...app.mailer.templates.releaseRolledBack({ remote, version, reason, figures }) }),
    );
  });

  const timers: NodeJS.Timeout[] = [];
  const failing = new Set<string>();
  const every = (name: string, ms: number, work: () => Promise<unknown>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      work()
        .then(() => failing.delete(name))
        .catch((error: unknown) => {
          if (!failing.has(name)) app.log.warn({ err: error }, `telemetry: ${name} failed; trying again`);
          failing.add(name);
        })
        .finally(() => (running = false));
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  app.addHook('onReady', async () => {
    // The deploy folder's release state from before the database goes in now, not at the watch's first look:
    // until it has, a fresh database has nothing released and /readyz says so. A failure is tried again later.
    await releaseStateReady(app.database.db, opts.deployDir).catch((error: unknown) =>
      app.log.warn({ err: error }, 'release state: import failed; trying again'),
    );
    every('flush', opts.telemetry.flushMs, flush);
    every('canary watch', opts.releases.watchMs, watch);
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await flush().catch(() => undefined);
    await lease.release().catch(() => undefined);
  });
}

export default fp(telemetryPlugin, { name: 'telemetry', dependencies: ['database', 'mail-queue', 'mailer', 'metrics'] });
