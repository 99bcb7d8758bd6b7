const { createWebpackConfig } = require('@tenants/shared/mf/webpack-app');

module.exports = (_env, argv) =>
  createWebpackConfig({ name: 'news', dir: __dirname, exposes: { './Page': './src/expose/page.tsx' } }, argv);
