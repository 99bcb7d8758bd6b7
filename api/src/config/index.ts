import { loadMailConfig, type MailConfig } from '../mail/mail.config';
import { apiModules, type ModuleConfig } from '../modules';
import { loadCoreConfig, type CoreConfig } from './core';
import { limitsFrom, type Limits } from './limits';
import type { Env } from './parse';

export type { CoreConfig, DatabaseConfig, PasswordHashingConfig, TrustProxy } from './core';
export { limitDefaults, limitVariable, type LimitName, type Limits } from './limits';
export { findRepoRoot } from '../repo-root';

/** The core's settings, the mail's, and each module's own part (its `config`, modules/module.ts). */
export type Config = CoreConfig & {
  /** Each route's own limit and the per-target limits (RATE_LIMIT_<NAME>). */
  limits: Limits;
  mail: MailConfig;
} & ModuleConfig;

/** Reads the configuration from the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: Env = process.env, terminal = process.stdout.isTTY === true): Config {
  const core = loadCoreConfig(env, terminal);
  const limits = limitsFrom(env);
  const sections = apiModules.map((module) => module.config?.(env, core));
  // After the modules': in production a missing payments provider is the more dangerous omission, said
  // before a missing SMTP_URL.
  const mail = loadMailConfig(env, core);
  return Object.assign(core, { limits }, ...sections, { mail }) as Config;
}
