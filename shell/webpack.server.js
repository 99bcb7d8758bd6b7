// The shell's server build: the routes and pages of the browser build as one CommonJS file the site server
// requires (deploy/shell-server/render.js). React, the router and the other singletons are bundled in and
// handed to the remotes' server builds (src/server/render.tsx's `serverShared`).
const { createServerConfig } = require('@tenants/shared/mf/webpack-server');

module.exports = () => createServerConfig({ dir: __dirname, entry: './src/server/render.tsx', output: 'dist-server', filename: 'render.js', provider: true });
