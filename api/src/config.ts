import { createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { brandSchema, defaultBrand, type Brand } from '@tenants/shared/model';

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | {
      dialect: 'postgres';
      url: string;
      schema?: string;
      /** Limit of one statement (DATABASE_TIMEOUT_MS); connecting gets at most 5 s of it. */
      timeoutMs: number;
    };

/** The e-mail and phone checks (docs/product/api.md): local rules always, the Data8-style remote service when a key is set. */
export interface ValidationConfig {
  /** The remote service's key; server-side only, never in /config.json or a browser bundle. */
  apiKey?: string;
  /** Base URL of the remote services (their paths hang under it); a local fake in tests. */
  baseUrl: string;
  /** Limit for each DNS lookup and each remote call; a check that runs out of time counts as valid (docs/product/api.md). */
  timeoutMs: number;
  /** MX/A lookups of the e-mail's domain; off where the server has no outbound DNS (syntax is still checked). */
  dnsCheck: boolean;
}

export interface MailConfig {
  /** SMTP server (smtp:// or smtps://, credentials in the URL); none = the local outbox. */
  smtpUrl?: string;
  from: string;
  /** Where enquiry notifications go. */
  staffEmail: string;
  /** The public site's origin, for links in e-mails (the reset-password link). */
  siteUrl: string;
  /**
   * The outbox viewer (/api/dev/outbox): off unless MAIL_OUTBOX_VIEWER=1 (the dev and test sites), never
   * with SMTP or in production, and even then it answers only this machine (its mail holds reset links).
   */
  outboxViewer: boolean;
  /** Outbox rows older than this are deleted: at least a reset link's life, so no live link is lost. */
  outboxRetentionMs: number;
  /** The queue in front of SMTP or the outbox (mail/queue-worker.ts). */
  queue: MailQueueConfig;
  /** Pooled SMTP connections kept open to the server (SMTP_MAX_CONNECTIONS): a newsletter goes out over these. */
  maxConnections: number;
  /** DKIM signing of every message (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE); none unset. */
  dkim?: DkimConfig;
  /**
   * The unsubscribe links' HMAC key (UNSUBSCRIBE_SECRET). Unset, the instances share one made once and kept in
   * the database (`server_secrets`): the links never expire, so the key must outlive any process.
   */
  unsubscribeSecret?: string;
  /** The `mailto:` of the List-Unsubscribe header (UNSUBSCRIBE_MAILTO; the brand's e-mail, which a person reads). */
  unsubscribeMailto: string;
}

export interface DkimConfig {
  domainName: string;
  keySelector: string;
  /** PEM; never logged or shown in an error. */
  privateKey: string;
}

/** How the mail queue retries: attempt n waits retryBaseMs × 2^(n-1) (at most an hour) after attempt n-1. */
export interface MailQueueConfig {
  /** After this many failed attempts a mail is dead: kept for operators, logged, no longer tried. */
  maxAttempts: number;
  retryBaseMs: number;
  /** How often a worker looks for due mail (mail queued by another instance, retries). */
  pollMs: number;
  /** Deliveries under way at once per instance: the SMTP pool's size (SMTP_MAX_CONNECTIONS). */
  concurrency: number;
}

/** The member guides (docs/product/accounts-and-guides.md): where their PDFs are generated, and the key that signs download links. */
export interface GuidesConfig {
  /** Generated PDFs are written here (created when missing); a cache: deleting it only costs a regeneration. */
  dir: string;
  /** HMAC key of the signed download links; random per process when GUIDE_LINK_SECRET is unset. */
  linkSecret: string;
}

/** Card donations (docs/decisions/0003-payments-provider.md): the offline simulator by default, Stripe when configured. */
export type PaymentsConfig = {
  /**
   * Origins the browser may be sent to for a card check (3-D Secure), besides our own challenge page:
   * PAYMENTS_REDIRECT_ORIGINS, or Stripe's hooks.stripe.com plus STRIPE_API_URL's origin.
   */
  redirectOrigins: string[];
} & (
  | { provider: 'local' }
  | {
      provider: 'stripe';
      /** Server-side only, never in /config.json or a log. */
      secretKey: string;
      /** Limit of each try at Stripe (STRIPE_TIMEOUT_MS); stripe-node tries three times with the same key. */
      timeoutMs: number;
      /** Another Stripe API endpoint than api.stripe.com (a local fake in tests), as stripe-node's options. */
      api?: { host: string; port: number; protocol: 'http' | 'https' };
    }
);

/**
 * The rate limits an operator may tune (RATE_LIMIT_<NAME>): requests per client address per route in the
 * window of `limits` (plugins/rate-limit.ts), plus the per-target limits that hold whatever the address.
 */
export const limitDefaults = {
  validate: 30,
  subscribe: 10,
  enquiry: 10,
  login: 10,
  register: 10,
  forgotPassword: 5,
  resetPassword: 10,
  donation: 10,
  articleMedia: 600,
  /** Browsers' report beacons per client address per minute (a page sends one or two). */
  telemetry: 60,
  /** Pages drawn on the server per client address per minute (a page from the cache is free: site/render-budget.ts). */
  pageRender: 120,
  /** Failed logins per account in 15 minutes, from any address. */
  loginAccount: 10,
  /** Sign-ups naming the same e-mail or phone in an hour, from any address. */
  registerTarget: 5,
  /** Reset e-mails asked for the same address in an hour, from any address. */
  forgotPasswordTarget: 5,
} as const;
export type LimitName = keyof typeof limitDefaults;
export type Limits = Record<LimitName, number>;

/** `forgotPassword` → `RATE_LIMIT_FORGOT_PASSWORD`. */
export const limitVariable = (name: LimitName) => `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/**
 * Which proxies' X-Forwarded-For to believe: a hop count, or the proxies' addresses and CIDR ranges. Never
 * "every hop": a client could then write its own address and pick its rate-limit key.
 */
export type TrustProxy = false | number | string[];

/** The scrypt worker pool: how many hashes run at once, and how many may wait before a 503. */
export interface PasswordHashingConfig {
  threads: number;
  maxQueue: number;
}

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  deployDir: string;
  serveSite: boolean;
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
  /** Each route's own limit and the per-target limits (RATE_LIMIT_<NAME>). */
  limits: Limits;
  /** Behind a load balancer the client IP comes from X-Forwarded-For; only from the proxies named. */
  trustProxy: TrustProxy;
  /** Serve the OpenAPI pages at /api/docs: on by default, off in production unless API_DOCS=1. */
  apiDocs: boolean;
  passwordHashing: PasswordHashingConfig;
  logLevel: string;
  /** `pretty`: one coloured line per entry for a person at a terminal; `json`: pino's lines for a log store. */
  logFormat: 'pretty' | 'json';
  brand: Brand;
  /** Rate-limit counters in Redis, shared by every API instance; in memory when absent. */
  redisUrl?: string;
  validation: ValidationConfig;
  mail: MailConfig;
  guides: GuidesConfig;
  payments: PaymentsConfig;
  /**
   * Where pictures staff upload for articles are written (MEDIA_UPLOAD_DIR; docs/product/staff.md): by
   * default `$XDG_DATA_HOME/tenants-site/media/articles` (`~/.local/share/…`), outside the app tree. The
   * picture route looks here first, then in the articles' media folder.
   */
  mediaUploadDir: string;
  telemetry: TelemetryConfig;
  releases: ReleasesConfig;
  /** `GET /metrics` answers a request carrying `Authorization: Bearer <METRICS_TOKEN>`; without it, this machine only. */
  metricsToken?: string;
}

/** Browsers' reports (docs/product/telemetry.md). */
export interface TelemetryConfig {
  /** The share of page views that report (TELEMETRY_SAMPLE_RATE, 0–1): the browser decides per page view. */
  sampleRate: number;
  /** How often each instance writes what it summed (TELEMETRY_FLUSH_MS). */
  flushMs: number;
}

/** The canary watch (README "Releases"): how often it looks and when a canary is worse than stable. */
export interface ReleasesConfig {
  watchMs: number;
  minPageViews: number;
  errorRatio: number;
  errorMarginPer1000: number;
  inpRatio: number;
  minInpSamples: number;
  /** Where the alert of an automatic rollback goes (RELEASE_ALERT_EMAIL; STAFF_EMAIL when unset). */
  alertEmail: string;
}

type Env = Record<string, string | undefined>;

/**
 * The repository root, found by walking up to pnpm-workspace.yaml: the same code runs as TypeScript from
 * api/src (tests) and bundled from api/dist, so a fixed number of `..` would be fragile.
 */
export function findRepoRoot(start: string = __dirname): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(__dirname, '..', '..');
  }
}

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (blank(raw)) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** A decimal number in [min, max] from the environment. */
function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (blank(raw)) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number from ${min} to ${max} (got "${raw}")`);
  return value;
}

