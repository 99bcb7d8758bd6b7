// `npm test`: every test. Lint and types, unit and API tests (SQLite, and PostgreSQL when it answers or
// REQUIRE_POSTGRES=1), then the production build served the way `npm start` serves it, tested end to end
// in a real Chromium. It never reports success without having run the e2e tests.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildAndDeployAll } from './build.mjs';
import { install, pnpm, step } from './lib/run.mjs';

const results = path.join(mkdtempSync(path.join(os.tmpdir(), 'tenants-test-')));
const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function attempt(label, fn) {
  try {
    fn();
  } catch (error) {
    failures.push(`${label}: ${error.message}`);
  }
}

/** CHROME_PATH, the system's chromium, or Debian's package when we may install it; never a download. */
function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    step('Installing Debian chromium for the e2e tests');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('No Chromium for the e2e tests. Install one (Debian: apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}

step('Installing dependencies');
install();

step('Lint and type-check');
attempt('lint', () => pnpm(['exec', 'eslint', '.']));
attempt('typecheck', () => pnpm(['run', 'typecheck']));

// Built first: the API suite also scans the built browser files for secrets.
attempt('build', () => buildAndDeployAll());

step('Unit and API tests (Jest)');
const jestOut = path.join(results, 'jest.json');
attempt('jest', () => pnpm(['exec', 'jest', '--ci', '--json', `--outputFile=${jestOut}`]));
if (existsSync(jestOut)) {
  const jest = JSON.parse(readFileSync(jestOut, 'utf8'));
  counts.passed += jest.numPassedTests;
  counts.failed += jest.numFailedTests;
  counts.skipped += jest.numPendingTests;
} else failures.push('jest wrote no results');

const chromium = findChromium();

step('End-to-end tests (Playwright, Chromium)');
const e2eOut = path.join(results, 'e2e.json');
attempt('e2e', () =>
  pnpm(['--filter', '@tenants/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
    env: { CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut },
  }),
);
if (existsSync(e2eOut)) {
  const { stats } = JSON.parse(readFileSync(e2eOut, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
  if (stats.expected + stats.unexpected + stats.flaky === 0) failures.push('e2e ran no test');
} else failures.push('e2e wrote no results');

console.log('');
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length || counts.failed ? 1 : 0);
