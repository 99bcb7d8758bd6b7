import { satisfy } from '@tenants/shared/core';
import { chooseCopy, hostName, refusal, takeCopy, type Factory, type ShareConfig, type ShareScope, type ShareScopeMap } from './share-scope';

/*
 * What a remote's container runs on. The remotes are built without a federation runtime of their own
 * (`externalRuntime`, shared/src/mf/webpack-app.cjs): their webpack glue takes one from the global
 * `_FEDERATION_RUNTIME_CORE`, and calls only this much of it: an instance per remote (`init` finds or makes
 * it), its options merged as the host starts the container, the host's share scope attached, the remote's own
 * copies registered beside the shell's, and `loadShare` for each shared module its chunks import. Module
 * Federation's own runtime (19.5 kB gz of the 21.7 a remote page loaded) does much more (manifests and
 * snapshots, preloading, plugins, loading remotes in Node) that no container here asks for.
 */

interface SharedOption {
  version: string;
  get?: () => Promise<Factory> | Factory;
  lib?: Factory;
  scope?: string | string[];
  shareConfig?: ShareConfig;
}

interface Options {
  name: string;
  id?: string;
  version?: string;
  shared: Record<string, SharedOption[]>;
  shareStrategy: 'loaded-first';
  [key: string]: unknown;
}

type GivenShared = Record<string, SharedOption | SharedOption[]>;

const asList = (shared: GivenShared | undefined) =>
  Object.fromEntries(Object.entries(shared ?? {}).map(([key, value]) => [key, Array.isArray(value) ? value : [value]]));
const scopesOf = (option: SharedOption) => (Array.isArray(option.scope) ? option.scope : [option.scope ?? 'default']);

let onHostCopy: (pkgName: string) => void = () => undefined;

/** One remote's instance: what its webpack glue calls (`webpack-bundler-runtime`'s use of the runtime). */
export class ContainerRuntime {
  options: Options;
  shareScopeMap: ShareScopeMap = {};

  constructor(given: { name: string; shared?: GivenShared; [key: string]: unknown }) {
    this.options = { ...given, shared: asList(given.shared), shareStrategy: 'loaded-first' };
  }

  get name() {
    return this.options.name;
  }

  /** Called again as the host starts the container (`initContainerEntry`): later options join the first. */
  initOptions(given: { shared?: GivenShared; [key: string]: unknown }) {
    const { shared, ...rest } = given;
    Object.assign(this.options, rest, { name: this.options.name, shareStrategy: 'loaded-first' });
    this.registerShared(shared);
    return this.options;
  }

  registerShared(shared: GivenShared | undefined) {
    for (const [key, list] of Object.entries(asList(shared))) this.options.shared[key] = [...(this.options.shared[key] ?? []), ...list];
  }

  /** This runtime takes no plugins: the host's rules (the shell's copies, integrity) are its own code. */
  registerPlugins() {}

  initShareScopeMap(key: string, scope: ShareScope) {
    this.shareScopeMap[key] = scope;
  }

  /**
   * Puts the remote's own copies in the scope beside the shell's (never over one), after refusing a remote
   * whose strict singleton requirement the shell's copy does not meet: at once, before any of its code runs.
   */
  initializeSharing(scopeName = 'default'): Array<Promise<void>> {
    const scope = (this.shareScopeMap[scopeName] ??= {});
    for (const [pkgName, list] of Object.entries(this.options.shared)) {
      for (const option of list) {
        if (!scopesOf(option).includes(scopeName)) continue;
        const config = option.shareConfig ?? {};
        const shell = Object.values(scope[pkgName] ?? {}).find((copy) => copy.from === hostName);
        const required = config.requiredVersion;
        if (shell && config.singleton && config.strictVersion && typeof required === 'string' && !satisfy(shell.version, required)) {
          throw new Error(refusal(shell.version, pkgName, this.name, required));
        }
        const versions = (scope[pkgName] ??= {});
        versions[option.version] ??= {
          version: option.version,
          from: this.name,
          shareConfig: config,
          scope: [scopeName],
          useIn: [],
          get: option.get,
          lib: option.lib,
          loaded: Boolean(option.lib),
          strategy: 'loaded-first',
        };
      }
    }
    return [];
  }

