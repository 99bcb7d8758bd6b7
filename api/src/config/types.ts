import type { MailConfig } from '../mail/mail.config';
import type { ModuleConfig, ModuleLimitName } from '../modules';
import type { CoreConfig } from './core';

/**
 * The configuration's types that are built from the modules' list. Types only, apart from loadConfig
 * (config/index.ts): what the app, its plugins and modules import, so that none of them imports the
 * loader, which reads the modules' list, and the loader is never part of an import circle.
 */

/** The site server's own limit (config/limits.ts): the site is not one of the modules. */
export type SiteLimitName = 'pageRender';
export type LimitName = ModuleLimitName | SiteLimitName;
export type Limits = Record<LimitName, number>;

/** The core's settings, the mail's, and each module's own part (its `config`, modules/module.ts). */
export type Config = CoreConfig & {
  /** Each route's own limit and the per-target limits (RATE_LIMIT_<NAME>). */
  limits: Limits;
  mail: MailConfig;
} & ModuleConfig;
