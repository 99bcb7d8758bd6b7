import { z } from 'zod';

/** The environment as read: every value a string or absent. */
export type Env = Record<string, string | undefined>;

export const blank = (value: string | undefined) => value === undefined || value.trim() === '';

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (blank(raw)) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** A decimal number in [min, max] from the environment. */
export function decimal(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (blank(raw)) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number from ${min} to ${max} (got "${raw}")`);
  return value;
}

export const flag = (raw: string | undefined, fallback: boolean) => (blank(raw) ? fallback : !['0', 'false', 'no', 'off'].includes(raw!.trim().toLowerCase()));

export const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);

/** An absolute URL with one of the given protocols, or undefined when blank. */
export function url(env: Env, name: string, protocols: string[]): string | undefined {
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
export function email(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (blank(raw)) return fallback;
  if (!emailAddress.safeParse(raw!.trim()).success) throw new Error(`${name} must be an e-mail address (got "${raw}")`);
  return raw!.trim();
}

export const isProduction = (env: Env) => env.NODE_ENV?.trim() === 'production';
