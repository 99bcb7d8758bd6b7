// One webpack config builder for the shell and every remote, so the five builds cannot drift apart.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { RemoteIntegrityPlugin } = require('./remote-integrity-plugin.cjs');
const { hostShares, shareChunkName, sharedDeps } = require('./shared-deps.cjs');
const { LoadPlanPlugin } = require('./load-plan-plugin.cjs');
const cssMinify = require.resolve('./css-minify-loader.cjs');
const { devApiOrigin, devPorts } = require('./dev-ports.cjs');
const { Writable } = require('node:stream');
const MinimizerPlugin = require('minimizer-webpack-plugin');

/** V8's explicit compile hint: it must come first in the file (docs/decisions/0024). */
const compileHint = '//# allFunctionsCalledOnLoad';

/** The federation plugin's import of its bundler glue, and ours in its place (production remotes). */
const stockGlue = /webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.c?js$/;
const containerGlue = path.join(__dirname, 'container-glue', 'index.ts');

/**
 * A remote's publicPath is 'auto' on purpose: its build does not know the version folder it will be served
 * from (the folder is named after the built files' hash, release-registry/release-hash.mjs), so its chunks and
 * its manifest resolve against the address they were loaded from. The manifest plugin reports that choice
 * on every build ("Manifest will use absolute path resolution via its host at runtime"); that one notice is
 * dropped so a clean build and `npm start` print no warning. Every other message goes through.
 */
const autoPublicPathNotice = /Manifest will use absolute path resolution via its host at runtime/;
const quietInfrastructureLogging = () => ({
  stream: Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        const text = String(chunk);
        if (!autoPublicPathNotice.test(text)) process.stderr.write(text);
        done();
      },
    }),
    { isTTY: process.stderr.isTTY, columns: process.stderr.columns },
  ),
});

/**
 * TypeScript through ts-loader, transpile only: each file is compiled on its own (the types are checked by
 * `tsc -b`, once for the whole repository, not by five builds). `dev` adds what the development builds need:
 * the JSX dev runtime (source locations) and Fast Refresh's registrations (dev-hot.cjs).
 * @param {{ target?: string, dev?: { getCustomTransformers: () => object } }} [o]
 */
const typeScriptRule = ({ target = 'es2020', dev } = {}) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('ts-loader'),
    options: {
      transpileOnly: true,
      // The app's own tsconfig.json (the one tsc -b checks), told to emit: it is written for type checking.
      compilerOptions: { noEmit: false, sourceMap: true, target, jsx: dev ? 'react-jsxdev' : 'react-jsx' },
      ...(dev && { getCustomTransformers: dev.getCustomTransformers }),
    },
  },
});

/**
 * A page template as a string, with `{{name}}` placeholders filled. Given as `templateContent`, so
 * html-webpack-plugin runs no child compilation: the federation plugin would join that child compiler and
 * build the shared modules a second time, which in development broke the build (the same chunk name
 * emitted twice, and extracted CSS without its template: "No template for dependency: CssDependency").
 */
function readTemplate(file, values = {}) {
  return fs.readFileSync(file, 'utf8').replace(/\{\{(\w+)\}\}/g, (_match, key) => values[key] ?? '');
}

/**
 * @param {object} o
 * @param {string} o.name federation name (shell, news, enquiry, donation, account)
 * @param {string} o.dir the app's folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [o.exposes] modules a remote exposes
 * @param {boolean} [o.host] the shell: HTML page, extracted CSS, hashed entry
 * @param {number} [o.port] dev-server port (default: dev-ports.cjs)
 * @param {object} [o.devServer] extra dev-server options
 * @param {Record<string,string>} [o.page] the host page's `{{name}}` placeholders (empty when not given)
 */