const flag = (raw: string | undefined, fallback: boolean) => (blank(raw) ? fallback : !['0', 'false', 'no', 'off'].includes(raw!.trim().toLowerCase()));

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** An absolute URL with one of the given protocols, or undefined when blank. */
function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (blank(raw)) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw!.trim());
  } catch {
    parsed = undefined;
  }
  // The message names the variable and the expected protocols, never the value: it may carry a password.
  if (!parsed || !protocols.includes(parsed.protocol)) throw new Error(`${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL`);
  return raw!.trim().replace(/\/+$/, '');
}

const emailAddress = z.email();
function email(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (blank(raw)) return fallback;
  if (!emailAddress.safeParse(raw!.trim()).success) throw new Error(`${name} must be an e-mail address (got "${raw}")`);
  return raw!.trim();
}

/**
 * The guide links' signing key. Unset, each process makes its own: links then stop working on a restart
 * (harmless: they last minutes) and differ between instances, so a multi-instance deployment sets it.
 */
function linkSecret(env: Env): string {
  const raw = env.GUIDE_LINK_SECRET;
  if (blank(raw)) return randomBytes(32).toString('hex');
  if (raw!.trim().length < 32) throw new Error('GUIDE_LINK_SECRET must be at least 32 characters');
  return raw!.trim();
}

