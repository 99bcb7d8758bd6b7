// `npm run dev` / `pnpm dev`: the API and site server on :3000, the shell's dev server on :3100 and every
// remote's dev server (:3101–3105), all with hot reload. The shell's dev registry points at the remotes'
// dev servers, so an edit in any room shows in the composed site at http://localhost:3100 without a build.
// One remote alone, in its standalone harness: `pnpm --filter @tenants/<name> dev`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAndDeployAll } from './build.mjs';
import { apps, remotes } from './lib/apps.mjs';
import { buildNativeModules, install, pnpmCommand, repoRoot, run, step } from './lib/run.mjs';
import devPortsModule from '../shared/src/mf/dev-ports.cjs';

const { devPorts } = devPortsModule;
install();
// The site server on :3000 answers the shell's dev server for /api and /config.json (it proxies them).
await buildAndDeployAll({ alongside: [buildNativeModules] });
run(process.execPath, ['api/dist/cli.js', 'migrate']);
run(process.execPath, ['api/dist/cli.js', 'seed']);
step(
  [
    'API and the built site on http://localhost:3000',
    `composed site with hot reload on http://localhost:${devPorts.shell}`,
    ...remotes.map((name) => `${name} dev server on http://localhost:${devPorts[name]}`),
  ].join('\n  '),
);
const { cmd, prefix } = pnpmCommand();
const children = [
  // The outbox viewer is off by default (it shows reset links); a developer's own machine switches it on.
  spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, MAIL_OUTBOX_VIEWER: '1' } }),
  ...['shell', ...remotes].map((name) =>
    spawn(cmd, [...prefix, '--filter', apps[name].pkg, 'dev'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, SHELL_DEV_REMOTES: '1' },
    }),
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
