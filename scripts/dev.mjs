// `npm run dev`: the site server and API on :3000 with the deployed remotes, plus the shell's dev server
// with hot reload on :3100 (it proxies /api, /remotes and the registry to :3000). A remote's own hot-reload
// harness runs with `pnpm --filter @tenants/<name> dev`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAndDeployAll } from './build.mjs';
import { install, pnpmCommand, repoRoot, run, step } from './lib/run.mjs';

install();
buildAndDeployAll();
run(process.execPath, ['api/dist/cli.js', 'migrate']);
step('API and site on http://localhost:3000, shell with hot reload on http://localhost:3100');
const { cmd, prefix } = pnpmCommand();
const children = [
  spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], { cwd: repoRoot, stdio: 'inherit' }),
  spawn(cmd, [...prefix, '--filter', '@tenants/shell', 'dev'], { cwd: repoRoot, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exit(code ?? 0); });
