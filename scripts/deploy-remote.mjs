// Releases one remote: builds it alone, puts it into the release store as a new immutable version and points
// the registry (in the API's database: `node api/dist/cli.js release deploy`) at it. The running site serves it
// from the next page load; the shell is not rebuilt.
//   node scripts/deploy-remote.mjs <remote> [--deploy-dir DIR] [--release ID] [--canary PERCENT]
// With --canary the new version goes beside the stable one for that share of visits (promote-remote.mjs
// makes it stable, rollback-remote.mjs ends it).
import path from 'node:path';
import { apps, buildApp, remotes } from './lib/apps.mjs';
import { deployRemote, releaseArgs } from './lib/deploy.mjs';
import { repoRoot } from './lib/run.mjs';

const { words, flags, deployDir, missingValue } = releaseArgs(process.argv.slice(2), ['--deploy-dir', '--release', '--canary']);
const option = (flag) => flags[flag];
const [name, ...extra] = words;
if (!remotes.includes(name) || extra.length || missingValue.length) {
  console.error(`usage: deploy-remote <${remotes.join('|')}> [--deploy-dir DIR] [--release ID] [--canary PERCENT]`);
  process.exit(2);
}
const release = option('--release');
const canaryOption = option('--canary');
const canary = canaryOption === undefined ? undefined : Number(canaryOption);
if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 100)) {
  console.error('--canary takes a whole percentage from 1 to 100');
  process.exit(2);
}
// A release id becomes the manifest's buildVersion (Module Federation reads MF_BUILD_VERSION), so the
// same sources released under another id land in their own version folder.
buildApp(name, { env: release ? { MF_BUILD_VERSION: release } : {} });
let version;
try {
  version = deployRemote(deployDir, name, path.join(repoRoot, apps[name].dir, 'dist'), { canary });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(canary === undefined ? `${name} deployed as ${version}` : `${name} ${version} deployed as a canary for ${canary} % of page loads`);
