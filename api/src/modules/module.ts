import path from 'node:path';
import autoload from '@fastify/autoload';
import type { FastifyPluginAsync } from 'fastify';
import type { AppOptions } from '../app';
import type { CoreConfig } from '../config/core';
import type { Env } from '../config/parse';
import type { Exporter } from '../export/exporter';
import type { MailConfig } from '../mail/mail.config';
import type { LetterWriter } from '../mail/templates';

/**
 * What a module's plugin is handed: the core's settings, the mail's and its own section (not the whole
 * `Config`: that type is built from the modules' list, which a module's own type cannot depend on), and
 * what the caller of buildApp gave.
 */
export interface ModuleContext<Section> {
  config: CoreConfig & { mail: MailConfig } & Section;
  options: AppOptions;
}

/**
 * A module's app-level plugin: a fastify-plugin whose `name` and `dependencies` (the plugins it must come
 * after) place it among the core's and the other modules' (app.ts, `inDependencyOrder`), and its options.
 */
export interface ModulePlugin<Section> {
  plugin: FastifyPluginAsync<never>;
  /** Its options, from the settings and what the caller of buildApp gave. */
  options?: (context: ModuleContext<Section>) => object;
}

/**
 * A route file's plugin, named for Fastify. Without a name Fastify looks for one by searching every loaded
 * module for the function (its `require.cache` scan), twice per plugin: under Jest, whose module cache is a
 * proxy, that search was most of the time an app took to start.
 */
export const routePlugin = <Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin =>
  Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name });

/** @fastify/autoload has no name of its own either (skip-override: a name changes nothing else). */
const namedAutoload = routePlugin(autoload);

/**
 * A module's routes: every file of its `routes/` folder, one per endpoint, each a plugin in its own scope,
 * loaded by @fastify/autoload folder by folder in file-name order (the OpenAPI document's order). A folder
 * with an `autohooks.ts` gets its hooks, and so do the folders below it: the staff guard on every `staff/`
 * folder, so a route is guarded by where its file is. The paths are the routes' own, never the folders'.
 * The build keeps the folders as files (api/build.mjs), for autoload reads them at start.
 */
export const routesFolder = (moduleDir: string): FastifyPluginAsync =>
  routePlugin(async function routes(app) {
    await app.register(namedAutoload, { dir: path.join(moduleDir, 'routes'), dirNameRoutePrefix: false, autoHooks: true, cascadeHooks: true });
  });

/** Carries a module's table types to Kysely's `Database`: a value only for its type (tables are types). */
export interface TableTypes<Tables> {
  readonly tables?: Tables;
}
export const tableTypes = <Tables>(): TableTypes<Tables> => ({});

/**
 * One API domain, as modules/index.ts lists it: everything it brings to the app. The type parameters are
 * what the app's types are built from (the tables, the e-mails, the config section, the limit names and
 * mail kinds), so defineModule keeps them.
 */
export interface ApiModule<Tables = unknown, Emails = unknown, Section = unknown, LimitName extends string = never, MailKind extends string = never> {
  /** The module's folder. */
  name: string;
  /**
   * Its routes, under their full /api/... paths, in the API's scope (CORS, rate limits, the input guard):
   * `routesFolder(__dirname)`, its routes folder.
   */
  routes: FastifyPluginAsync;
  /** What it adds to the app itself (a decoration, timers, a health check), placed by its dependencies. */
  plugin?: ModulePlugin<Section>;
  tables?: TableTypes<Tables>;
  /** Its e-mails, written with the house letter: they become `app.mailer.templates`. */
  emails?: (writer: LetterWriter) => Emails;
  /** Its CSV files in the staff export, in this order. */
  exporters?: readonly Exporter[];
  /** Its rate limits' defaults, each tuned by RATE_LIMIT_<NAME> (config/limits.ts). */
  limits?: Record<LimitName, number>;
  /** The kinds of mail it queues, named in the queue's rows and logs. */
  mailKinds?: readonly MailKind[];
  /** Reads its settings from the environment: its part of `Config`; a bad value throws a message naming the variable. */
  config?: (env: Env, core: CoreConfig) => Section;
}

/** A module as written, its type parameters inferred from what it brings. */
export const defineModule = <Tables = unknown, Emails = unknown, Section = unknown, LimitName extends string = never, MailKind extends string = never>(
  module: ApiModule<Tables, Emails, Section, LimitName, MailKind>,
) => module;

/**
 * What one module brings to a type the app builds from all of them. Every parameter is inferred, the limit
 * names and mail kinds too: matched against their defaults (`never`), a module that has some would not match.
 */
type PartOf<Module, Part extends 'tables' | 'emails' | 'config'> =
  Module extends ApiModule<infer Tables, infer Emails, infer Section, infer _Limit extends string, infer _Kind extends string>
    ? { tables: Tables; emails: Emails; config: Section }[Part]
    : unknown;

/** What a list of modules brings, together: the intersection of each one's tables, e-mails or config section. */
export type Together<Modules extends readonly unknown[], Part extends 'tables' | 'emails' | 'config'> = Modules extends readonly [infer First, ...infer Rest]
  ? PartOf<First, Part> & Together<Rest, Part>
  : unknown;

/** The names of the modules' limits (one module or a union of them). */
export type LimitNameOf<Module> = Module extends { limits?: infer Limits } ? keyof NonNullable<Limits> : never;
/** The kinds of mail the modules queue (one module or a union of them). */
export type MailKindOf<Module> = Module extends { mailKinds?: readonly (infer Kind)[] } ? Kind : never;
