import { existsSync } from 'node:fs';
import path from 'node:path';
import { brandSchema, defaultBrand, type Brand } from '@tenants/shared';

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; schema?: string };

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  deployDir: string;
  serveSite: boolean;
  /** {host}: the API base the browser uses ('' = same origin); goes into /config.json and the CSP. */
  publicApiBase: string;
  corsOrigins: string[];
  /** Requests per minute per client IP, across the API. */
  rateLimitMax: number;
  /** Behind a load balancer the client IP comes from X-Forwarded-For; only trust it when told to. */
  trustProxy: boolean;
  logLevel: string;
  brand: Brand;
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

function schemaName(raw: string | undefined): string | undefined {
  if (blank(raw)) return undefined;
  const name = raw!.trim();
  // It goes into the connection's search_path, so only a plain identifier is accepted.
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new Error(`DATABASE_SCHEMA must be a plain identifier (got "${raw}")`);
  return name;
}

/** Reads the configuration from the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: Env = process.env): Config {
  const root = findRepoRoot();
  const fromRoot = (value: string | undefined, fallback: string) => path.resolve(root, blank(value) ? fallback : value!);
  const sqliteFile = env.SQLITE_FILE?.trim() === ':memory:' ? ':memory:' : fromRoot(env.SQLITE_FILE, 'data/tenants.sqlite');

  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: blank(env.HOST) ? '0.0.0.0' : env.HOST!.trim(),
    database: blank(env.DATABASE_URL)
      ? { dialect: 'sqlite', file: sqliteFile }
      : { dialect: 'postgres', url: env.DATABASE_URL!.trim(), schema: schemaName(env.DATABASE_SCHEMA) },
    deployDir: fromRoot(env.DEPLOY_DIR, 'deploy'),
    serveSite: flag(env.SERVE_SITE, true),
    publicApiBase: (env.PUBLIC_API_BASE ?? '').trim().replace(/\/+$/, ''),
    corsOrigins: list(env.CORS_ORIGINS),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 300, 1, 1_000_000),
    trustProxy: flag(env.TRUST_PROXY, false),
    logLevel: blank(env.LOG_LEVEL) ? 'info' : env.LOG_LEVEL!.trim(),
    brand: brandSchema.parse({
      ...defaultBrand,
      product: blank(env.BRAND_PRODUCT) ? defaultBrand.product : env.BRAND_PRODUCT!.trim(),
      email: blank(env.BRAND_EMAIL) ? defaultBrand.email : env.BRAND_EMAIL!.trim(),
    }),
  };
}
