// Points a remote's registry entry back at an earlier deployed version (folders are never deleted).
//   node scripts/rollback-remote.mjs <name> <version>      roll back (or forward) to that version
//   node scripts/rollback-remote.mjs <name> --list         list deployed versions, current marked
import path from 'node:path';
import { remotes } from './lib/apps.mjs';
import { defaultDeployDir, manifestUrl, pointRemote, readRegistry, versionsOf } from './lib/deploy.mjs';

const args = process.argv.slice(2);
const [name, version] = args;
const dirFlag = args.indexOf('--deploy-dir');
const deployDir = path.resolve(dirFlag >= 0 ? args[dirFlag + 1] : defaultDeployDir());
if (!remotes.includes(name) || !version) {
  console.error(`usage: rollback-remote <${remotes.join('|')}> <version|--list> [--deploy-dir DIR]`);
  process.exit(2);
}
if (version === '--list') {
  const current = readRegistry(deployDir)[name];
  for (const v of versionsOf(deployDir, name)) console.log(`${manifestUrl(name, v) === current ? '*' : ' '} ${v}`);
} else {
  try {
    pointRemote(deployDir, name, version);
    console.log(`${name} now serves ${version}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
