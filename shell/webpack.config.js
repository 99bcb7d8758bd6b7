const fs = require('node:fs');
const path = require('node:path');
const { createWebpackConfig } = require('@tenants/shared/mf/webpack-app');
const { devApiOrigin, devRegistry } = require('@tenants/shared/mf/dev-ports');
// The element id the shell reads its route table from (shared/src/routes.ts), without compiling TypeScript here.
const remoteRoutesElementId = 'remote-routes';

/**
 * Folders of public/ copied as they are: the legal documents, the site's icons, and the script that keeps
 * clicks made before the page is live (scripts/early-events.js, loaded from index.html's head as a file:
 * the Content Security Policy allows no inline script).
 */
const staticDirs = ['documents', 'icons', 'scripts'];

/**
 * Emits public/documents/* (Terms & Conditions, Privacy Policy and their style sheet and script),
 * public/icons/* (favicon, web manifest) and public/scripts/* into dist/ unchanged: they are plain static files, not app routes
 * (docs/product/pages-and-navigation.md sends unknown paths to 404).
 */
class StaticDocumentsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StaticDocumentsPlugin', (compilation) => {
      for (const dir of staticDirs) compilation.contextDependencies.add(path.join(__dirname, 'public', dir));
      compilation.hooks.processAssets.tap({ name: 'StaticDocumentsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const dir of staticDirs) {
          for (const file of fs.readdirSync(path.join(__dirname, 'public', dir))) {
            compilation.emitAsset(`${dir}/${file}`, new sources.RawSource(fs.readFileSync(path.join(__dirname, 'public', dir, file))));
          }
        }
        // The design tokens beside the documents, so their style sheet uses the site's colours by name.
        compilation.emitAsset('documents/tokens.css', new sources.RawSource(fs.readFileSync(require.resolve('@tenants/shared/tokens.css'))));
      });
    });
  }
}

/**
 * The route table the site server writes into every page, for the dev shell that loads the remotes from
 * their dev servers (`pnpm dev`): read from each remote's routes.json, so a remote's own routes (all of
 * staff's) mount in development as they do on the site. Empty otherwise.
 */
function devRouteTable(argv) {
  if (argv.mode !== 'development' || process.env.SHELL_DEV_REMOTES !== '1') return '';
  const table = {};
  for (const name of Object.keys(devRegistry())) {
    const file = path.join(__dirname, '..', 'remotes', name, 'routes.json');
    if (fs.existsSync(file)) table[name] = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return `<script type="application/json" id="${remoteRoutesElementId}">${JSON.stringify(table).replace(/</g, '\\u003c')}</script>`;
}

/**
 * react-router 7's package exports name only its development build (remix-run/react-router#12532, #14102),
 * which keeps its development warnings and checks in every page's start-up. A production build of the
 * shell takes the package's own production files: the same code less those checks (the server's render
 * keeps the package's default; it draws the same HTML).
 */
function productionRouter() {
  const dir = path.join(
    path.dirname(require.resolve('react-router/package.json', { paths: [path.dirname(require.resolve('react-router-dom/package.json'))] })),
    'dist/production',
  );
  return { 'react-router$': path.join(dir, 'index.mjs'), 'react-router/dom$': path.join(dir, 'dom-export.mjs') };
}

module.exports = (_env, argv) => {
  const config = createWebpackConfig(
    {
      name: 'shell',
      dir: __dirname,
      host: true,
      page: { devRouteTable: devRouteTable(argv) },
      // In development the API comes from the site server (port 3000, or DEV_API_ORIGIN). The remotes come from their own dev
      // servers with hot reload when SHELL_DEV_REMOTES=1 (`pnpm dev`), otherwise the site's deployed ones.
      devServer: {
        proxy: [{ context: ['/api', '/remotes', '/remotes.json', '/config.json', '/media'], target: devApiOrigin }],
        setupMiddlewares(middlewares) {
          if (process.env.SHELL_DEV_REMOTES === '1') {
            middlewares.unshift({ name: 'dev-registry', path: '/remotes.json', middleware: (req, res) => res.json(devRegistry(req.hostname)) });
          }
          return middlewares;
        },
      },
    },
    argv,
  );
  config.plugins.push(new StaticDocumentsPlugin());
  if (argv.mode !== 'development') config.resolve.alias = { ...config.resolve.alias, ...productionRouter() };
  return config;
};
