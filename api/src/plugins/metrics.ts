import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { stateGauges, type CanaryState } from './metrics-gauges';
import { fromThisMachine } from '../security/this-machine';

export type { CanaryState } from './metrics-gauges';

/** A comparison that takes as long whatever the guess (the token is a secret). */
const sameText = (a: string, b: string) => {
  const [x, y] = [createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest()];
  return timingSafeEqual(x, y);
};

export const metricsPath = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operators' measures (GET /metrics), fed by the request hooks, the site's renderer and the telemetry. */
    metrics: Metrics;
    /**
     * Whether the request may read operators' internals (/metrics, /api/health's checks): it carries the
     * metrics token, or, with none set and outside production, it comes from this machine.
     */
    operatorAccess(request: FastifyRequest): boolean;
  }
  interface FastifyRequest {
    /** The page pattern a wildcard route answered (the site's pages), for the metrics' route label. */
    metricsRoute?: string;
  }
}

export interface Metrics {
  registry: Registry;
  /** A page drawn on the server by a remote version (seconds), or by the shell (`remote` = shell). */
  render(remote: string, version: string, seconds: number): void;
  /** A page asked of the page cache: kept (hit) or drawn (miss). */
  pageCache(hit: boolean): void;
  /** Events of browsers' reports taken in. */
  telemetry(events: number): void;
  /** Where the running canaries are read from (the site server's registry, when it serves the site). */
  canarySource(read: () => Promise<CanaryState[]>): void;
  /** Whether this instance holds the canary watch's lease now (the telemetry's watch). */
  watchHolderSource(read: () => boolean): void;
  /** Where the page cache's size is read from (the site server, when it serves the site). */
  pageCacheSource(read: () => { entries: number; bytes: number }): void;
}

/**
 * Prometheus measures for operators (`prom-client`, its own registry per app): requests by route and status,
 * latency histograms, render time per remote version, the page cache's hits and misses, the mail queue's
 * depth and the telemetry taken in, plus the process's own (memory, event loop lag, GC). `GET /metrics` is not
 * public: it answers a request that carries `Authorization: Bearer <METRICS_TOKEN>` when that is set, and
 * otherwise, outside production only, one from this machine itself (a scraper beside a dev process); anyone
 * else gets a 404. In production the token is the only way in: a reverse proxy on the same machine that adds
 * no X-Forwarded-For makes every visitor's request come from 127.0.0.1, so "local" proves nothing there.
 * A token rather than a second port bound to localhost: the same proxy could forward that port too, and a
 * scraper in another container or host reaches a token-guarded path without any port plumbing.
 */
async function metricsPlugin(app: FastifyInstance, opts: { token?: string; fromThisMachine: boolean; instance: string; version: string }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'page_render_seconds',
    help: 'Time to draw a page on the server, by remote and version',
    labelNames: ['remote', 'version'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Pages asked of the page cache, kept (hit) or drawn (miss)',
    labelNames: ['result'],
    registers: [registry],
  });
  let cacheSize: (() => { entries: number; bytes: number }) | undefined;
  new Gauge({
    name: 'page_cache_size',
    help: 'What the page cache keeps: pages (entries) and their weight (bytes), bounded by PAGE_CACHE_MAX_BYTES',
    labelNames: ['unit'],
    registers: [registry],
    collect() {
      const size = cacheSize?.() ?? { entries: 0, bytes: 0 };
      this.set({ unit: 'entries' }, size.entries);
      this.set({ unit: 'bytes' }, size.bytes);
    },
  });
  const telemetry = new Counter({ name: 'telemetry_events_total', help: 'Events of browsers’ reports taken in', registers: [registry] });
  const operatorAccess = (request: FastifyRequest) =>
    opts.token ? sameText(request.headers.authorization ?? '', `Bearer ${opts.token}`) : opts.fromThisMachine && fromThisMachine(request);
  app.decorate('operatorAccess', operatorAccess);

  const state = stateGauges(app, registry, opts);

  app.decorate('metrics', {
    registry,
    render: (remote, version, seconds) => renders.observe({ remote, version }, seconds),
    pageCache: (hit) => cache.inc({ result: hit ? 'hit' : 'miss' }),
    telemetry: (events) => telemetry.inc(events),
    canarySource: state.canarySource,
    watchHolderSource: state.watchHolderSource,
    pageCacheSource: (read) => {
      cacheSize = read;
    },
  } satisfies Metrics);

  // The route's pattern (never the address: ids and queries would make a series each) and the status.
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.metricsRoute ?? request.routeOptions.url ?? 'not-found';
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    latency.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    done();
  });

  app.get(metricsPath, { schema: { hide: true } }, async (request, reply) => {
    if (!operatorAccess(request)) return reply.callNotFound();
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await state.scrape());
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['mail-queue'] });