/**
 * DKIM: all three of domain, selector and key, or none. The key (PEM, inline with \\n or from a file) must be
 * a private key Node can read; the messages never repeat it.
 */
function dkim(env: Env): DkimConfig | undefined {
  const names = ['DKIM_DOMAIN', 'DKIM_SELECTOR'] as const;
  const keyGiven = !blank(env.DKIM_PRIVATE_KEY) || !blank(env.DKIM_PRIVATE_KEY_FILE);
  const given = names.filter((name) => !blank(env[name]));
  if (!given.length && !keyGiven) return undefined;
  if (given.length < names.length || !keyGiven) {
    throw new Error('DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) together; set all three or none');
  }
  if (!blank(env.DKIM_PRIVATE_KEY) && !blank(env.DKIM_PRIVATE_KEY_FILE)) throw new Error('Set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both');
  let privateKey: string;
  if (!blank(env.DKIM_PRIVATE_KEY_FILE)) {
    try {
      privateKey = readFileSync(env.DKIM_PRIVATE_KEY_FILE!.trim(), 'utf8');
    } catch {
      throw new Error(`DKIM_PRIVATE_KEY_FILE cannot be read (${env.DKIM_PRIVATE_KEY_FILE!.trim()})`);
    }
  } else privateKey = env.DKIM_PRIVATE_KEY!.trim().replace(/\\n/g, '\n');
  try {
    createPrivateKey(privateKey);
  } catch {
    throw new Error('DKIM private key is not a PEM private key (DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE)');
  }
  const domainName = env.DKIM_DOMAIN!.trim().toLowerCase();
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domainName))
    throw new Error(`DKIM_DOMAIN must be a domain name (got "${env.DKIM_DOMAIN}")`);
  const keySelector = env.DKIM_SELECTOR!.trim();
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,62})$/.test(keySelector))
    throw new Error(`DKIM_SELECTOR must be a DNS label such as mail2026 (got "${env.DKIM_SELECTOR}")`);
  return { domainName, keySelector, privateKey };
}

function unsubscribeSecret(env: Env): string | undefined {
  const raw = env.UNSUBSCRIBE_SECRET;
  if (blank(raw)) return undefined;
  if (raw!.trim().length < 32) throw new Error('UNSUBSCRIBE_SECRET must be at least 32 characters');
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

function limitsFrom(env: Env): Limits {
  return Object.fromEntries(
    (Object.keys(limitDefaults) as LimitName[]).map((name) => [name, integer(env, limitVariable(name), limitDefaults[name], 1, 1_000_000_000)]),
  ) as Limits;
}

function schemaName(raw: string | undefined): string | undefined {
  if (blank(raw)) return undefined;
  const name = raw!.trim();
  // It goes into the connection's search_path, so only a plain identifier is accepted.
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`DATABASE_SCHEMA must be a plain identifier (got "${raw}")`);
  return name;
}

const isProduction = (env: Env) => env.NODE_ENV?.trim() === 'production';

const stripeHooksOrigin = 'https://hooks.stripe.com';

