// The server build beside the browser build (dist/server/page.js, deployed in the same version folder):
// the site server renders this remote's routes with it.
const { createServerConfig } = require('@tenants/shared/mf/webpack-server');

module.exports = () => createServerConfig({ dir: __dirname, entry: './src/expose/server.ts', output: 'dist/server', filename: 'page.js' });
