// Fetches the chunk of the page a visitor lands on together with the module that renders it, instead of
// after it. The page module (src/expose/page.tsx) imports the listing and the article lazily, each in a
// named chunk; on its own that is a second round trip (remoteEntry → page module → page chunk) before
// the server's HTML can be hydrated. This adds a chunk-loading handler to the build's runtime: whenever
// a chunk holding the page module is fetched, the chunk of the current address is fetched with it, and
// the page module is handed over only once both are in.

/**
 * @param {object} options
 * @param {string} options.page absolute path of the module that imports the page chunks
 * @param {Array<{ prefix: string, chunk: string }>} options.routes chunk name of the addresses starting with `prefix`
 * @param {string} options.fallback chunk name of any other address (and of a preload from another page)
 */
/** What the site server reads (api/src/site/load-plan.ts): `{ routes: [{ prefix, chunk }], fallback }`. */
const routeChunksFile = 'route-chunks.json';

class RouteChunksPlugin {
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule, Template } = compiler.webpack;
    const { page, routes, fallback } = this.options;
    const name = 'RouteChunksPlugin';

    /** Whether `module` is the page module, on its own or concatenated with others. */
    const isPage = (module) => module.resource === page || (module.modules ?? []).some((inner) => inner.resource === page);

    class RouteChunksRuntimeModule extends RuntimeModule {
      constructor() {
        super('route chunks', RuntimeModule.STAGE_TRIGGER);
      }

      generate() {
        const { compilation, chunkGraph } = this;
        const groupOf = (chunkName) => {
          const group = compilation.namedChunkGroups.get(chunkName);
          if (!group) throw new Error(`${name}: no chunk named ${chunkName} (webpackChunkName in ${page})`);
          return group;
        };
        const chunkIds = (chunkName) => groupOf(chunkName).chunks.map((chunk) => chunk.id);
        // The chunks holding the page module: among the parents of the page chunks (the exposed module's
        // and, in the standalone harness, the bootstrap's).
        const triggers = new Set();
        for (const chunkName of [fallback, ...routes.map((route) => route.chunk)]) {
          for (const parent of groupOf(chunkName).getParents()) {
            for (const chunk of parent.chunks) {
              if ([...chunkGraph.getChunkModulesIterable(chunk)].some(isPage)) triggers.add(chunk.id);
            }
          }
        }
        if (triggers.size === 0) return null;
        const table = routes.map((route) => ({ prefix: route.prefix, chunks: chunkIds(route.chunk) }));
        return Template.asString([
          `var triggers = ${JSON.stringify([...triggers])};`,
          `var routes = ${JSON.stringify(table)};`,
          `var fallback = ${JSON.stringify(chunkIds(fallback))};`,
          `${RuntimeGlobals.ensureChunkHandlers}.routeChunks = function (chunkId, promises) {`,
          Template.indent([
            'if (triggers.indexOf(chunkId) < 0 || typeof location === "undefined") return;',
            'var chunks = fallback;',
            'for (var i = 0; i < routes.length; i++) {',
            Template.indent('if (location.pathname.indexOf(routes[i].prefix) === 0) { chunks = routes[i].chunks; break; }'),
            '}',
            'for (var j = 0; j < chunks.length; j++) {',
            Template.indent(`if (triggers.indexOf(chunks[j]) < 0) promises.push(${RuntimeGlobals.ensureChunk}(chunks[j]));`),
            '}',
          ]),
          '};',
        ]);
      }
    }

    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      // The same table for the site server, which names the landing page's chunk in the page it draws, so
      // the browser fetches it with everything else instead of when the page module asks for it.
      compilation.hooks.processAssets.tap({ name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(routeChunksFile, new compiler.webpack.sources.RawSource(JSON.stringify({ routes, fallback })));
      });
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunkHandlers).tap(name, (chunk, set) => {
        set.add(RuntimeGlobals.ensureChunk);
        compilation.addRuntimeModule(chunk, new RouteChunksRuntimeModule());
      });
    });
  }
}

module.exports = { RouteChunksPlugin, routeChunksFile };
