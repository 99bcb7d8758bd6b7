// Writes `load-plan.json` beside a build's files: what the browser must fetch for each named part of the
// build, so the site server can name every script a page needs in the page itself (on a phone each
// script found only by the one before it was a round trip, 1.4–1.7 s from first paint to live).
//
//   groups:   chunk group name → { files: the group's own scripts (its split chunks too),
//                                  shares: the shared modules its code asks for (react, react-dom, …) }
//   provides: share key → the scripts holding the build's own copy of that shared module
//
// The shell's `bootstrap` group and a page's group, a remote's exposed module (`__federation_expose_Page`)
// and its route groups are all named chunk groups; the shell provides the singletons every remote asks for
// (docs/decisions/0012-a-page-names-its-scripts.md).

const name = 'LoadPlanPlugin';
const fileName = 'load-plan.json';

class LoadPlanPlugin {
  /**
   * @param {{ shareGroups?: Record<string, string> }} [options] the shell: share key → the chunk group its
   *   copy is split into (it provides the shared modules from its own code, not through the federation plugin)
   */
  constructor({ shareGroups = {} } = {}) {
    this.shareGroups = shareGroups;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const scripts = (chunks) => [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))];
        const sharesOf = (chunks) => {
          const keys = new Set();
          for (const chunk of chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type === 'consume-shared-module') keys.add(module.options.shareKey);
            }
          }
          return [...keys].sort();
        };
        const groups = {};
        for (const [groupName, group] of compilation.namedChunkGroups) {
          groups[groupName] = { files: scripts(group.chunks), shares: sharesOf(group.chunks) };
        }
        const provides = {};
        for (const module of compilation.modules) {
          if (module.type !== 'provide-module') continue;
          const files = module.blocks.flatMap((block) => {
            const group = chunkGraph.getBlockChunkGroup(block);
            return group ? scripts(group.chunks) : [];
          });
          // The provided module's share key: `_name` in the federation plugin's class (webpack's own calls it `name`).
          const key = module._name ?? module.name;
          if (files.length && typeof key === 'string') provides[key] = files;
        }
        for (const [key, groupName] of Object.entries(this.shareGroups)) {
          const group = compilation.namedChunkGroups.get(groupName);
          if (group) provides[key] = scripts(group.chunks);
        }
        compilation.emitAsset(fileName, new sources.RawSource(JSON.stringify({ groups, provides })));
      });
    });
  }
}

module.exports = { LoadPlanPlugin, loadPlanFile: fileName };
