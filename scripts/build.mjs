// Builds the API, the shell and the four remotes (only what changed), then deploys them to the deploy
// directory: the shell to deploy/shell, each remote to a new immutable version folder plus the registry.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apps, buildApps, remotes } from './lib/apps.mjs';
import { defaultDeployDir, deployRemote, deployShell } from './lib/deploy.mjs';
import { buildNativeModules, repoRoot, step } from './lib/run.mjs';

export async function buildAndDeployAll({ deployDir = defaultDeployDir(), force = false, alongside = [] } = {}) {
  step('Building (only what changed)');
  // The slowest first (the shell: a browser and a server build), so the last to start is a short one.
  await buildApps(['shell', ...remotes, 'api'], { force, alongside });
  step(`Deploying to ${path.relative(repoRoot, deployDir) || deployDir}`);
  deployShell(deployDir, path.join(repoRoot, 'shell/dist'));
  for (const name of remotes) {
    const version = deployRemote(deployDir, name, path.join(repoRoot, apps[name].dir, 'dist'));
    console.log(`  ${name} → ${version}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildAndDeployAll({ force: process.argv.includes('--force'), alongside: [buildNativeModules] });
}