function payments(env: Env): PaymentsConfig {
  // In production a forgotten setting must not quietly "accept" cards while no money moves.
  if (blank(env.PAYMENTS_PROVIDER) && isProduction(env)) {
    throw new Error(
      'PAYMENTS_PROVIDER must be set with NODE_ENV=production: "stripe" to take real payments, or "local" for the offline simulator (no money moves)',
    );
  }
  const provider = blank(env.PAYMENTS_PROVIDER) ? 'local' : env.PAYMENTS_PROVIDER!.trim().toLowerCase();
  if (provider !== 'local' && provider !== 'stripe') throw new Error(`PAYMENTS_PROVIDER must be local or stripe (got "${env.PAYMENTS_PROVIDER}")`);

  const apiUrl = url(env, 'STRIPE_API_URL', ['https:', 'http:']);
  const api = apiUrl ? new URL(apiUrl) : undefined;
  const configured = list(env.PAYMENTS_REDIRECT_ORIGINS).map((origin) => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !['https:', 'http:'].includes(parsed.protocol)) {
      throw new Error(`PAYMENTS_REDIRECT_ORIGINS must be a comma-separated list of http:// or https:// origins (got "${origin}")`);
    }
    return parsed.origin;
  });
  const redirectOrigins = configured.length ? configured : [stripeHooksOrigin, ...(api ? [api.origin] : [])];
  if (provider === 'local') return { provider, redirectOrigins };

  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  if (!secretKey) throw new Error('STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER=stripe');
  // The message never repeats the key: a key pasted into the wrong variable is still a secret.
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(secretKey))
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)');
  return {
    provider,
    secretKey,
    timeoutMs: integer(env, 'STRIPE_TIMEOUT_MS', 10_000, 100, 80_000),
    redirectOrigins,
    ...(api
      ? {
          api: {
            host: api.hostname,
            port: api.port ? Number(api.port) : api.protocol === 'https:' ? 443 : 80,
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          },
        }
      : {}),
  };
}

/** Reads the configuration from the environment; a bad value stops the start with a clear message. */
/** LOG_FORMAT, or by default pretty when the logs go to a terminal and JSON when they go anywhere else. */
function logFormat(raw: string | undefined, terminal: boolean): Config['logFormat'] {
  if (blank(raw)) return terminal ? 'pretty' : 'json';
  const value = raw!.trim().toLowerCase();
  if (value !== 'pretty' && value !== 'json') throw new Error(`LOG_FORMAT must be pretty or json (got "${raw}")`);
  return value;
}

