import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';

/** A running canary as the metrics show it. */
export interface CanaryState {
  remote: string;
  version: string;
  percent: number;
}

type Depth = Awaited<ReturnType<FastifyInstance['mailQueue']['depth']>>;

const upOf = async (app: FastifyInstance, name: string) => {
  const check = app.healthChecks.find((c) => c.name === name);
  return check && (await check.run().catch(() => ({ status: 'down' }))).status === 'up' ? 1 : 0;
};

/**
 * The gauges read at each scrape: the build, the database and its pool, Redis, the mail queue, the canaries
 * and the canary watch's holder. `scrape()` takes what must not wait first: the pool's counts are read before
 * any gauge queries (the mail gauges' own queries would otherwise be counted as requests waiting for a
 * connection, and the pool-exhausted alert would fire on an idle instance), and the mail queue is asked once
 * for both its gauges.
 */
export function stateGauges(app: FastifyInstance, registry: Registry, opts: { instance: string; version: string }) {
  let pool: { open: number; idle: number; waiting: number } | undefined;
  let depth: Promise<Depth | undefined> = Promise.resolve(undefined);
  let canaries: (() => Promise<CanaryState[]>) | undefined;
  let holding: (() => boolean) | undefined;
  const registers = [registry];

  new Gauge({
    name: 'app_build_info',
    help: 'The build this instance runs (always 1; the version and Node.js are labels)',
    labelNames: ['version', 'node'],
    registers,
  }).set({ version: opts.version, node: process.version }, 1);
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: open, idle, and requests waiting for one (absent on SQLite)',
    labelNames: ['state'],
    registers,
    collect() {
      if (!pool) return;
      for (const [state, count] of Object.entries(pool)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'db_up',
    help: 'Whether the database answered a `select 1` at this scrape (1) or not (0)',
    registers,
    async collect() {
      this.set(await upOf(app, 'database'));
    },
  });
  // Only with Redis configured (its check is added by a later plugin): without it no series, not a false 0.
  app.addHook('onReady', async () => {
    if (!app.healthChecks.some(({ name }) => name === 'redis')) return;
    new Gauge({
      name: 'redis_up',
      help: 'Whether Redis answers (1) or the limits are counted in this process alone (0)',
      registers,
      async collect() {
        this.set(await upOf(app, 'redis'));
      },
    });
  });
  new Gauge({
    name: 'mail_queue_depth',
    help: 'Mail waiting to be delivered (pending) and given up (dead)',
    labelNames: ['status'],
    registers,
    async collect() {
      const now = await depth;
      if (!now) return;
      this.set({ status: 'pending' }, now.pending);
      this.set({ status: 'dead' }, now.dead);
    },
  });
  new Gauge({
    name: 'mail_queue_oldest_pending_seconds',
    help: 'How long the oldest mail still waiting has waited (0 when none waits)',
    registers,
    async collect() {
      const now = await depth;
      if (now) this.set(now.oldestPendingAt ? Math.max(0, (app.now().getTime() - Date.parse(now.oldestPendingAt)) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'release_canary_percent',
    help: 'Share of visits (percent) given a remote’s canary version; no series when none runs',
    labelNames: ['remote', 'version'],
    registers,
    async collect() {
      this.reset();
      for (const canary of (await canaries?.().catch(() => [])) ?? []) this.set({ remote: canary.remote, version: canary.version }, canary.percent);
    },
  });
  // Which instance acts for the canary watch (one at a time, by a lease): 1 on the holder, 0 on the others.
  new Gauge({
    name: 'release_watch_holder',
    help: 'Whether this instance holds the canary watch’s lease (1) or not (0), labelled with the instance’s name',
    labelNames: ['instance'],
    registers,
    collect() {
      if (holding) this.set({ instance: opts.instance }, holding() ? 1 : 0);
    },
  });

  return {
    canarySource(read: () => Promise<CanaryState[]>) {
      canaries = read;
    },
    watchHolderSource(read: () => boolean) {
      holding = read;
    },
    /** The registry's text, with the pool read first and the mail queue asked once. */
    async scrape(): Promise<string> {
      const live = app.database.pool;
      pool = live ? { open: live.totalCount, idle: live.idleCount, waiting: live.waitingCount } : undefined;
      depth = app.mailQueue.depth().catch(() => undefined);
      return registry.metrics();
    },
  };
}