  private copyFor(pkgName: string, info: { shareConfig?: ShareConfig; scope?: string | string[] } | undefined) {
    const own = this.options.shared[pkgName]?.[0];
    const config = info?.shareConfig ?? own?.shareConfig ?? {};
    const scopeName = scopesOf({ version: '', scope: info?.scope ?? own?.scope })[0];
    const copy = chooseCopy(this.shareScopeMap[scopeName] ?? {}, pkgName, config, this.name);
    if (copy?.from === hostName) onHostCopy(pkgName);
    return copy;
  }

  /** The factory of a shared module for the remote's chunk, or false: the remote then runs its own fallback. */
  loadShare(pkgName: string, options?: { customShareInfo?: { shareConfig?: ShareConfig; scope?: string | string[] } }): Promise<Factory | false> {
    try {
      const copy = this.copyFor(pkgName, options?.customShareInfo);
      return Promise.resolve(copy ? takeCopy(copy, this.name) : false);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** For a module the remote's first chunk needs at once (eager): only a copy already here will do. */
  loadShareSync(pkgName: string, options?: { customShareInfo?: { shareConfig?: ShareConfig; scope?: string | string[] } }): Factory {
    const copy = this.copyFor(pkgName, options?.customShareInfo);
    const factory = copy && takeCopy(copy, this.name);
    if (typeof factory !== 'function') throw new Error(`The shared module ${pkgName} is not loaded yet for ${this.name}`);
    return factory;
  }
}

interface FederationGlobal {
  __INSTANCES__: ContainerRuntime[];
  __SHARE__: Record<string, ShareScopeMap>;
  [key: string]: unknown;
}

const unsupported = (what: string) => () => {
  throw new Error(`${what} is not part of the shell's federation runtime`);
};

/**
 * Hands the page's share scope (`scopes`) to every container, through the global the remotes' glue reads;
 * `used` hears each shared module a remote takes from the shell (the shared package: the shell then mounts
 * its toaster, app/shared-api.ts).
 */
export function installContainerRuntime(scopes: ShareScopeMap, used: (pkgName: string) => void) {
  onHostCopy = used;
  const root = globalThis as unknown as { __FEDERATION__?: FederationGlobal; _FEDERATION_RUNTIME_CORE?: unknown };
  // The fields Module Federation's runtime keeps there, so a remote with a runtime of its own (development) finds them.
  const global = (root.__FEDERATION__ ??= {
    __GLOBAL_PLUGIN__: [],
    __INSTANCES__: [],
    moduleInfo: {},
    __SHARE__: {},
    __MANIFEST_LOADING__: {},
    __PRELOADED_MAP__: new Map(),
  });
  global.__SHARE__[hostName] = scopes;
  root._FEDERATION_RUNTIME_CORE = {
    CurrentGlobal: globalThis,
    ModuleFederation: ContainerRuntime,
    Module: ContainerRuntime,
    getGlobalFederationConstructor: () => undefined,
    setGlobalFederationConstructor: () => undefined,
    setGlobalFederationInstance: (instance: ContainerRuntime) => global.__INSTANCES__.push(instance),
    assert: (condition: unknown, code: string, messages?: Record<string, string>) => {
      if (!condition) throw new Error(`${messages?.[code] ?? 'Module Federation'} #${code}`);
    },
    satisfy,
    registerGlobalPlugins: () => undefined,
    getRemoteEntry: unsupported('getRemoteEntry'),
    getRemoteInfo: unsupported('getRemoteInfo'),
    loadScript: unsupported('loadScript'),
    loadScriptNode: unsupported('loadScriptNode'),
    helpers: { global: { getGlobalSnapshotInfoByModuleInfo: () => undefined }, share: {}, utils: {} },
  };
}