function createWebpackConfig({ name, dir, exposes, host = false, port = devPorts[name], devServer = {}, page = {} }, argv = {}) {
  const production = argv.mode !== 'development';
  // Hot updates with React Fast Refresh, in the standalone harness and in the composed site alike.
  const hot = production ? undefined : require('./dev-hot.cjs').devHot({ port });
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Federation's runtime cannot template [contenthash] into entry names, so entries keep a fixed name
      // (served revalidated; the shell's is a few kB) and every chunk carries the hash (cached for a year).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: host ? '/' : 'auto',
      clean: true,
      uniqueName: name,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
    },
    module: {
      rules: [
        typeScriptRule({ dev: hot?.typeScript }),
        {
          test: /\.css$/,
          // No CSS source maps in a production build: style-loader would carry each sheet twice in the script
          // (once as CSS, once inside its inlined map), a third of a remote's listing chunk.
          use: [
            host
              ? MiniCssExtractPlugin.loader
              : {
                  loader: require.resolve('style-loader'),
                  options: { attributes: { 'data-remote-css': name }, insert: path.join(__dirname, 'style-insert.cjs') },
                },
            { loader: require.resolve('css-loader'), options: { sourceMap: !production } },
            ...(production ? [cssMinify] : []),
          ],
        },
        { test: /\.(png|jpe?g|webp|svg|gif|woff2?)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
      ],
    },
    plugins: [
      // The shell is a host made at run time (shell/src/federation/federation-runtime.ts), loaded when a page
      // first needs a remote: the plugin would put the whole federation runtime (26 kB gz) into the entry of
      // every page, content pages included (docs/decisions/0014-federation-runtime-on-demand.md), and the
      // shell runs the containers on a runtime of its own (0023). The build only tells it what it shares.
      ...(host
        ? [
            {
              apply: (compiler) => new compiler.webpack.DefinePlugin({ __SHELL_SHARES__: JSON.stringify(hostShares(dir)) }).apply(compiler),
            },
          ]
        : [
            new ModuleFederationPlugin({
              name,
              ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
              manifest: exposes ? { fileName: 'mf-manifest.json', ...(hot ? { additionalData: hot.manifestAdditionalData } : {}) } : false,
              shared: sharedDeps(dir, production ? { fallbackLayer: 'shared-fallback' } : {}),
              shareStrategy: 'loaded-first',
              dts: false,
              // The built site runs in browsers only, and a remote's container loads no remotes and reads no
              // manifests: its runtime goes without that code.
              ...(production
                ? {
                    experiments: {
                      // The page's runtime is the shell's (container-runtime.ts hands it over): a remote's
                      // container carries none of its own (remoteEntry.js 18.6 → 7.8 kB gz). Before the shell's
                      // runtime came on demand (0014) this cost every page the whole runtime, so it was not done.
                      externalRuntime: true,
                      optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
                    },
                  }
                : {}),
            }),
          ]),
      ...(host
        ? [
            new HtmlWebpackPlugin({ templateContent: readTemplate(path.join(dir, 'public/index.html'), page), scriptLoading: 'defer' }),
            new MiniCssExtractPlugin({
              filename: production ? '[name].[contenthash:8].css' : '[name].css',
              // Each style sheet styles its own BEM block (no selector is shared between sheets), so their order
              // in a chunk changes nothing; pages that import sections in different orders need not agree on one.
              ignoreOrder: true,
            }),
          ]
        : [
            new HtmlWebpackPlugin({
              templateContent: readTemplate(path.join(__dirname, 'harness.html'), { title: `${name} (standalone)` }),
              // The harness runs the app's own entry. Its federation container (a second webpack runtime of the
              // same uniqueName) would share the hot-update global with it, and each would get the other's updates.
              ...(hot ? { excludeChunks: [name] } : {}),
            }),
          ]),
      ...(hot ? hot.plugins : []),
      // A remote's chunks are loaded with the hashes recorded at its release (remote-integrity-plugin.cjs).
      ...(production && !host ? [new RemoteIntegrityPlugin()] : []),
      // A remote's glue to the page's runtime is ours (container-glue/index.ts): the stock one is 4.5 kB gz of
      // every remoteEntry.js, for features no remote here uses. Development keeps the stock glue and runtime.
      ...(production && !host ? [{ apply: (compiler) => new compiler.webpack.NormalModuleReplacementPlugin(stockGlue, containerGlue).apply(compiler) }] : []),
      // Every script tells V8 that its functions run as it loads (an explicit compile hint), so the browser
      // compiles them on a background thread as the file streams in, not one by one on the main thread when
      // each is first called: on the phone profile that lazy compiling was 260–360 ms of a content page's
      // 850–1,170 ms from first paint to live (docs/decisions/0024-scripts-compiled-as-they-arrive.md). After
      // the minifier (which would drop the comment) and before the source maps (which then count its line).
      ...(production
        ? [
            {
              apply: (compiler) =>
                new compiler.webpack.BannerPlugin({
                  banner: compileHint,
                  raw: true,
                  test: /\.js$/,
                  stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
                }).apply(compiler),
            },
          ]
        : []),
      // What each part of the build needs fetched, for the site server to name in the page.
      ...(production
        ? [new LoadPlanPlugin(host ? { shareGroups: Object.fromEntries(Object.keys(hostShares(dir)).map((key) => [key, shareChunkName(key)])) } : {})]
        : []),
    ],
    // The shell's style sheets as one file: each page family's chunk used to carry its own copy of the
    // same 19.5 kB. One file can also be linked in the server-rendered HTML (api/src/site), so the page is
    // styled at first paint instead of when the scripts have loaded it.
    optimization: {
      ...(host ? { splitChunks: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } } } } : {}),
      // SWC's minifier instead of Terser: a build 2.5 times as fast (news: 26.6 → 10.0 s on one core) and the
      // scripts as small (news, all chunks gzipped: 203.2 → 201.9 kB). Webpack and ts-loader stay.
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
    },
    performance: { hints: false },
    // The layer of a remote's own copy of the shared package (sharedDeps' `fallbackLayer`). Development keeps
    // one copy: the standalone harness runs on that fallback, with the remote's own code.
    ...(production && !host ? { experiments: { layers: true } } : {}),
    ...(exposes ? { infrastructureLogging: quietInfrastructureLogging() } : {}),
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...hot?.devServer,
      // The standalone harness calls the API on its own origin (the shell's dev server has its own proxy).
      ...(hot && !host ? { proxy: [{ context: ['/api', '/media'], target: devApiOrigin }] } : {}),
      ...devServer,
    },
  };
}

module.exports = { typeScriptRule, createWebpackConfig, compileHint };
