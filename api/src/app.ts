import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/types';
import type { DatabaseHandle } from './db/database';
import clockPlugin from './plugins/clock';
import countersPlugin from './plugins/counters';
import drainPlugin from './plugins/drain';
import corsPlugin from './plugins/cors';
import databasePlugin from './plugins/database';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import helmetPlugin from './plugins/helmet';
import inputGuard from './plugins/input-guard';
import { loggerOptions, requestId, requestLogPlugin, type LogStream } from './plugins/logger';
import mailQueuePlugin from './plugins/mail-queue';
import mailerPlugin from './plugins/mailer';
import { mailTemplates } from './mail/product-emails';
import passwordsPlugin from './plugins/passwords';
import metricsPlugin from './plugins/metrics';
import rateLimitPlugin from './plugins/rate-limit';
import swaggerPlugin from './plugins/swagger';
import { registryCheck, remotesCheck } from './modules/health/registry';
import probeRoutes from './modules/health/probes';
import { apiModules } from './modules';
import { routePlugin } from './modules/module';
import { inDependencyOrder, type PluginEntry } from './plugins/order';
import devOutboxRoutes from './mail/outbox-viewer';
import site from './site';
import dataVersionsPlugin from './plugins/data-versions';
import { releaseStateReady } from './modules/releases/release-import';
import { declareArticlePagePreview } from './site/article-preview';
import { startScriptSource } from './site/start-script';
import type { DnsResolver } from './modules/validate/validation.service';

export interface AppOptions {
  config: Config;
  /** An open database the caller owns (tests, the CLI); by default the app opens and closes its own. */
  database?: DatabaseHandle;
  /** Where the logs go (tests read them); stdout by default. */
  logStream?: LogStream;
  /** The DNS the e-mail check asks; the system's by default (tests hand in a fake: there is no DNS there). */
  resolver?: DnsResolver;
  /** The clock of everything that expires; the system's by default (tests move it forward). */
  now?: () => Date;
}

/** Every API body is a small form; a larger one is refused with 413 before it is parsed. */
export const bodyLimit = 100 * 1024;

/**
 * The API and (unless SERVE_SITE=0) the site server, ready for `listen` or `inject`. It does not migrate:
 * main.ts and the CLI do, and tests migrate their own databases.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, logStream, now } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat, logStream, config),
    disableRequestLogging: true,
    // Our own ids (plugins/logger.ts): Fastify's are a per-process counter and take any incoming header whole.
    requestIdHeader: false,
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit,
    frameworkErrors,
    // Node's defaults let a client that trickles its headers hold a connection for a minute, checked only
    // every 30 s. Headers and the whole request get their own limits, looked at every second; an idle
    // kept-alive connection is closed after 65 s, longer than the usual proxy's 60 s, so the proxy closes first.
    http: {
      headersTimeout: Math.min(config.http.headersTimeoutMs, config.http.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, config.http.headersTimeoutMs),
    },
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: 65_000,
    // The API's scope reads every module's routes folder as it starts (modules/module.ts): a fraction of a
    // second from the build, but Jest compiling them afresh on a busy 2-core machine took longer than the
    // default 10 s. A plugin that truly hangs still fails the start.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The core's plugins and each module's, registered in the order of their dependencies (each
  // fastify-plugin's `dependencies`), this list's order where they leave it free: the error handler and the
  // request log first; the health checks' list before every plugin that adds to it; metrics before every route,
  // so each is counted (GET /metrics: METRICS_TOKEN, or this machine outside production).
  const plugins: PluginEntry[] = [
    { plugin: errorHandler },
    { plugin: requestLogPlugin },
    { plugin: clockPlugin, options: { now } },
    { plugin: drainPlugin },
    // The CSP allows the pages' one inline script, the site's start script, by its hash.
    { plugin: helmetPlugin, options: { publicApiBase: config.publicApiBase, inlineScripts: [startScriptSource] } },
    { plugin: passwordsPlugin, options: { config: config.passwordHashing } },
    { plugin: databasePlugin, options: { config: config.database, handle: database } },
    // What pages are drawn from, as one version any instance's change bumps (the articles' triggers): the site
    // server sends a kept page without asking its remote again while it holds. The release history is read
    // after the deploy folder's import, when there is a site to draw from it.
    {
      plugin: dataVersionsPlugin,
      options: { releasesReady: config.serveSite ? (handle: DatabaseHandle) => releaseStateReady(handle.db, config.deployDir) : undefined },
    },
    {
      plugin: countersPlugin,
      options: {
        limits: config.limits,
        redisUrl: config.redisUrl,
        redisCommandTimeoutMs: config.redisCommandTimeoutMs,
        // Its own key, derived from the shared SIGNING_SECRET: the counters never name the address they follow.
        counterKeySecret: createHmac('sha256', config.signingSecret).update('counter keys').digest('base64url'),
      },
    },
    {
      plugin: mailerPlugin,
      options: { config: config.mail, templates: mailTemplates({ brand: config.brand, siteUrl: config.mail.siteUrl }) },
    },
    { plugin: mailQueuePlugin, options: { config: config.mail.queue } },
    {
      plugin: metricsPlugin,
      options: { token: config.metricsToken, fromThisMachine: config.metricsFromThisMachine, instance: config.instance, version: config.version },
    },
    ...apiModules.flatMap(({ plugin }) => (plugin ? [{ plugin: plugin.plugin, options: plugin.options?.({ config, options }) }] : [])),
  ];
  for (const { plugin, options: pluginOptions } of inDependencyOrder(plugins)) await app.register(plugin as FastifyPluginAsync<object>, pluginOptions ?? {});
  // /livez and /readyz: the load balancer's, beside the API's limits rather than under them.
  await app.register(probeRoutes);
  // Before the routes: it collects them as they are added. Off in production unless asked for (API_DOCS=1).
  if (config.apiDocs) await app.register(swaggerPlugin, { serverUrl: config.siteUrl });

  // Filled in by the site server when there is one: the news desk's preview drawn as the public page.
  declareArticlePagePreview(app);
  // The site's public origin for whatever must be bound to it (passkeys' relying party).
  app.decorate('siteUrl', config.siteUrl);

  // CORS and the rate limit hold for the API only: page loads fetch dozens of static files.
  await app.register(
    routePlugin(async function api(api) {
      await api.register(corsPlugin, { origins: config.corsOrigins });
      await api.register(rateLimitPlugin, { max: config.rateLimitMax });
      await api.register(inputGuard);
      for (const { routes } of apiModules) await api.register(routes);
      if (config.mail.outboxViewer) await api.register(devOutboxRoutes);
    }),
  );

  if (config.serveSite) {
    // The shell loads no remote while none is released: /api/health says so.
    app.healthChecks.push(
      { name: 'registry', critical: false, run: () => registryCheck(app.database.db, config.deployDir) },
      remotesCheck(app.database.db, config.deployDir, app.telemetry.releaseStore),
    );
    await app.register(site, {
      deployDir: config.deployDir,
      publicApiBase: config.publicApiBase,
      siteUrl: config.siteUrl,
      brand: config.brand,
      pageRenderLimit: config.limits.pageRender,
      pageCacheBytes: config.pageCacheBytes,
      signingSecret: config.signingSecret,
    });
  }
  return app;
}
