// @ts-check
/**
 * Subresource Integrity for a remote's own chunks (docs/releases.md "Files checked by the browser"). A remote's
 * chunks are loaded by its webpack runtime's script loader, not by the federation runtime, so no runtime plugin
 * reaches them: this adds two lines to that loader, which give each script the hash the page named for its URL
 * (through the global the shell's federation runtime sets, shell/src/federation/integrity.ts) and load it with
 * CORS, as integrity needs for a file from another origin. A URL the page names no hash for loads as before.
 */
const integrityGlobal = '__remoteIntegrity';

class RemoteIntegrityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('RemoteIntegrityPlugin', (compilation) => {
      compiler.webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'RemoteIntegrityPlugin',
        (source) =>
          `${source}\nvar sri = self.${integrityGlobal} && self.${integrityGlobal}[script.src];\nif (sri) { script.integrity = sri; script.crossOrigin = 'anonymous'; }`,
      );
    });
  }
}

module.exports = { RemoteIntegrityPlugin, integrityGlobal };
