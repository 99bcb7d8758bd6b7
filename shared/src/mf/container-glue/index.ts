/*
 * The glue between a remote's webpack runtime and the page's federation runtime, in place of
 * `@module-federation/webpack-bundler-runtime` in the remotes' production builds (webpack-app.cjs swaps it
 * in). The federation plugin's generated code calls it for four things: make the container's instance
 * (`init`), start the container with the host's share scope (`initContainerEntry`, `I`), and give each shared
 * module a chunk imports its copy from the page (`consumes`, `installInitialConsumes`). The stock glue (12 kB
 * of each remoteEntry.js, 4.5 kB gz with its logger) also carries remotes inside remotes, tree-shaken shared
 * fallbacks and the runtime's error catalogue, which no remote here uses: a remote with remotes of its own
 * needs the stock glue (the development builds keep it). The instance comes from the runtime the shell hands
 * over (`_FEDERATION_RUNTIME_CORE`, shell/src/federation/container-runtime.ts; docs/decisions/0023).
 */

import { consumes, installInitialConsumes } from './shares';
import { attachShareScopeMap, type Core, type Instance, type WebpackRequire } from './types';

/** The instance of this remote: the one the page has by its name (a container loaded twice), else a new one. */
function init({ webpackRequire }: { webpackRequire: WebpackRequire }): Instance {
  const options = webpackRequire.federation.initOptions;
  if (!options) throw new Error('initOptions is required!');
  const core = (globalThis as unknown as { _FEDERATION_RUNTIME_CORE?: Core })._FEDERATION_RUNTIME_CORE;
  if (!core) throw new Error(`${options.name} runs on the page's federation runtime, and the page has none`);
  const found = core.CurrentGlobal.__FEDERATION__.__INSTANCES__.find((instance) => instance.options.name === options.name);
  if (found) {
    found.initOptions(options);
    return found;
  }
  const instance = new core.ModuleFederation({ ...options, id: '' });
  core.setGlobalFederationInstance(instance);
  return instance;
}

/** `__webpack_require__.I`: the remote's own copies put in the scope, once per scope and init. */
function initializeSharing(options: {
  shareScopeName: string | string[];
  webpackRequire: WebpackRequire;
  initPromises: Record<string, Promise<unknown> | true>;
  initTokens: Record<string, { from: string }>;
  initScope?: unknown[];
}) {
  const { shareScopeName, webpackRequire, initPromises, initTokens } = options;
  const initScope = (options.initScope ??= []);
  const keys = Array.isArray(shareScopeName) ? shareScopeName : [shareScopeName];
  // Synchronous up to the instance's refusal: a remote the page cannot run fails its container's `init` at once.
  const started = keys.map((key) => {
    const instance = webpackRequire.federation.instance!;
    const token = (initTokens[key] ??= { from: instance.name });
    if (initScope.includes(token)) return undefined;
    initScope.push(token);
    if (initPromises[key]) return initPromises[key];
    const promises = instance.initializeSharing(key, { strategy: instance.options.shareStrategy, initScope, from: 'build' });
    attachShareScopeMap(webpackRequire);
    return (initPromises[key] = promises.length ? Promise.all(promises).then(() => (initPromises[key] = true)) : true);
  });
  return Promise.all(started).then(() => true);
}

/** The container's `init(shareScope, initScope, options)`, as the host calls it. */
function initContainerEntry(options: {
  webpackRequire: WebpackRequire & { I(key: string | string[], initScope: unknown): unknown };
  shareScope: unknown;
  initScope: unknown;
  shareScopeKey?: string | string[];
  remoteEntryInitOptions?: { shareScopeKeys?: string | string[]; shareScopeMap?: Record<string, unknown> };
}) {
  const { webpackRequire, shareScope, initScope, shareScopeKey, remoteEntryInitOptions: given } = options;
  const { federation } = webpackRequire;
  if (!webpackRequire.S || !federation.instance || !federation.initOptions) return undefined;
  const instance = federation.instance;
  instance.initOptions({ name: federation.initOptions.name, remotes: [], ...given });
  const hostKeys = given?.shareScopeKeys;
  const hostMap = given?.shareScopeMap;
  const attach = (key: string, scope: unknown) => instance.initShareScopeMap(key, scope, { hostShareScopeMap: hostMap ?? {} });
  // The scope (or scopes) the host hands over: its own objects where it names several, else the one given.
  const fromHost = (key: string) => (hostMap![key] ??= {});
  if (!shareScopeKey || typeof shareScopeKey === 'string') {
    if (Array.isArray(hostKeys) && hostMap) hostKeys.forEach((key) => attach(key, fromHost(key)));
    else attach(shareScopeKey || 'default', shareScope);
  } else {
    shareScopeKey.forEach((key) => attach(key, hostKeys && hostMap ? fromHost(key) : shareScope));
  }
  attachShareScopeMap(webpackRequire);
  if (!Array.isArray(shareScopeKey)) return webpackRequire.I(shareScopeKey || 'default', initScope);
  if (federation.initOptions.shared) return webpackRequire.I(shareScopeKey, initScope);
  return Promise.all(shareScopeKey.map((key) => webpackRequire.I(key, initScope))).then(() => true);
}

const federation = {
  runtime: { init: (options: object) => init({ webpackRequire: { federation: { initOptions: options } } as never }) },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    remotes: undefined,
    consumes,
    I: initializeSharing,
    S: {},
    installInitialConsumes,
    initContainerEntry,
    init,
    getSharedFallbackGetter: undefined,
  },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
