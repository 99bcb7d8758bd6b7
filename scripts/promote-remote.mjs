// Makes a remote's running canary its stable version, for every visit.
//   node scripts/promote-remote.mjs <remote> [--deploy-dir DIR]
import path from 'node:path';
import { remotes } from './lib/apps.mjs';
import { defaultDeployDir } from './lib/deploy.mjs';
import { promoteCanary } from '../release-registry/releases.mjs';

const args = process.argv.slice(2);
const [name] = args;
const dirFlag = args.indexOf('--deploy-dir');
const deployDir = path.resolve(dirFlag >= 0 ? args[dirFlag + 1] : defaultDeployDir());
if (!remotes.includes(name)) {
  console.error(`usage: promote-remote <${remotes.join('|')}> [--deploy-dir DIR]`);
  process.exit(2);
}
try {
  const version = promoteCanary(deployDir, name);
  console.log(`${name} now serves ${version} to every visit`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
