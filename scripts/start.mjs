// `npm start`: installs, builds (only what changed), deploys, migrates, seeds and serves the whole site and
// API on one port. Uses Node's built-ins only, since nothing is installed when it starts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAndDeployAll } from './build.mjs';
import { buildNativeModules, install, repoRoot, run, step } from './lib/run.mjs';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

try {
  step('Installing dependencies (pnpm 10)');
  install();
  await buildAndDeployAll({ alongside: [buildNativeModules] });
  step('Migrating and seeding the database');
  run(process.execPath, ['api/dist/cli.js', 'migrate']);
  run(process.execPath, ['api/dist/cli.js', 'seed']);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
step(`Ready to serve after ${seconds()} s`);

const server = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], { cwd: repoRoot, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
