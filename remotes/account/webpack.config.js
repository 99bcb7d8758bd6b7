const { createWebpackConfig } = require('@tenants/shared/mf/webpack-app');

module.exports = (_env, argv) => createWebpackConfig({ name: 'account', dir: __dirname, exposes: { './Page': './src/expose/page.tsx' } }, argv);
