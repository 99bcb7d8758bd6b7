import account from './account';
import articles from './articles';
import donation from './donation';
import enquiry from './enquiry';
import events from './events';
import consultations from './consultations';
import offers from './offers';
import guides from './guides';
import health from './health';
import newsletters from './newsletters';
import pages from './pages';
import releases from './releases';
import staff from './staff';
import subscriptions from './subscriptions';
import telemetry from './telemetry';
import validate from './validate';
import type { LimitNameOf, MailKindOf, Together } from './module';

/**
 * Every API domain, one folder each, and THE list the app is built from: its routes and plugins (app.ts),
 * Kysely's tables (db/tables), the e-mails (mail/product-emails.ts), the staff export (export/exporters.ts), the
 * configuration and the rate limits (config/). `<domain>/index.ts` says what the domain brings (module.ts);
 * its routes (`routes/`, one file per endpoint) call `<domain>.service.ts`, the only caller of
 * `<domain>.repository.ts` from outside the folder's own files (the lint rule keeps other modules, the site
 * server and the CLI out). A static list rather than a folder scan so the esbuild bundle carries them: a new
 * domain is its folder plus a line here. The order is the routes' (and so the OpenAPI document's), the
 * export's and, within a stage, the plugins'. The dev-only outbox viewer is not a module: app.ts adds it
 * only where it may run.
 */
export const apiModules = [
  health,
  validate,
  subscriptions,
  account,
  guides,
  enquiry,
  articles,
  donation,
  staff,
  telemetry,
  releases,
  newsletters,
  pages,
  events,
  consultations,
  offers,
] as const;

type Modules = typeof apiModules;

// The app's types, built from the list as its values are: Database (db/tables), MailTemplates
// (mail/templates.ts), Config, LimitName (config/) and MailKind (the mail queue's rows).
export type ModuleTables = Together<Modules, 'tables'>;
export type ModuleEmails = Together<Modules, 'emails'>;
export type ModuleConfig = Together<Modules, 'config'>;
export type ModuleLimitName = LimitNameOf<Modules[number]>;
export type ModuleMailKind = MailKindOf<Modules[number]>;
