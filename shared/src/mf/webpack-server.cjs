// One webpack config builder for the server builds: the shell's renderer and each remote's server page.
// Both are CommonJS files the site server loads, the code in one file (what the browser loads lazily is
// simply there on the server). The shell's CSS is left out (its browser build's style sheet is linked in the
// HTML); a remote's is extracted to one file beside its page (`page.css`), which the site server puts in the
// head of the pages it draws: the remote's browser build injects its styles from its scripts, too late for
// HTML that is painted before any script runs.
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { singletons } = require('./shared-deps.cjs');
const { typeScriptRule } = require('./webpack-app.cjs');

/**
 * The modules a remote's server build takes from the site server instead of bundling: the server-side
 * twin of the browser's share scope, so a remote renders with the shell's one React and router (two Reacts
 * would break hooks; two routers would lose the location). The shell's renderer provides them. (No app
 * imports react-router itself: react-router-dom carries it.)
 */
const serverShared = [...singletons.filter((name) => name !== 'react-router'), 'react/jsx-runtime', 'react-dom/server'];

/**
 * @param {object} o
 * @param {string} o.dir the app's folder
 * @param {string} o.entry its server entry module
 * @param {string} o.output output folder, relative to dir
 * @param {string} o.filename output file name
 * @param {boolean} [o.provider] the shell's renderer: it bundles the shared modules (and provides them);
 *   a remote's server build leaves them to the renderer
 */
function createServerConfig({ dir, entry, output, filename, provider = false }) {
  return {
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { main: entry },
    output: { path: path.join(dir, output), filename, library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    externalsType: 'commonjs',
    externals: provider ? [] : [Object.fromEntries(serverShared.map((name) => [name, name]))],
    module: {
      rules: [
        typeScriptRule({ target: 'es2022' }),
        ...(provider
          ? []
          : [
              {
                test: /\.css$/,
                use: [
                  MiniCssExtractPlugin.loader,
                  { loader: require.resolve('css-loader'), options: { url: false } },
                  require.resolve('./css-minify-loader.cjs'),
                ],
              },
            ]),
      ],
    },
    plugins: [
      ...(provider
        ? [new webpack.NormalModuleReplacementPlugin(/\.css$/, path.join(__dirname, 'no-style.js'))]
        : [new MiniCssExtractPlugin({ filename: filename.replace(/\.js$/, '.css') })]),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}

module.exports = { createServerConfig, serverShared };
