// Points a remote's stable version back at an earlier deployed version (versions are never deleted). A
// running canary ends first: a rollback sends every page load to what is known to work. The release state is
// in the API's database: this calls `node api/dist/cli.js release rollback`.
//   node scripts/rollback-remote.mjs <name>                end the canary (every page load gets the stable version)
//   node scripts/rollback-remote.mjs <name> <version>      roll back (or forward) to that version
//   node scripts/rollback-remote.mjs <name> --list         list deployed versions, stable (*) and canary (~) marked
import { remotes } from './lib/apps.mjs';
import { releaseArgs, releaseCli } from './lib/deploy.mjs';

const { words, deployDir, missingValue } = releaseArgs(process.argv.slice(2));
const [name, version, ...extra] = words;
if (!remotes.includes(name) || extra.length || missingValue.length || (version?.startsWith('-') && version !== '--list')) {
  console.error(`usage: rollback-remote <${remotes.join('|')}> [version|--list] [--deploy-dir DIR]`);
  process.exit(2);
}
try {
  releaseCli(['rollback', name, ...(version ? [version] : []), '--deploy-dir', deployDir]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
