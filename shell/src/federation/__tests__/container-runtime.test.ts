import { ContainerRuntime, installContainerRuntime } from '../container-runtime';
import type { ShareScope, ShareScopeMap } from '../share-scope';

// What a remote's container runs on (container-runtime.ts): every singleton is the shell's copy, checked
// against what the remote requires; a remote built against another major is refused as its container starts.

const shellShared = { name: 'shared@1', from: 'shell' };
const remoteShared = { name: 'shared@2', from: 'news' };

function scopeWithShell(): ShareScope {
  return {
    '@tenants/shared': {
      '1.0.0': {
        version: '1.0.0',
        from: 'shell',
        shareConfig: { singleton: true, requiredVersion: '^1.0.0', strictVersion: true },
        scope: ['default'],
        useIn: [],
        lib: () => shellShared,
        loaded: true,
        strategy: 'loaded-first',
      },
    },
  };
}

/** A remote's instance as its webpack glue makes it, started by the host with the page's scope. */
function startRemote(name: string, required: string, { strictVersion = true, singleton = true, scope = scopeWithShell() } = {}) {
  const used: string[] = [];
  installContainerRuntime({ default: scope } as ShareScopeMap, (pkgName) => used.push(pkgName));
  const remote = new ContainerRuntime({
    name,
    shared: {
      '@tenants/shared': [
        {
          version: '2.0.0',
          get: () => Promise.resolve(() => remoteShared),
          scope: ['default'],
          shareConfig: { singleton, requiredVersion: required, strictVersion },
        },
      ],
    },
  });
  remote.initOptions({ name, remotes: [] });
  remote.initShareScopeMap('default', scope);
  const start = () => remote.initializeSharing('default');
  const take = async () => {
    const factory = await remote.loadShare('@tenants/shared', {
      customShareInfo: { shareConfig: { singleton, requiredVersion: required, strictVersion }, scope: ['default'] },
    });
    return factory === false ? false : factory();
  };
  return { remote, scope, used, start, take };
}

it("gives a remote that accepts the shell's version the shell's copy, not the higher one it brought", async () => {
  const { start, take, scope, used } = startRemote('news', '>=1.0.0');
  start();
  expect(await take()).toBe(shellShared);
  // Its own copy sits beside the shell's, unused; the shell's notes who took it.
  expect(Object.keys(scope['@tenants/shared'])).toEqual(['1.0.0', '2.0.0']);
  expect(scope['@tenants/shared']['1.0.0'].useIn).toEqual(['news']);
  expect(used).toEqual(['@tenants/shared']);
});

it('refuses a remote built against another major as its container starts, in the words the shell and the e2e suite know', () => {
  const { start, used } = startRemote('news', '^2.0.0');
  expect(start).toThrow('Version 1.0.0 from shell of shared singleton module @tenants/shared does not satisfy the requirement of news which needs ^2.0.0');
  expect(used).toEqual([]);
});

it("without the strict flag it warns and runs on the shell's copy", async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { start, take } = startRemote('news', '^2.0.0', { strictVersion: false });
  start();
  expect(await take()).toBe(shellShared);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not satisfy the requirement of news which needs ^2.0.0'));
  warn.mockRestore();
});

it('lets a module that is not a singleton, or that the shell does not provide, take the newest copy that fits', async () => {
  const notSingleton = startRemote('news', '^2.0.0', { singleton: false });
  notSingleton.start();
  expect(await notSingleton.take()).toBe(remoteShared);
  const withoutShell = startRemote('news', '^2.0.0', { scope: {} });
  withoutShell.start();
  expect(await withoutShell.take()).toBe(remoteShared);
  expect(withoutShell.used).toEqual([]);
});

it('answers false when no copy fits, so the remote runs its own fallback', async () => {
  const { remote } = startRemote('news', '^1.0.0', { scope: {} });
  await expect(remote.loadShare('axios', { customShareInfo: { shareConfig: { requiredVersion: '^1.0.0' }, scope: ['default'] } })).resolves.toBe(false);
});

it('fetches a copy once for every remote that asks, and names them all', async () => {
  const toasts = { toast: true };
  const get = jest.fn(() => Promise.resolve(() => toasts));
  const scope: ShareScope = {
    'react-hot-toast': {
      '2.6.0': {
        version: '2.6.0',
        from: 'shell',
        shareConfig: { singleton: true, requiredVersion: '^2.0.0' },
        scope: ['default'],
        useIn: [],
        get,
        strategy: 'loaded-first',
      },
    },
  };
  installContainerRuntime({ default: scope }, () => undefined);
  const take = async (name: string) => {
    const remote = new ContainerRuntime({ name });
    remote.initShareScopeMap('default', scope);
    const factory = await remote.loadShare('react-hot-toast', { customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^2.0.0' } } });
    return factory === false ? false : factory();
  };
  const [first, second] = await Promise.all([take('news'), take('enquiry')]);
  expect(first).toBe(toasts);
  expect(second).toBe(toasts);
  expect(get).toHaveBeenCalledTimes(1);
  expect(scope['react-hot-toast']['2.6.0']).toMatchObject({ loaded: true, useIn: ['news', 'enquiry'] });
});

it('hands the containers a runtime under the global their glue reads, and keeps the scope where the runtime keeps it', () => {
  const scopes = { default: scopeWithShell() };
  installContainerRuntime(scopes, () => undefined);
  const global = globalThis as unknown as {
    _FEDERATION_RUNTIME_CORE: {
      ModuleFederation: typeof ContainerRuntime;
      setGlobalFederationInstance: (i: ContainerRuntime) => void;
      getRemoteEntry: () => void;
    };
    __FEDERATION__: { __INSTANCES__: ContainerRuntime[]; __SHARE__: Record<string, unknown> };
  };
  const core = global._FEDERATION_RUNTIME_CORE;
  const instance = new core.ModuleFederation({ name: 'donation' });
  core.setGlobalFederationInstance(instance);
  expect(global.__FEDERATION__.__INSTANCES__).toContain(instance);
  expect(global.__FEDERATION__.__SHARE__.shell).toBe(scopes);
  // A call this runtime does not have says so by name, instead of failing somewhere after it.
  expect(() => core.getRemoteEntry()).toThrow('getRemoteEntry is not part of the shell');
});
