// Makes a remote's running canary its stable version, for every page load (`node api/dist/cli.js release
// promote`: the release state is in the API's database).
//   node scripts/promote-remote.mjs <remote> [--deploy-dir DIR]
import { remotes } from './lib/apps.mjs';
import { releaseArgs, releaseCli } from './lib/deploy.mjs';

const { words, deployDir, missingValue } = releaseArgs(process.argv.slice(2));
const [name, ...extra] = words;
if (!remotes.includes(name) || extra.length || missingValue.length) {
  console.error(`usage: promote-remote <${remotes.join('|')}> [--deploy-dir DIR]`);
  process.exit(2);
}
try {
  releaseCli(['promote', name, '--deploy-dir', deployDir]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
