const { createWebpackConfig } = require('@tenants/shared/mf/webpack-app');

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      name: 'shell',
      dir: __dirname,
      host: true,
      port: 3100,
      // In development the API and the deployed remotes come from the site server (`npm start`, port 3000).
      devServer: { proxy: [{ context: ['/api', '/remotes', '/remotes.json', '/config.json', '/documents', '/media'], target: 'http://localhost:3000' }] },
    },
    argv,
  );
