import { randomBytes } from 'node:crypto';
import { brandSchema, defaultBrand, type Brand } from '@tenants/shared/model';
import { fromRoot } from '../repo-root';
import { loadOperationsConfig, type OperationsConfig } from './operations';
import { blank, flag, integer, isProduction, list, url, type Env } from './parse';

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | {
      dialect: 'postgres';
      url: string;
      schema?: string;
      /** Limit of one statement (DATABASE_TIMEOUT_MS); connecting gets at most 5 s of it. */
      timeoutMs: number;
      /** Connections this instance may open (DATABASE_POOL_MAX): instances × this must stay under the server's max_connections. */
      poolMax: number;
    };

/**
 * Which proxies' X-Forwarded-For to believe: a hop count, or the proxies' addresses and CIDR ranges. Never
 * "every hop": a client could then write its own address and pick its rate-limit key.
 */
export type TrustProxy = false | number | string[];

/** The scrypt worker pool: how many hashes run at once, and how many may wait before a 503. */
export interface PasswordHashingConfig {
  threads: number;
  maxQueue: number;
  /**
   * log2 of scrypt's N for new hashes (PASSWORD_HASH_COST): 17 (OWASP's 128 MiB) unless set; production
   * refuses less. Each stored hash names its own N, so a change never locks anyone out.
   */
  costLog2: number;
}

/** What the app itself needs whatever its modules: the server, the database, the site, logs and the brand. */
export interface CoreConfig extends OperationsConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  deployDir: string;
  serveSite: boolean;
  /** The most the site server's page cache may hold (PAGE_CACHE_MAX_BYTES, default 64 MB): bounded by bytes, not entries. */
  pageCacheBytes: number;
  /** {host}: the API base the browser uses ('' = same origin); goes into /config.json and the CSP. */
  publicApiBase: string;
  /** PUBLIC_SITE_URL as configured; without it the payment pages redirect relative to the same origin. */
  publicSiteUrl?: string;
  /**
   * The site's public origin for absolute links (canonical, og:url, e-mails, payment return URLs):
   * PUBLIC_SITE_URL, else http://localhost:PORT. Never the request's Host header, which a client writes.
   */
  siteUrl: string;
  corsOrigins: string[];
  /** Requests per minute per client IP, across the API. */
  rateLimitMax: number;
  /** Behind a load balancer the client IP comes from X-Forwarded-For; only from the proxies named. */
  trustProxy: TrustProxy;
  /** Serve the OpenAPI pages at /api/docs: on by default, off in production unless API_DOCS=1. */
  apiDocs: boolean;
  passwordHashing: PasswordHashingConfig;
  logLevel: string;
  /** `pretty`: one coloured line per entry for a person at a terminal; `json`: pino's lines for a log store. */
  logFormat: 'pretty' | 'json';
  brand: Brand;
  /** Rate-limit counters in Redis, shared by every API instance; without it the per-client limits count in memory and the per-target ones in the database. */
  redisUrl?: string;
  /** How long a Redis command may take before the counters count without it (ms). */
  redisCommandTimeoutMs: number;
  /**
   * `GET /metrics` answers a request carrying `Authorization: Bearer <METRICS_TOKEN>`; without a token, this
   * machine only, and in production no one: there a reverse proxy on the same machine (nginx's plain
   * `proxy_pass` adds no X-Forwarded-For) would make every visitor look local.
   */
  metricsToken?: string;
  metricsFromThisMachine: boolean;
  /**
   * The key the server signs what it hands a browser with and takes back (page-load ids, the no-JS forms'
   * result cookie): SIGNING_SECRET, at least 32 characters; every instance behind one site needs the same. Unset,
   * a random one per process: fine for one instance, and a restart only voids what was signed before it.
   */
  signingSecret: string;
  /**
   * How long a client may take to send its request's headers (HTTP_HEADERS_TIMEOUT_MS) and the whole request
   * (HTTP_REQUEST_TIMEOUT_MS) before the connection is closed: a client that trickles its headers holds a
   * connection no longer than this.
   */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
}

function signingSecret(raw: string | undefined): string {
  if (blank(raw)) return randomBytes(32).toString('base64url');
  if (raw!.trim().length < 32) throw new Error('SIGNING_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`)');
  return raw!.trim();
}

