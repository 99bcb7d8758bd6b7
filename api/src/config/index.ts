import { loadMailConfig } from '../mail/mail.config';
import { apiModules } from '../modules';
import { loadCoreConfig } from './core';
import { limitsFrom } from './limits';
import type { Config } from './types';
import type { Env } from './parse';

export type { CoreConfig, DatabaseConfig, PasswordHashingConfig, TrustProxy } from './core';
export { limitDefaults, limitVariable } from './limits';
export type { Config, LimitName, Limits } from './types';
export { findRepoRoot } from '../repo-root';

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
