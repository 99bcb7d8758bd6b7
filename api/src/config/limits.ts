import { apiModules } from '../modules';
import { integer, type Env } from './parse';
import type { LimitName, Limits, SiteLimitName } from './types';

/** The site server's own limit: the site is not one of the modules. */
const siteLimits: Record<SiteLimitName, number> = {
  /** Pages drawn on the server per client address per minute (a page from the cache is free: site/render-budget.ts). */
  pageRender: 120,
};

/**
 * The rate limits an operator may tune (RATE_LIMIT_<NAME>): requests per client address per route in the
 * window of `limits` (plugins/rate-limit.ts), plus the per-target limits that hold whatever the address.
 * Each module's `limits`, then the site's.
 */
export const limitDefaults: Readonly<Limits> = Object.assign({}, ...apiModules.map((module) => module.limits), siteLimits);

/** `forgotPassword` → `RATE_LIMIT_FORGOT_PASSWORD`. */
export const limitVariable = (name: LimitName) => `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

export function limitsFrom(env: Env): Limits {
  return Object.fromEntries(
    (Object.keys(limitDefaults) as LimitName[]).map((name) => [name, integer(env, limitVariable(name), limitDefaults[name], 1, 1_000_000_000)]),
  ) as Limits;
}
