// Points a remote's registry entry back at an earlier deployed version (folders are never deleted). A
// running canary ends first: a rollback sends every visit to what is known to work.
//   node scripts/rollback-remote.mjs <name>                end the canary (every visit gets the stable version)
//   node scripts/rollback-remote.mjs <name> <version>      roll back (or forward) to that version
//   node scripts/rollback-remote.mjs <name> --list         list deployed versions, stable (*) and canary (~) marked
import { remotes } from './lib/apps.mjs';
import { manifestUrl, pointRemote, readRegistry, releaseArgs, versionsOf } from './lib/deploy.mjs';
import { canaryOf, endCanary } from '../release-registry/releases.mjs';

const { words, deployDir, missingValue } = releaseArgs(process.argv.slice(2));
const [name, version, ...extra] = words;
if (!remotes.includes(name) || extra.length || missingValue.length || (version?.startsWith('-') && version !== '--list')) {
  console.error(`usage: rollback-remote <${remotes.join('|')}> [version|--list] [--deploy-dir DIR]`);
  process.exit(2);
}
if (version === '--list') {
  const current = readRegistry(deployDir)[name];
  const canary = canaryOf(deployDir, name);
  for (const v of versionsOf(deployDir, name)) {
    const mark = manifestUrl(name, v) === current ? '*' : canary?.version === v ? '~' : ' ';
    console.log(`${mark} ${v}${mark === '~' ? ` (canary, ${canary.percent} %)` : ''}`);
  }
} else if (!version) {
  const ended = endCanary(deployDir, name, { reason: 'rolled back by hand' });
  console.log(ended ? `${name}'s canary ${ended.version} ended; every visit gets the stable version` : `${name} has no canary running`);
} else {
  try {
    pointRemote(deployDir, name, version, { action: 'rollback' });
    console.log(`${name} now serves ${version}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
