// `npm test`: every test. Lint and types, unit and API tests (SQLite, and PostgreSQL when it answers or
// REQUIRE_POSTGRES=1), then the production build served the way `npm start` serves it, tested end to end
// in a real Chromium. It never reports success without having run the e2e tests.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildAndDeployAll } from './build.mjs';
import { apps, remotes } from './lib/apps.mjs';
import { buildNativeModules, inLanes, install, pnpmCommand, run, runAsync, step } from './lib/run.mjs';

const results = path.join(mkdtempSync(path.join(os.tmpdir(), 'tenants-test-')));
const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test by name, printed again at the end: a long log's tail then says what failed. */
const failedTests = [];
/** End-to-end tests that failed once and passed when CI ran them again (e2e/playwright.config.ts): named too. */
const flakyTests = [];

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

step('Lint and type-check, side by side');
const { cmd: pnpmCmd, prefix: pnpmPrefix } = pnpmCommand();
/** Runs pnpm without waiting, its lines printed after `label`; a non-zero exit is recorded as a failure. */
async function pnpmJob(label, args, env = {}) {
  const { code } = await runAsync(pnpmCmd, [...pnpmPrefix, ...args], { label, env });
  if (code !== 0) failures.push(`${label}: exit ${code}`);
}
// Each is one process on one core: ESLint in one lane, the rest in the other.
await inLanes(
  [
    () => pnpmJob('lint', ['exec', 'eslint', '.']),
    async () => {
      // Colours only from the design tokens (.stylelintrc.json), and one format for the whole tree (Prettier).
      await pnpmJob('stylelint', ['exec', 'stylelint', '**/*.css']);
      await pnpmJob('prettier', ['exec', 'prettier', '--check', '--log-level', 'warn', '.']);
      await pnpmJob('typecheck', ['run', 'typecheck']);
    },
  ],
  2,
);

// Built first: the API suite also scans the built browser files for secrets.
try {
  // better-sqlite3's compile (install left it pending) beside the builds, for the Jest and e2e runs after.
  await buildAndDeployAll({ alongside: [buildNativeModules] });
} catch (error) {
  failures.push(`build: ${error.message}`);
}

const chromium = findChromium();

