// Releases one remote: builds it alone, copies it to a new immutable version folder and atomically points
// the registry at it. The running site serves it from the next page load; the shell is not rebuilt.
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
const version = deployRemote(deployDir, name, path.join(repoRoot, apps[name].dir, 'dist'), { canary });
console.log(canary === undefined ? `${name} deployed as ${version}` : `${name} ${version} deployed as a canary for ${canary} % of visits`);
