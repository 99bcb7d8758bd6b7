import { satisfy } from '@tenants/shared/core';

/*
 * The page's share scope: one copy of each shared module (React, React DOM, the router, the store, the shared
 * package…) for the shell and every remote. Kept in the shape Module Federation's runtime keeps it
 * (`__FEDERATION__.__SHARE__`: scope → key → version → entry), so a remote built with its own runtime (the
 * development builds) reads it as its own.
 */

export interface ShareConfig {
  singleton?: boolean;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  eager?: boolean;
  layer?: string | null;
}

/** A module's factory: calling it gives the module's exports. */
export type Factory = () => unknown;

export interface Shared {
  version: string;
  /** Who provided this copy: `shell`, or a remote's name. */
  from: string;
  shareConfig: ShareConfig;
  scope: string[];
  /** Who took it (the remotes' names). */
  useIn: string[];
  /** The factory, once the module is here (the shell's start-up copies from the first). */
  lib?: Factory;
  /** Fetches the module (its chunks), resolving its factory. */
  get?: () => Promise<Factory> | Factory;
  loaded?: boolean;
  loading?: Promise<Factory>;
  strategy: 'loaded-first';
}

/** key → version → copy */
export type ShareScope = Record<string, Record<string, Shared>>;
/** scope name (`default`) → scope */
export type ShareScopeMap = Record<string, ShareScope>;

/** The host's name in the scope: its copies are the page's. */
export const hostName = 'shell';

/**
 * The words of a refusal: a remote built against a major the page does not have. with-retry.ts knows it by
 * "does not satisfy the requirement" and does not try again; the e2e suite reads it in the console.
 */
export const refusal = (version: string, pkgName: string, remote: string, required: string) =>
  `Version ${version} from ${hostName} of shared singleton module ${pkgName} does not satisfy the requirement of ${remote} which needs ${required}`;

const newest = (copies: Shared[]) =>
  copies.reduce<Shared | undefined>((best, copy) => (!best || satisfy(copy.version, `>${best.version}`) ? copy : best), undefined);
const isHere = (copy: Shared) => Boolean(copy.loaded || copy.loading || copy.lib);

/**
 * The copy of `pkgName` a remote (`user`) gets. A singleton is the shell's copy when the shell provides one,
 * checked against what the remote requires: a strict requirement it does not meet throws (the remote is
 * refused and shows its fallback), a loose one warns. Otherwise the copy already loaded, else the newest;
 * for a module that is not a singleton, among the copies that satisfy the requirement. None: undefined (the
 * remote runs its own fallback).
 */
export function chooseCopy(scope: ShareScope, pkgName: string, config: ShareConfig, user: string): Shared | undefined {
  const copies = Object.values(scope[pkgName] ?? {});
  const required = config.requiredVersion;
  const fits = (copy: Shared) => typeof required !== 'string' || satisfy(copy.version, required);
  if (!config.singleton) {
    const fitting = copies.filter(fits);
    return newest(fitting.filter(isHere)) ?? newest(fitting);
  }
  const chosen = copies.find((copy) => copy.from === hostName) ?? newest(copies.filter(isHere)) ?? newest(copies);
  if (chosen && !fits(chosen)) {
    const message = refusal(chosen.version, pkgName, user, String(required)).replace(` from ${hostName} `, ` from ${chosen.from} `);
    if (config.strictVersion) throw new Error(message);
    console.warn(message);
  }
  return chosen;
}

/** The copy's factory, fetching it once for every remote that asks; `user` is noted among its users. */
export function takeCopy(copy: Shared, user: string): Factory | Promise<Factory> {
  if (!copy.useIn.includes(user)) copy.useIn.push(user);
  if (copy.lib) return copy.lib;
  if (!copy.get) throw new Error(`The shared module ${copy.version} from ${copy.from} cannot be fetched`);
  copy.loading ??= Promise.resolve(copy.get()).then((factory) => {
    copy.lib = factory;
    copy.loaded = true;
    return factory;
  });
  return copy.loading;
}