/** Adds one Jest room's results (its JSON report) to the counts. */
function jestResults(room, out) {
  if (!existsSync(out)) return failures.push(`${room}: jest wrote no results`);
  const jest = JSON.parse(readFileSync(out, 'utf8'));
  counts.passed += jest.numPassedTests;
  // A suite that failed to run (a hook that timed out, a syntax error) has no failed test but is a failure.
  counts.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  counts.skipped += jest.numPendingTests;
  for (const suite of jest.testResults) {
    const file = path.relative(process.cwd(), suite.name);
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${file} › ${test.fullName}${firstLines(test.failureMessages?.[0])}`);
    if (!failed.length && suite.status === 'failed') failedTests.push(`${file} (the suite did not run)`);
  }
  if (jest.numTotalTests === 0) failures.push(`${room} ran no test`);
}

/**
 * Each room's own test command, the one its team runs alone (`pnpm --filter <package> test`), so a remote
 * that passes here passes on its own too. The rooms run one after another: each Jest run takes a core.
 */
async function jestRooms() {
  for (const room of ['@tenants/shared', '@tenants/shell', ...remotes.map((name) => apps[name].pkg), '@tenants/api']) {
    const out = path.join(results, `jest-${room.split('/')[1]}.json`);
    await pnpmJob(`jest ${room.split('/')[1]}`, ['--filter', room, 'test', '--ci', '--json', `--outputFile=${out}`]);
    jestResults(room, out);
  }
}

/**
 * The first lines of a failed spec's error (ANSI colours taken out): CI keeps only the end of its output, so
 * the summary says why, not just which.
 */
function whyFailed(spec) {
  const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
  const where = error?.location ? ` (${path.basename(error.location.file)}:${error.location.line})` : '';
  return firstLines(error?.message, where);
}

const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLines(message = '', where = '') {
  const text = message.replace(ansiColour, '').trim().split('\n').slice(0, 6).join('\n    ');
  return text ? `\n    ${text}${where}` : '';
}

/**
 * What the page showed when a spec failed (Playwright's error context: the page's accessibility tree), its
 * first lines: a failure seen only on a loaded CI machine can then be understood without a rerun there.
 */
function pageAtFailure(spec) {
  const attachment = spec.tests
    ?.flatMap((test) => test.results ?? [])
    .flatMap((result) => result.attachments ?? [])
    .find((a) => a.name === 'error-context' && a.path && existsSync(a.path));
  if (!attachment) return '';
  // The page's main landmark: the header and footer are the same on every page.
  const lines = readFileSync(attachment.path, 'utf8').split('\n');
  const main = lines.findIndex((line) => line.startsWith('- main'));
  const shown = (main >= 0 ? lines.slice(main) : lines).filter((line) => line.trim() && !/^\s*- \/url:/.test(line)).slice(0, 30);
  return `\n    the page's main at failure:\n      ${shown.join('\n      ')}`;
}

/**
 * The titles of the specs that failed, and of those that failed once and passed on CI's one retry (flaky:
 * named with why, never hidden), from Playwright's JSON report (suites nest by file and describe).
 */
function playwrightOutcomes(suites = [], parents = []) {
  return suites.flatMap((suite) => {
    const names = [...parents, suite.title];
    const specs = (suite.specs ?? [])
      .map((spec) => ({ spec, outcome: !spec.ok ? 'failed' : spec.tests?.some((test) => test.status === 'flaky') ? 'flaky' : undefined }))
      .filter(({ outcome }) => outcome)
      .map(({ spec, outcome }) => ({
        outcome,
        title: `${[...names, `${spec.title} (line ${spec.line})`].join(' › ')}${whyFailed(spec)}${pageAtFailure(spec)}`,
      }));
    return [...specs, ...playwrightOutcomes(suite.suites, names)];
  });
}

/** One Playwright run against its own e2e site (port, database, deploy copy); its tests added to the counts. */
async function playwright(label, { port, args = [], env = {} }) {
  const out = path.join(results, `e2e-${port}.json`);
  await pnpmJob(label, ['--filter', '@tenants/e2e', 'exec', 'playwright', 'test', '--reporter=list,json', ...args], {
    CHROME_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    E2E_PORT: String(port),
    ...env,
  });
  if (!existsSync(out)) return failures.push(`${label} wrote no results`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const { stats } = report;
  for (const { outcome, title } of playwrightOutcomes(report.suites)) (outcome === 'failed' ? failedTests : flakyTests).push(`${label}: ${title}`);
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
  if (stats.expected + stats.unexpected + stats.flaky === 0) failures.push(`${label} ran no test`);
}

// The e2e suite in three groups, each against a site of its own (port, SQLite file, deploy copy), so they run
// side by side. The first two groups are named; the third is every other folder, so a new folder is never
// left out. Each folder with its slash: Playwright reads an argument as a pattern, and `tests/news` takes
// `tests/newsletters` too. The ports are 100 apart: a spec may start sites of its own a few ports above its site's.
const e2eNamedGroups = [
  ['content', 'accessibility', 'account'],
  ['foundation', 'progressive', 'flows', 'enquiry'],
];
const e2eGroups = [...e2eNamedGroups, readdirSync(path.join(process.cwd(), 'e2e/tests')).filter((name) => !e2eNamedGroups.flat().includes(name))];
const e2ePorts = [3210, 3310, 3410];
const stripePort = 3510;

// The development loop: every dev server compiles clean and the dev shell composes the remotes' dev servers.
// It edits source files for its hot updates (and puts them back), so it runs after the Jest rooms, never beside them.
async function devSmoke() {
  const { code } = await runAsync(process.execPath, ['scripts/dev-smoke.mjs'], { label: 'dev smoke', env: { CHROME_PATH: chromium } });
  if (code !== 0) failures.push(`dev smoke: exit ${code}`);
  counts[code === 0 ? 'passed' : 'failed'] += 1;
}

// Two lanes on two cores: a Jest run keeps one core busy, an e2e run most of the other (its browser and its
// site). More lanes are for a machine with more cores (TEST_LANES=4 runs the three e2e groups beside Jest);
// TEST_LANES=1 runs everything one after another.
step('Unit and API tests (Jest), the dev servers and the end-to-end tests (Playwright, Chromium), side by side');
const lanes = Number(process.env.TEST_LANES) || 2;
await inLanes(
  [
    async () => {
      await jestRooms();
      await devSmoke();
    },
    ...e2eGroups.map((folders, i) => () => playwright(`e2e group ${i + 1}`, { port: e2ePorts[i], args: folders.map((dir) => `tests/${dir}/`) })),
    // docs/decisions/0003-payments-provider.md: the donation flow once more with the real stripe-node SDK against the local fake of Stripe.
    () => playwright('e2e donation (stripe)', { port: stripePort, args: ['tests/donation/'], env: { E2E_PAYMENTS_PROVIDER: 'stripe' } }),
  ],
  lanes,
);

// After the whole suite: no card number or CVV in the databases and logs of the sites where cards were used
// (the group with the donation tests, and the Stripe run).
step('Searching the e2e databases and logs for card data');
const donationSites = [e2ePorts[e2eGroups.findIndex((folders) => folders.includes('donation'))], stripePort];
attempt('card-data search', () =>
  run(process.execPath, ['e2e/fixtures/scan-card-data.mjs', ...donationSites.map((port) => path.join(os.tmpdir(), `tenants-e2e-${port}`))]),
);
counts[failures.some((f) => f.startsWith('card-data')) ? 'failed' : 'passed'] += 1;

console.log('');
for (const test of flakyTests) console.log(`FLAKY TEST (failed once, passed on its retry) ${test}`);
for (const test of failedTests) console.log(`FAILED TEST ${test}`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${counts.passed} passed (${flakyTests.length} of them on a retry), ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length || counts.failed ? 1 : 0);
