// Type-checks every room with its own tsconfig (they differ in what they include).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const rooms = ['shared', 'shell', 'remotes/news', 'remotes/enquiry', 'remotes/donation', 'remotes/account', 'remotes/staff', 'api', 'e2e'];
let failed = false;
for (const room of rooms) {
  if (!existsSync(`${room}/tsconfig.json`)) continue;
  const run = spawnSync('pnpm', ['exec', 'tsc', '--noEmit', '-p', `${room}/tsconfig.json`], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
// The CommonJS build code (webpack configs, the federation and server-rendering factories, workers).
if (spawnSync('pnpm', ['exec', 'tsc', '-p', 'tsconfig.build-code.json'], { stdio: 'inherit' }).status !== 0) failed = true;
process.exit(failed ? 1 : 0);
