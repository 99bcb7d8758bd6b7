// The shared modules a remote's chunks import, each the page's copy (container-glue/index.ts).
import { attachShareScopeMap, type Factory, type Handler, type WebpackRequire } from './types';

/** The build's consume data as handlers (once), and its sharing data registered with the instance. */
function updateConsumeOptions(
  webpackRequire: WebpackRequire,
  handlers: Record<string, Handler>,
  into?: { initialConsumes?: string[]; chunkMapping?: Record<string, string[]> },
) {
  const data = webpackRequire.consumesLoadingData;
  if (data && !data._updated) {
    for (const [id, consume] of Object.entries(data.moduleIdToConsumeDataMapping ?? {})) {
      const { requiredVersion, strictVersion, singleton, eager, layer, shareScope } = consume;
      handlers[id] ??= {
        getter: consume.fallback,
        shareInfo: {
          shareConfig: { requiredVersion, strictVersion, singleton, eager, layer },
          scope: Array.isArray(shareScope) ? shareScope : [shareScope || 'default'],
        },
        shareKey: consume.shareKey,
      };
    }
    for (const id of data.initialConsumes ?? []) if (into?.initialConsumes && !into.initialConsumes.includes(id)) into.initialConsumes.push(id);
    for (const [chunk, ids] of Object.entries(data.chunkMapping ?? {})) {
      if (!into?.chunkMapping) break;
      const list = (into.chunkMapping[chunk] ??= []);
      for (const id of ids) if (!list.includes(id)) list.push(id);
    }
    data._updated = 1;
  }
  const sharing = webpackRequire.initializeSharingData;
  const instance = webpackRequire.federation.instance;
  if (sharing && !sharing._updated && instance && sharing.scopeToSharingDataMapping) {
    const shared: Record<string, object[]> = {};
    for (const [scope, list] of Object.entries(sharing.scopeToSharingDataMapping)) {
      for (const item of list) {
        if (typeof item !== 'object' || item === null) continue;
        const { name, version, factory, eager, singleton, requiredVersion, strictVersion } = item as Record<string, never>;
        const shareConfig = Object.fromEntries(
          Object.entries({ requiredVersion: requiredVersion ?? `^${version}`, singleton, eager, strictVersion }).filter(([, value]) => value !== undefined),
        );
        (shared[name] ??= []).push({ version, scope: [scope], shareConfig, get: factory });
      }
    }
    instance.registerShared(shared);
    sharing._updated = 1;
  }
}

const customShareInfo = ({ shareInfo }: Handler) => ({ customShareInfo: { ...shareInfo }, context: { trigger: 'build' } });

/** The shared modules a chunk imports: each the page's copy, or the remote's own when the page has none. */
export function consumes(options: {
  chunkId: string;
  promises: Array<Promise<unknown>>;
  installedModules: Record<string, Promise<unknown> | 0>;
  webpackRequire: WebpackRequire;
  chunkMapping: Record<string, string[]>;
  moduleToHandlerMapping: Record<string, Handler>;
}) {
  const { chunkId, promises, installedModules, webpackRequire, chunkMapping, moduleToHandlerMapping } = options;
  updateConsumeOptions(webpackRequire, moduleToHandlerMapping, options as never);
  attachShareScopeMap(webpackRequire);
  if (!webpackRequire.o(chunkMapping, chunkId)) return;
  for (const id of chunkMapping[chunkId]) {
    const installed = installedModules[id];
    if (webpackRequire.o(installedModules, id)) {
      if (installed) promises.push(installed);
      continue;
    }
    const onFactory = (factory: Factory) => {
      installedModules[id] = 0;
      webpackRequire.m[id] = (module) => {
        delete webpackRequire.c[id];
        module.exports = factory();
      };
    };
    const onError = (error: unknown) => {
      delete installedModules[id];
      webpackRequire.m[id] = () => {
        delete webpackRequire.c[id];
        throw error;
      };
    };
    try {
      const instance = webpackRequire.federation.instance;
      if (!instance) throw new Error('Federation instance not found!');
      const handler = moduleToHandlerMapping[id];
      const loading = instance.loadShare(handler.shareKey, customShareInfo(handler)).then((factory) => (factory === false ? handler.getter() : factory));
      promises.push((installedModules[id] = loading.then(onFactory).catch(onError)));
    } catch (error) {
      onError(error);
    }
  }
}

/** Shared modules the remote's first chunk needs at once (eager): the copies already on the page. */
export function installInitialConsumes(options: {
  moduleToHandlerMapping: Record<string, Handler>;
  webpackRequire: WebpackRequire;
  installedModules: Record<string, unknown>;
  initialConsumes: string[];
  asyncLoad?: boolean;
}) {
  const { moduleToHandlerMapping, webpackRequire, installedModules, initialConsumes, asyncLoad } = options;
  updateConsumeOptions(webpackRequire, moduleToHandlerMapping, options);
  const instance = webpackRequire.federation.instance;
  if (!instance) throw new Error('Federation instance not found!');
  const install = (id: string, factory: () => Factory) => {
    webpackRequire.m[id] = (module) => {
      installedModules[id] = 0;
      delete webpackRequire.c[id];
      const made = factory();
      if (typeof made !== 'function') throw new Error(`Shared module is not available for eager consumption: ${id}`);
      module.exports = made();
    };
  };
  if (asyncLoad) {
    return Promise.all(
      initialConsumes.map(async (id) => {
        const handler = moduleToHandlerMapping[id];
        const factory = await instance.loadShare(handler.shareKey, customShareInfo(handler));
        const resolved = factory === false ? await handler.getter() : factory;
        install(id, () => resolved);
      }),
    );
  }
  for (const id of initialConsumes) {
    const handler = moduleToHandlerMapping[id];
    install(id, () => instance.loadShareSync(handler.shareKey, customShareInfo(handler)));
  }
}
