// The shell's server build: the same routes and pages as the browser build, as one CommonJS file the site
// server requires (deploy/shell-server/render.js). No federation (remotes render in the browser), no CSS
// (the browser build's style sheets style the HTML), React bundled in.
const path = require('node:path');
const webpack = require('webpack');

module.exports = () => ({
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: { render: './src/server/render.tsx' },
  output: { path: path.join(__dirname, 'dist-server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: require.resolve('swc-loader'),
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
        },
      },
    ],
  },
  plugins: [
    new webpack.NormalModuleReplacementPlugin(/\.css$/, path.join(__dirname, 'src/server/no-style.js')),
    // One file: the page code the browser loads lazily is simply there on the server.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
  ],
  optimization: { minimize: false },
  devtool: 'source-map',
  performance: { hints: false },
});
