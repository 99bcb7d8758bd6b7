import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { brandSchema, defaultBrand, type Brand } from '@tenants/shared';

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; schema?: string };

/** The e-mail and phone checks (DESIGN §5): local rules always, the Data8-style remote service when a key is set. */
export interface ValidationConfig {
  /** The remote service's key; server-side only, never in /config.json or a browser bundle. */
  apiKey?: string;
  /** Base URL of the remote services (their paths hang under it); a local fake in tests. */
  baseUrl: string;
  /** Limit for each DNS lookup and each remote call; a check that runs out of time counts as valid (SPEC §5). */
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
  /** The dev-only outbox viewer (/api/dev/outbox): only with the outbox, never in production. */
  outboxViewer: boolean;
}

/** The member guides (SPEC §3): where their PDFs are generated, and the key that signs download links. */
export interface GuidesConfig {
  /** Generated PDFs are written here (created when missing); a cache: deleting it only costs a regeneration. */
  dir: string;
  /** HMAC key of the signed download links; random per process when GUIDE_LINK_SECRET is unset. */
  linkSecret: string;
}

/** Card donations (DESIGN §5): the offline simulator by default, Stripe when configured. */
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
      /** Another Stripe API endpoint than api.stripe.com (a local fake in tests), as stripe-node's options. */
      api?: { host: string; port: number; protocol: 'http' | 'https' };
    }
);

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  deployDir: string;
  serveSite: boolean;
  /** {host}: the API base the browser uses ('' = same origin); goes into /config.json and the CSP. */
  publicApiBase: string;
  /** PUBLIC_SITE_URL when set: absolute links in link previews; without it they follow the request's host. */
  publicSiteUrl?: string;
  corsOrigins: string[];
  /** Requests per minute per client IP, across the API. */
  rateLimitMax: number;
  /** Behind a load balancer the client IP comes from X-Forwarded-For; only trust it when told to. */
  trustProxy: boolean;
  logLevel: string;
  brand: Brand;
  /** Rate-limit counters in Redis, shared by every API instance; in memory when absent. */
  redisUrl?: string;
  validation: ValidationConfig;
  mail: MailConfig;
  guides: GuidesConfig;
  payments: PaymentsConfig;
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

const flag = (raw: string | undefined, fallback: boolean) =>
  blank(raw) ? fallback : !['0', 'false', 'no', 'off'].includes(raw!.trim().toLowerCase());

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

function schemaName(raw: string | undefined): string | undefined {
  if (blank(raw)) return undefined;
  const name = raw!.trim();
  // It goes into the connection's search_path, so only a plain identifier is accepted.
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`DATABASE_SCHEMA must be a plain identifier (got "${raw}")`);
  return name;
}

const stripeHooksOrigin = 'https://hooks.stripe.com';

function payments(env: Env): PaymentsConfig {
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
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(secretKey)) throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)');
  return {
    provider,
    secretKey,
    redirectOrigins,
    ...(api
      ? { api: { host: api.hostname, port: api.port ? Number(api.port) : api.protocol === 'https:' ? 443 : 80, protocol: api.protocol === 'https:' ? 'https' : 'http' } }
      : {}),
  };
}

/** Reads the configuration from the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: Env = process.env): Config {
  const root = findRepoRoot();
  const fromRoot = (value: string | undefined, fallback: string) => path.resolve(root, blank(value) ? fallback : value!);
  const sqliteFile = env.SQLITE_FILE?.trim() === ':memory:' ? ':memory:' : fromRoot(env.SQLITE_FILE, 'data/tenants.sqlite');

  const port = integer(env, 'PORT', 3000, 0, 65535);
  const brand = brandSchema.parse({
    ...defaultBrand,
    product: blank(env.BRAND_PRODUCT) ? defaultBrand.product : env.BRAND_PRODUCT!.trim(),
    email: blank(env.BRAND_EMAIL) ? defaultBrand.email : env.BRAND_EMAIL!.trim(),
  });
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);

  return {
    port,
    host: blank(env.HOST) ? '0.0.0.0' : env.HOST!.trim(),
    database: blank(env.DATABASE_URL)
      ? { dialect: 'sqlite', file: sqliteFile }
      : { dialect: 'postgres', url: env.DATABASE_URL!.trim(), schema: schemaName(env.DATABASE_SCHEMA) },
    deployDir: fromRoot(env.DEPLOY_DIR, 'deploy'),
    serveSite: flag(env.SERVE_SITE, true),
    publicApiBase: (env.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, ''),
    publicSiteUrl: url(env, 'PUBLIC_SITE_URL', ['https:', 'http:']),
    corsOrigins: list(env.CORS_ORIGINS),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 300, 1, 1_000_000),
    trustProxy: flag(env.TRUST_PROXY, false),
    logLevel: blank(env.LOG_LEVEL) ? 'info' : env.LOG_LEVEL!.trim(),
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
      siteUrl: url(env, 'PUBLIC_SITE_URL', ['https:', 'http:']) ?? `http://localhost:${port}`,
      // The outbox holds reset links: its viewer must never be reachable on a production server.
      outboxViewer: !smtpUrl && env.NODE_ENV?.trim() !== 'production' && flag(env.MAIL_OUTBOX_VIEWER, true),
    },
    guides: {
      dir: fromRoot(env.GUIDES_DIR, 'data/guides'),
      linkSecret: linkSecret(env),
    },
    payments: payments(env),
  };
}
