// The Module Federation singletons, declared once; every webpack config (shell and remotes) uses this.
// Versions come from what the app resolves, because `catalog:` and `workspace:*` in package.json are not semver.
const path = require('node:path');

const sharedPackage = require('../../package.json');

const singletons = ['react', 'react-dom', 'react-router', 'react-router-dom', 'zustand', 'react-hot-toast', 'axios'];

function installedVersion(name, fromDir) {
  const file = require.resolve(`${name}/package.json`, { paths: [fromDir] });
  return require(file).version;
}

/**
 * @param {string} appDir the app's folder, to resolve the versions it is built against
 * @param {{ fallbackLayer?: string }} [o] a remote's own copy of `@tenants/shared` (its fallback, never run
 *   on the site: the shell's copy is the page's) built in this webpack layer, apart from the modules the
 *   remote's own code imports from `@tenants/shared/core`. Kept whole, the fallback marked every export of
 *   those modules used, so each remote's first load carried all of routes, tokens and newsletter words
 *   (donation's page: 16.0 → 12.5 kB gz).
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function sharedDeps(appDir, { fallbackLayer } = {}) {
  const shared = {};
  const sharedDir = path.dirname(require.resolve('@tenants/shared/package.json', { paths: [appDir] }));
  for (const name of singletons) {
    // react-router travels inside react-router-dom's shared module below, never as a module of its own.
    if (name === 'react-router') continue;
    const version = installedVersion(name, appDir);
    shared[name] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
  }
  // The router is react-router itself, shared as the names the apps use (react-router-dom.ts beside this file),
  // not the whole package: the bundler keeps only what those need. Still the one router of the page.
  shared['react-router-dom'].import = `${sharedDir}/src/mf/react-router-dom.ts`;
  // The workspace package is shared as a singleton with an explicit semver version. strictVersion makes a
  // remote built against another major refuse to load (the shell shows its fallback) instead of half-working.
  const major = sharedPackage.version.split('.')[0];
  shared['@tenants/shared'] = {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: `^${major}.0.0`,
    strictVersion: true,
    import: `${sharedDir}/src/index.ts`,
    ...(fallbackLayer ? { layer: fallbackLayer } : {}),
  };
  return shared;
}

/** The chunk a shell's copy of a shared module is split into when it is provided on demand (shell-shares.ts). */
const shareChunkName = (key) => `share-${key.replace(/^@/, '').replace(/[^\w-]/g, '-')}`;

/**
 * What the shell provides to the remotes, for its federation runtime (a host made at run time, not by the
 * plugin: shell/src/federation/federation-runtime.ts): each key's version and sharing rule.
 * @param {string} appDir
 */
function hostShares(appDir) {
  return Object.fromEntries(
    Object.entries(sharedDeps(appDir)).map(([key, { version, requiredVersion, singleton, strictVersion = false }]) => [
      key,
      { version, shareConfig: { singleton, requiredVersion, strictVersion } },
    ]),
  );
}

module.exports = { sharedDeps, hostShares, shareChunkName, singletons, sharedVersion: sharedPackage.version };
