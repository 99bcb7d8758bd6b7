const { createWebpackConfig } = require('@tenants/shared/mf/webpack-app');

// The staff area is behind a login: a browser build only (no server/page.js), so the site server leaves its
// routes to the browser. Its dev port is dev-ports.cjs's, like the other remotes'.
module.exports = (_env, argv) => createWebpackConfig({ name: 'staff', dir: __dirname, exposes: { './Page': './src/expose/page.tsx' } }, argv);
