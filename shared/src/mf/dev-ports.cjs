// Dev-server ports, one place: each app's webpack dev server listens on its own, and the shell's dev server
// points its registry at the remotes' dev servers (`pnpm dev`). The README's room map lists the same.
// DEV_PORT_BASE moves all six together (the shell on the base, the remotes on the next five), so a second
// copy, or the dev smoke test, can run beside a developer's own; DEV_API_ORIGIN is the site server they use.
const order = ['shell', 'news', 'enquiry', 'donation', 'account', 'staff'];
const base = Number(process.env.DEV_PORT_BASE) || 3100;
const devPorts = Object.fromEntries(order.map((name, i) => [name, base + i]));
const devApiOrigin = process.env.DEV_API_ORIGIN || 'http://localhost:3000';

/** The registry the shell uses in development: every remote served live, with hot reload, by its own dev server. */
const devRegistry = (hostname = 'localhost') =>
  Object.fromEntries(
    Object.entries(devPorts)
      .filter(([name]) => name !== 'shell')
      .map(([name, port]) => [name, `http://${hostname}:${port}/mf-manifest.json`]),
  );

module.exports = { devPorts, devRegistry, devApiOrigin };
