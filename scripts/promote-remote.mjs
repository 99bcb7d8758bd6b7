// Makes a remote's running canary its stable version, for every visit.
//   node scripts/promote-remote.mjs <remote> [--deploy-dir DIR]
import { remotes } from './lib/apps.mjs';
import { releaseArgs } from './lib/deploy.mjs';
import { promoteCanary } from '../release-registry/releases.mjs';

const { words, deployDir, missingValue } = releaseArgs(process.argv.slice(2));
const [name, ...extra] = words;
if (!remotes.includes(name) || extra.length || missingValue.length) {
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
