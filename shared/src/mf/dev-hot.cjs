// Development only (`webpack serve --mode development`): hot updates with React Fast Refresh for the shell
// and every remote, also when a remote runs inside the composed site (the shell on :3100 loading each
// remote's container, remoteEntry.js, from that remote's own dev server). webpack-app.cjs asks for this only
// when argv.mode is 'development'; the production build has none of it.
//
// How a remote's edit reaches the composed page:
//  - webpack-dev-server adds its client and webpack/hot/dev-server as global entries, so they run in every
//    entry of the build, the federation container included: the container's runtime has its own HMR
//    runtime (the `webpackHotUpdate<uniqueName>` global), opens its own websocket to its own dev server
//    (client.webSocketURL) and fetches its hot updates from the origin it was loaded from (publicPath
//    'auto'). The refresh plugin's entry (it hooks React) is a global entry too.
//  - The federation manifest is written from the compilation's chunk files, and after a rebuild those
//    include the chunk's hot-update file. The shell's federation runtime loads a manifest's files up front,
//    so a page opened after an edit ran a hot update before the container it patches (“self.webpackHotUpdate
//    news is not a function”). The manifest leaves hot-update files out.
//  - One React Refresh runtime for the page, however many bundles bring it: react-refresh-runtime.cjs.
const path = require('node:path');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const ReactRefreshTypeScript = require('react-refresh-typescript');

const refreshRuntime = require.resolve('react-refresh/runtime');
const pageRuntime = path.join(__dirname, 'react-refresh-runtime.cjs');
const hotUpdateFile = /\.hot-update\.(js|json|mjs|css)$/;

/** Fast Refresh's registrations, added by TypeScript's emit (ts-loader) to every component module. */
// The package is an ES module compiled to CommonJS: its function is `.default` (older builds: the module).
const makeRefreshTransformer = /** @type {typeof import('react-refresh-typescript').default} */ (ReactRefreshTypeScript.default ?? ReactRefreshTypeScript);
const refreshTransformers = () => ({ before: [makeRefreshTransformer()] });

/** Every `react-refresh/runtime` of the build (the refresh plugin's, its loader's) becomes the page's one runtime. */
class PageRefreshRuntimePlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('PageRefreshRuntimePlugin', (factory) => {
      factory.hooks.afterResolve.tap('PageRefreshRuntimePlugin', (resolveData) => {
        const data = resolveData.createData;
        if (data.resource !== refreshRuntime || resolveData.contextInfo.issuer === pageRuntime) return;
        data.resource = pageRuntime;
        data.request = pageRuntime;
        data.userRequest = pageRuntime;
        data.resourceResolveData = { ...data.resourceResolveData, path: pageRuntime };
      });
    });
  }
}

/** Drops hot-update files from every asset list of the federation stats (and so of mf-manifest.json). */
function withoutHotUpdates(value) {
  if (Array.isArray(value)) return value.filter((item) => !(typeof item === 'string' && hotUpdateFile.test(item))).map(withoutHotUpdates);
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) value[key] = withoutHotUpdates(value[key]);
  }
  return value;
}

/**
 * @param {object} o
 * @param {number} o.port the app's dev-server port: its hot-update client talks to this server only
 */
function devHot({ port }) {
  return {
    typeScript: { getCustomTransformers: refreshTransformers },
    plugins: [
      // The dev server's own overlay shows build errors; the plugin's overlay would open a second socket.
      new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, pageRuntime] }),
      new PageRefreshRuntimePlugin(),
    ],
    manifestAdditionalData: ({ stats }) => withoutHotUpdates(stats),
    devServer: {
      hot: true,
      // The page's host name (localhost, 127.0.0.1, a LAN address) with this server's port, wherever the
      // script runs: a remote's container in the shell's page still talks to its own dev server.
      client: { webSocketURL: { hostname: '0.0.0.0', port } },
    },
  };
}

module.exports = { devHot, withoutHotUpdates };