export function loadConfig(env: Env = process.env, terminal = process.stdout.isTTY === true): Config {
  const root = findRepoRoot();
  const fromRoot = (value: string | undefined, fallback: string) => path.resolve(root, blank(value) ? fallback : value!);
  const sqliteFile = env.SQLITE_FILE?.trim() === ':memory:' ? ':memory:' : fromRoot(env.SQLITE_FILE, 'data/tenants.sqlite');

  const port = integer(env, 'PORT', 3000, 0, 65535);
  const brand = brandSchema.parse({
    ...defaultBrand,
    product: blank(env.BRAND_PRODUCT) ? defaultBrand.product : env.BRAND_PRODUCT!.trim(),
    email: blank(env.BRAND_EMAIL) ? defaultBrand.email : env.BRAND_EMAIL!.trim(),
  });
  // Checked first: in production a missing payments provider is the more dangerous omission, said first.
  const paymentsConfig = payments(env);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  // In production the outbox would quietly keep every reset link and receipt instead of sending it.
  if (!smtpUrl && isProduction(env) && !flag(env.MAIL_OUTBOX, false)) {
    throw new Error(
      'SMTP_URL must be set with NODE_ENV=production (mail would sit in the local outbox, reset links unsent); MAIL_OUTBOX=1 keeps the outbox on purpose',
    );
  }
  const publicSiteUrl = url(env, 'PUBLIC_SITE_URL', ['https:', 'http:']);
  const maxConnections = integer(env, 'SMTP_MAX_CONNECTIONS', 5, 1, 100);
  const dkimConfig = dkim(env);
  const unsubscribeKey = unsubscribeSecret(env);
  const siteUrl = publicSiteUrl ?? `http://localhost:${port}`;

  return {
    port,
    host: blank(env.HOST) ? '0.0.0.0' : env.HOST!.trim(),
    database: blank(env.DATABASE_URL)
      ? { dialect: 'sqlite', file: sqliteFile }
      : {
          dialect: 'postgres',
          url: env.DATABASE_URL!.trim(),
          schema: schemaName(env.DATABASE_SCHEMA),
          timeoutMs: integer(env, 'DATABASE_TIMEOUT_MS', 10_000, 500, 600_000),
        },
    deployDir: fromRoot(env.DEPLOY_DIR, 'deploy'),
    serveSite: flag(env.SERVE_SITE, true),
    publicApiBase: (env.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, ''),
    publicSiteUrl,
    siteUrl,
    corsOrigins: list(env.CORS_ORIGINS),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 300, 1, 1_000_000_000),
    limits: limitsFrom(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    apiDocs: flag(env.API_DOCS, !isProduction(env)),
    passwordHashing: {
      threads: integer(env, 'PASSWORD_HASH_THREADS', 2, 1, 64),
      maxQueue: integer(env, 'PASSWORD_HASH_QUEUE', 32, 0, 10_000),
    },
    logLevel: blank(env.LOG_LEVEL) ? 'info' : env.LOG_LEVEL!.trim(),
    logFormat: logFormat(env.LOG_FORMAT, terminal),
    brand,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    validation: {
      apiKey: blank(env.VALIDATION_API_KEY) ? undefined : env.VALIDATION_API_KEY!.trim(),
      baseUrl: url(env, 'VALIDATION_BASE_URL', ['https:', 'http:']) ?? 'https://webservices.data-8.co.uk',
      timeoutMs: integer(env, 'VALIDATION_TIMEOUT_MS', 3000, 100, 60_000),
      dnsCheck: flag(env.VALIDATION_DNS, true),
    },
    mail: {
      smtpUrl,
      from: blank(env.MAIL_FROM) ? `"${brand.product}" <${brand.email}>` : env.MAIL_FROM!.trim(),
      staffEmail: email(env, 'STAFF_EMAIL', brand.email),
      siteUrl,
      // The outbox holds reset links: its viewer is opt-in, and never reachable on a production server.
      outboxViewer: !smtpUrl && !isProduction(env) && flag(env.MAIL_OUTBOX_VIEWER, false),
      outboxRetentionMs: integer(env, 'MAIL_OUTBOX_RETENTION_HOURS', 24, 1, 24 * 365) * 60 * 60 * 1000,
      queue: {
        maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 10, 1, 100),
        retryBaseMs: integer(env, 'MAIL_RETRY_BASE_MS', 30_000, 10, 3_600_000),
        pollMs: integer(env, 'MAIL_QUEUE_POLL_MS', 5000, 10, 600_000),
        concurrency: maxConnections,
      },
      maxConnections,
      ...(dkimConfig ? { dkim: dkimConfig } : {}),
      ...(unsubscribeKey ? { unsubscribeSecret: unsubscribeKey } : {}),
      unsubscribeMailto: email(env, 'UNSUBSCRIBE_MAILTO', brand.email),
    },
    guides: {
      dir: fromRoot(env.GUIDES_DIR, 'data/guides'),
      linkSecret: linkSecret(env),
    },
    payments: paymentsConfig,
    // Outside the app tree (issue 26): a release, a checkout's clean or a redeploy never takes uploads with
    // it, and nothing uploaded lands among the code. The user's data folder (XDG) unless MEDIA_UPLOAD_DIR says.
    mediaUploadDir: blank(env.MEDIA_UPLOAD_DIR)
      ? path.join(blank(env.XDG_DATA_HOME) ? path.join(os.homedir(), '.local', 'share') : env.XDG_DATA_HOME!, 'tenants-site', 'media', 'articles')
      : path.resolve(root, env.MEDIA_UPLOAD_DIR!),
    telemetry: {
      sampleRate: decimal(env, 'TELEMETRY_SAMPLE_RATE', 1, 0, 1),
      flushMs: integer(env, 'TELEMETRY_FLUSH_MS', 5000, 100, 600_000),
    },
    releases: {
      watchMs: integer(env, 'RELEASE_WATCH_MS', 15_000, 100, 3_600_000),
      minPageViews: integer(env, 'RELEASE_MIN_PAGE_VIEWS', 50, 1, 1_000_000),
      errorRatio: decimal(env, 'RELEASE_ERROR_RATIO', 2, 1, 1000),
      errorMarginPer1000: decimal(env, 'RELEASE_ERROR_MARGIN_PER_1000', 5, 0, 1000),
      inpRatio: decimal(env, 'RELEASE_INP_RATIO', 1.5, 1, 100),
      minInpSamples: integer(env, 'RELEASE_MIN_INP_SAMPLES', 20, 1, 1_000_000),
      alertEmail: blank(env.RELEASE_ALERT_EMAIL) ? (blank(env.STAFF_EMAIL) ? brand.email : env.STAFF_EMAIL!.trim()) : env.RELEASE_ALERT_EMAIL!.trim(),
    },
    ...(blank(env.METRICS_TOKEN) ? {} : { metricsToken: env.METRICS_TOKEN!.trim() }),
  };
}