function trustProxy(raw: string | undefined): TrustProxy {
  if (blank(raw) || ['0', 'false', 'no', 'off'].includes(raw!.trim().toLowerCase())) return false;
  const value = raw!.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY must be a hop count from 0 to 10, or the proxies' addresses (got "${raw}")`);
    return hops;
  }
  const entries = list(value);
  const address = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/;
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const bad = entries.find((entry) => !address.test(entry) && !named.has(entry));
  // "true" or "*" would trust every hop, which is exactly what must not happen: refuse it with the reason.
  if (bad)
    throw new Error(
      `TRUST_PROXY must be a hop count (e.g. 1) or the proxies' addresses/CIDRs (e.g. 10.0.0.0/8,loopback); got "${bad}". Trusting every hop lets a client choose its own address.`,
    );
  return entries;
}

function schemaName(raw: string | undefined): string | undefined {
  if (blank(raw)) return undefined;
  const name = raw!.trim();
  // It goes into the connection's search_path, so only a plain identifier is accepted.
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`DATABASE_SCHEMA must be a plain identifier (got "${raw}")`);
  return name;
}

/** LOG_FORMAT, or by default pretty when the logs go to a terminal and JSON when they go anywhere else. */
function logFormat(raw: string | undefined, terminal: boolean): CoreConfig['logFormat'] {
  if (blank(raw)) return terminal ? 'pretty' : 'json';
  const value = raw!.trim().toLowerCase();
  if (value !== 'pretty' && value !== 'json') throw new Error(`LOG_FORMAT must be pretty or json (got "${raw}")`);
  return value;
}

export function loadCoreConfig(env: Env, terminal: boolean): CoreConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const brand = brandSchema.parse({
    ...defaultBrand,
    product: blank(env.BRAND_PRODUCT) ? defaultBrand.product : env.BRAND_PRODUCT!.trim(),
    email: blank(env.BRAND_EMAIL) ? defaultBrand.email : env.BRAND_EMAIL!.trim(),
  });
  const publicSiteUrl = url(env, 'PUBLIC_SITE_URL', ['https:', 'http:']);
  const sqliteFile = env.SQLITE_FILE?.trim() === ':memory:' ? ':memory:' : fromRoot(env.SQLITE_FILE, 'data/tenants.sqlite');

  return {
    ...loadOperationsConfig(env),
    port,
    host: blank(env.HOST) ? '0.0.0.0' : env.HOST!.trim(),
    database: blank(env.DATABASE_URL)
      ? { dialect: 'sqlite', file: sqliteFile }
      : {
          dialect: 'postgres',
          url: env.DATABASE_URL!.trim(),
          schema: schemaName(env.DATABASE_SCHEMA),
          timeoutMs: integer(env, 'DATABASE_TIMEOUT_MS', 10_000, 500, 600_000),
          poolMax: integer(env, 'DATABASE_POOL_MAX', 10, 1, 1000),
        },
    deployDir: fromRoot(env.DEPLOY_DIR, 'deploy'),
    serveSite: flag(env.SERVE_SITE, true),
    pageCacheBytes: integer(env, 'PAGE_CACHE_MAX_BYTES', 64 * 1024 * 1024, 1024 * 1024, 4 * 1024 * 1024 * 1024),
    publicApiBase: (env.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, ''),
    publicSiteUrl,
    siteUrl: publicSiteUrl ?? `http://localhost:${port}`,
    corsOrigins: list(env.CORS_ORIGINS),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 300, 1, 1_000_000_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    apiDocs: flag(env.API_DOCS, !isProduction(env)),
    passwordHashing: {
      threads: integer(env, 'PASSWORD_HASH_THREADS', 2, 1, 64),
      maxQueue: integer(env, 'PASSWORD_HASH_QUEUE', 32, 0, 10_000),
      // Below 2^17 only outside production: the test suites sign in thousands of times.
      costLog2: integer(env, 'PASSWORD_HASH_COST', 17, isProduction(env) ? 17 : 12, 18),
    },
    logLevel: blank(env.LOG_LEVEL) ? 'info' : env.LOG_LEVEL!.trim(),
    logFormat: logFormat(env.LOG_FORMAT, terminal),
    brand,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisCommandTimeoutMs: integer(env, 'REDIS_COMMAND_TIMEOUT_MS', 1000, 50, 60_000),
    ...(blank(env.METRICS_TOKEN) ? {} : { metricsToken: env.METRICS_TOKEN!.trim() }),
    metricsFromThisMachine: !isProduction(env),
    signingSecret: signingSecret(env.SIGNING_SECRET),
    http: {
      headersTimeoutMs: integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 120_000),
      requestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 60_000, 1000, 600_000),
    },
  };
}
