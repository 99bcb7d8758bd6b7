// Builds the API, the shell and the four remotes (only what changed), then deploys them to the deploy
// directory: the shell to deploy/shell, each remote to a new immutable version folder plus the registry.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { releaseVersion } from '../release-registry/release-folder.mjs';
import { manifestUrl, readRegistry } from '../release-registry/releases.mjs';
import { apps, buildApps, remotes } from './lib/apps.mjs';
import { defaultDeployDir, deployRemote, deployShell } from './lib/deploy.mjs';
import { buildNativeModules, repoRoot, step } from './lib/run.mjs';

export async function buildAndDeployAll({ deployDir = defaultDeployDir(), force = false, alongside = [] } = {}) {
  step('Building (only what changed)');
  // The slowest first (the shell: a browser and a server build), so the last to start is a short one.
  await buildApps(['shell', ...remotes, 'api'], { force, alongside });
  step(`Deploying to ${path.relative(repoRoot, deployDir) || deployDir}`);
  // What is deployed already is left as it is (a second start with nothing changed: each release costs a
  // process of the API's CLI, and the shell's copy its compression).
  const shellDist = path.join(repoRoot, 'shell/dist');
  const shellStamp = path.join(deployDir, '.shell-input-hash');
  const shellHash = existsSync(path.join(shellDist, '.input-hash')) ? readFileSync(path.join(shellDist, '.input-hash'), 'utf8') : '';
  if (shellHash && existsSync(path.join(deployDir, 'shell')) && existsSync(shellStamp) && readFileSync(shellStamp, 'utf8') === shellHash) {
    console.log('  shell: deployed already');
  } else {
    deployShell(deployDir, shellDist);
    if (shellHash) writeFileSync(shellStamp, shellHash);
  }
  const registry = readRegistry(deployDir);
  for (const name of remotes) {
    const dist = path.join(repoRoot, apps[name].dir, 'dist');
    const built = releaseVersion(dist);
    if (registry[name] === manifestUrl(name, built) && existsSync(path.join(deployDir, 'remotes', name, built))) {
      console.log(`  ${name} → ${built} (deployed already)`);
      continue;
    }
    console.log(`  ${name} → ${deployRemote(deployDir, name, dist)}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildAndDeployAll({ force: process.argv.includes('--force'), alongside: [buildNativeModules] });
}
