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
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function sharedDeps(appDir) {
  const shared = {};
  const sharedDir = path.dirname(require.resolve('@tenants/shared/package.json', { paths: [appDir] }));
  for (const name of singletons) {
    // react-router travels inside react-router-dom's shared module below, never as a module of its own.
    if (name === 'react-router') continue;
    const version = installedVersion(name, appDir);
    shared[name] = { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
  }
  // The router is shared as the list of names the apps use (src/router.ts), so the bundler drops the rest of
  // react-router (three quarters of it, with declarative routing) from everyone's first load. Still the one router of the page.
  shared['react-router-dom'].import = `${sharedDir}/src/router.ts`;
  // The workspace package is shared as a singleton with an explicit semver version. strictVersion makes a
  // remote built against another major refuse to load (the shell shows its fallback) instead of half-working.
  const major = sharedPackage.version.split('.')[0];
  shared['@tenants/shared'] = {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: `^${major}.0.0`,
    strictVersion: true,
    import: `${sharedDir}/src/index.ts`,
  };
  return shared;
}

module.exports = { sharedDeps, singletons, sharedVersion: sharedPackage.version };
