const { createWebpackConfig } = require('@tenants/shared/mf/webpack-app');

module.exports = (_env, argv) =>
  createWebpackConfig({ name: 'news', dir: __dirname, port: 3101, exposes: { './Page': './src/expose/page.tsx' } }, argv);
