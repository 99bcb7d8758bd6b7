// Dev-server ports, one place: each app's webpack dev server listens on its own, and the shell's dev server
// points its registry at the remotes' dev servers (`pnpm dev`). The README's room map lists the same.
const devPorts = { shell: 3100, news: 3101, enquiry: 3102, donation: 3103, account: 3104 };

/** The registry the shell uses in development: every remote served live, with hot reload, by its own dev server. */
const devRegistry = (hostname = 'localhost') =>
  Object.fromEntries(
    Object.entries(devPorts)
      .filter(([name]) => name !== 'shell')
      .map(([name, port]) => [name, `http://${hostname}:${port}/mf-manifest.json`]),
  );

module.exports = { devPorts, devRegistry };
